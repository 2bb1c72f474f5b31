import { NEWS_KIND_LABELS, newsMessages } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
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
});
