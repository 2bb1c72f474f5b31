import { DAY_MS, HOUR_MS, type RefundOwed } from '@skylark/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import RefundsPage from './refunds-page';

const refund = (over: Partial<RefundOwed>): RefundOwed => ({
  bookingId: '11111111-1111-4111-8111-111111111111',
  trackingId: 'K7M2X9P4Q8RT',
  customerName: 'Ada Lovelace',
  email: 'ada@example.com',
  kind: 'CANCELLATION',
  amountUsd: 459,
  amountBtc: '0.011475',
  btcUsdRate: 40_000,
  rateReceived: true,
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  since: '2026-11-20T10:00:00.000Z',
  dueBy: '2026-12-10T10:00:00.000Z',
  overdue: false,
  attestedBy: null,
  ...over,
});

describe('Refunds owed', () => {
  it("gives each amount in BTC at the rate its booking was paid at, or says it is today's", async () => {
    serve(
      on(
        'GET /admin/refunds',
        ok({
          refunds: [
            refund({}),
            refund({
              bookingId: '22222222-2222-4222-8222-222222222222',
              trackingId: 'Z9Y8X7W6V5UT',
              amountBtc: '0.00459',
              btcUsdRate: 100_000,
              rateReceived: false,
            }),
          ],
          btcUsdRate: 100_000,
        }),
      ),
    );
    renderAt('/admin/refunds', { '/admin/refunds': <RefundsPage /> });
    const received = await screen.findByRole('listitem', { name: 'Cancellation refund K7M2X9P4Q8RT' });
    expect(received).toHaveTextContent('$459.00 · 0.011475 BTC');
    expect(received).toHaveTextContent('at 1 BTC = $40,000.00, the rate it was received at');
    expect(received).not.toHaveTextContent('No rate');
    const today = screen.getByRole('listitem', { name: 'Cancellation refund Z9Y8X7W6V5UT' });
    expect(within(today).getByText(/at 1 BTC = \$100,000\.00, today's rate/)).toBeInTheDocument();
  });

  it('says "No rate" only when there is none at all', async () => {
    serve(
      on(
        'GET /admin/refunds',
        ok({
          refunds: [refund({ amountBtc: null, btcUsdRate: null, rateReceived: false })],
          btcUsdRate: null,
        }),
      ),
    );
    renderAt('/admin/refunds', { '/admin/refunds': <RefundsPage /> });
    const card = await screen.findByRole('listitem', { name: /K7M2X9P4Q8RT/ });
    expect(card).toHaveTextContent('$459.00 · No rate');
    expect(card).not.toHaveTextContent('1 BTC =');
  });

  it('shows the deadline of each refund and says in words which are overdue', async () => {
    const dueBy = new Date(Date.now() - 3 * DAY_MS - HOUR_MS).toISOString();
    serve(
      on(
        'GET /admin/refunds',
        ok({
          refunds: [
            refund({ dueBy, overdue: true }),
            refund({ bookingId: '22222222-2222-4222-8222-222222222222', trackingId: 'Z9Y8X7W6V5UT' }),
          ],
          btcUsdRate: null,
        }),
      ),
    );
    renderAt('/admin/refunds', { '/admin/refunds': <RefundsPage /> });
    const late = await screen.findByRole('listitem', { name: /K7M2X9P4Q8RT/ });
    expect(late).toHaveTextContent('Send by');
    expect(late).toHaveTextContent('Overdue by 3 days: past the 20-day deadline');
    const onTime = screen.getByRole('listitem', { name: /Z9Y8X7W6V5UT/ });
    expect(onTime).toHaveTextContent('Send by');
    expect(onTime).not.toHaveTextContent('Overdue');
  });
});
