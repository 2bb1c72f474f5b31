import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '@/lib/hooks/use-debounced-apply';
import { ok, on, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import FlightManagementPage from './flight-management-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('Flight Management', () => {
  it('keeps the page chosen while the search boxes are unchanged, and starts a new search at page 1', async () => {
    // the clock runs, and the search delay can be run past at once instead of slept through
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = serve(
      on('GET /admin/flights', (request) => {
        const currentPage = Number(request.url.searchParams.get('page'));
        const flight = { ...sampleFlight, _id: `f${currentPage}`, flightNumber: `SK${100 + currentPage}` };
        return ok({ data: [flight], currentPage, totalPages: 3, totalFlights: 3 });
      }),
    );
    renderAt('/admin/flights', { '/admin/flights': <FlightManagementPage /> });
    expect(await screen.findByText('Showing page 1 of 3')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing page 2 of 3')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2);
    expect(screen.getByText('Showing page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search flights...'), 'SK1');
    expect(await screen.findByText('Showing page 1 of 3')).toBeInTheDocument();
    // The counter follows the page at once; the request for the new search is issued just after.
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('search')).toBe('SK1'));
    expect(seen.at(-1)!.url.searchParams.get('page')).toBe('1');
  });
});
