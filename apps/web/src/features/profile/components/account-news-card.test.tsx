import { NEWS_KIND_LABELS, newsMessages } from '@skylark/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import { AccountNewsCard } from './account-news-card';

describe("the account's news settings", () => {
  it('unticking a kind turns it off for every booking of the account', async () => {
    const seen = serve(
      on('GET /user/news', ok({ off: ['PAY_BY'] })),
      on('PUT /user/news', (request) => ok(request.body as { off: ['PAY_BY'] })),
    );
    renderAt('/profile', { '/profile': <AccountNewsCard /> });
    expect(await screen.findByRole('heading', { name: newsMessages.accountTitle })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: NEWS_KIND_LABELS.PAY_BY })).not.toBeChecked();
    const checkIn = screen.getByRole('checkbox', { name: NEWS_KIND_LABELS.CHECK_IN });
    await userEvent.click(checkIn);
    await waitFor(() => expect(checkIn).not.toBeChecked());
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ off: ['PAY_BY', 'CHECK_IN'] });
  });

  it('shows a box unticked as the click lands, not a moment later when the save starts', async () => {
    serve(
      on('GET /user/news', ok({ off: [] })),
      on('PUT /user/news', (request) => ok(request.body as { off: [] })),
    );
    renderAt('/profile', { '/profile': <AccountNewsCard /> });
    const refund = await screen.findByRole('checkbox', { name: NEWS_KIND_LABELS.REFUND });
    fireEvent.click(refund);
    // before any timer or answer: what a click that reads the box back at once sees
    expect(refund).not.toBeChecked();
    expect(await screen.findByText(newsMessages.saved)).toBeInTheDocument();
    expect(refund).not.toBeChecked();
  });

  it('ticks the box again when the save fails, and says so', async () => {
    serve(
      on('GET /user/news', ok({ off: [] })),
      on('PUT /user/news', () => failure(503, 'The service is unavailable')),
    );
    renderAt('/profile', { '/profile': <AccountNewsCard /> });
    const refund = await screen.findByRole('checkbox', { name: NEWS_KIND_LABELS.REFUND });
    fireEvent.click(refund);
    expect(refund).not.toBeChecked();
    expect(await screen.findByText('The service is unavailable')).toBeInTheDocument();
    await waitFor(() => expect(refund).toBeChecked());
  });
});
