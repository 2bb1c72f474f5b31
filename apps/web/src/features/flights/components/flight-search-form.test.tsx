import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlightSearch } from '@/features/flights/api/search-flights';
import { FlightSearchForm } from './flight-search-form';

describe('FlightSearchForm', () => {
  it('offers the airports once a city field is focused, and searches a chosen airport by its city', async () => {
    const user = userEvent.setup();
    const searches: FlightSearch[] = [];
    const { container } = render(
      <FlightSearchForm active={false} onSearch={(search) => searches.push(search)} onClear={() => {}} />,
    );
    const suggestions = () => container.querySelectorAll('datalist option');
    expect(suggestions()).toHaveLength(0);

    await user.click(screen.getByLabelText('From'));
    await waitFor(() => expect(suggestions().length).toBeGreaterThan(200));
    expect([...suggestions()].map((o) => o.getAttribute('value'))).toContain(
      'Paris, Charles de Gaulle (CDG)',
    );

    await user.type(screen.getByLabelText('From'), 'Paris, Charles de Gaulle (CDG)');
    await user.type(screen.getByLabelText('To'), 'Lagos ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({ departureCity: 'Paris', arrivalCity: 'Lagos', passengers: 1 });
  });
});
