import { type Booking, type RefundsOwed, refundMessages } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/app';
import { admin, mailsTo, t, travellerBooking, turnOff, useNewsApp } from '../../test/news-app';

useNewsApp({ BTC_USD_RATE: '50000' });

const SEGWIT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** A paid booking cancelled with a refund address, and its refund marked sent by the desk. */
async function refundSent(off: boolean, txid: string) {
  const { booking, token } = await travellerBooking('CONFIRMED');
  if (off) await turnOff(booking.id, token, ['REFUND']);
  const cancelled = await call<Booking>(t.app, 'POST', `/user/bookings/${booking.id}/cancel`, {
    token,
    body: { refundAddress: SEGWIT },
  });
  expect(cancelled.status).toBe(200);
  const owed = (await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: admin })).body.data;
  const listed = owed.refunds.find((r) => r.bookingId === booking.id)!;
  const paid = await call<Booking>(t.app, 'POST', `/admin/refunds/${booking.id}/paid`, {
    token: admin,
    body: {
      kind: listed.kind,
      amountUsd: listed.amountUsd,
      amountBtc: listed.amountBtc,
      address: SEGWIT,
      txid,
    },
  });
  expect(paid.status).toBe(200);
  expect(paid.body.data.refund?.paid).toEqual([expect.objectContaining({ txid })]);
  return booking;
}

describe('a refund sent', () => {
  const sentMail = (trackingId: string) => `${refundMessages.refundPaidSubject}: tracking ID ${trackingId}`;

  it('is the product’s mail of a refund sent, once', async () => {
    const booking = await refundSent(false, 'b2'.repeat(32));
    const subjects = await mailsTo(booking.email);
    expect(subjects.filter((s) => s === sentMail(booking.trackingId))).toHaveLength(1);
  });

  it('turned off: the refund is still sent and recorded, without its mail', async () => {
    const booking = await refundSent(true, 'c3'.repeat(32));
    const subjects = await mailsTo(booking.email);
    expect(subjects.some((s) => /cancelled/i.test(s ?? ''))).toBe(true);
    expect(subjects).not.toContain(sentMail(booking.trackingId));
  });
});
