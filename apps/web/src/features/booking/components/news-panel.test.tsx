import { NEWS_KIND_LABELS, type NewsSettings, newsMessages } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import { NewsPanel } from './news-panel';

const id = '3f0b7c2e-8a41-4d7b-9a51-2b6f0e3c9d10';
const settings = (off: NewsSettings['off']): NewsSettings => ({ off, vapidPublicKey: 'BKey', devices: 0 });

describe('the news panel', () => {
  it('shows each kind ticked unless turned off, and unticking one saves it off', async () => {
    const seen = serve(
      on('GET /user/bookings/:id/news', ok(settings(['REFUND']))),
      on('PUT /user/bookings/:id/news', (request) =>
        ok(settings((request.body as { off: NewsSettings['off'] }).off)),
      ),
    );
    renderAt(`/bookings/${id}`, { '/bookings/:id': <NewsPanel bookingId={id} /> });
    const gate = await screen.findByRole('checkbox', { name: NEWS_KIND_LABELS.GATE });
    expect(gate).toBeChecked();
    expect(screen.getByRole('checkbox', { name: NEWS_KIND_LABELS.REFUND })).not.toBeChecked();

    await userEvent.click(gate);
    await waitFor(() => expect(gate).not.toBeChecked());
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ off: ['GATE', 'REFUND'] });
    expect(await screen.findByText(newsMessages.saved)).toBeInTheDocument();
  });

  it('says when this browser cannot show notifications (no service worker here)', async () => {
    serve(on('GET /user/bookings/:id/news', ok(settings([]))));
    renderAt(`/bookings/${id}`, { '/bookings/:id': <NewsPanel bookingId={id} /> });
    expect(await screen.findByText(newsMessages.pushUnsupported)).toBeInTheDocument();
  });
});
