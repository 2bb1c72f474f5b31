import { DAY_MS, changeMessages } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { invoicePayments } from '../../db/schema';
import { call } from '../../test/app';
import {
  adminToken,
  book,
  customer,
  freeSeats,
  request,
  smtp,
  t,
  useBookingApp,
} from '../../test/booking-app';
import { recipientOf } from '../../test/smtp';
import {
  change,
  flightOfRoute,
  getBooking,
  options,
  paidBooking,
  quote,
  quoteAndChange,
} from '../../test/change-fixtures';

useBookingApp();

/** An unpaid booking made through the API: its own invoice and pay-by time. */
async function unpaidBooking(seat = '3C') {
  const c = await customer();
  const flight = await flightOfRoute(10 * DAY_MS, 29_900);
  const made = await book(c, request(flight.id, seat));
  expect(made.status).toBe(201);
  return { c, flight, booking: made.body.data };
}

describe('changing an unpaid booking (docs/product.md#148-changing-flight, decision 086)', () => {
  it('quotes the new fare and the fee, moves the same booking to the new seats, and its invoice asks for the new amount', async () => {
    const { c, flight, booking } = await unpaidBooking();
    const cheaper = await flightOfRoute(12 * DAY_MS, 19_900);
    expect((await options(c.token, booking.id)).status).toBe(200);
    const q = await quote(c.token, booking.id, cheaper.id, ['5A']);
    // nothing was paid: the whole new fare and the fee, never money back
    expect(q.body.data).toMatchObject({
      fareDifference: -100,
      changeFee: 75,
      amountDue: 274,
      refundAmount: 0,
    });
    const done = await change(c.token, booking.id, {
      quoteId: q.body.data.quoteId,
      flightId: cheaper.id,
      seatNumbers: ['5A'],
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(changeMessages.changedUnpaid);
    const next = done.body.data;
    // the same booking, on the new flight, owing its new price
    expect(next).toMatchObject({
      id: booking.id,
      trackingId: booking.trackingId,
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmount: 274,
      flightNumber: cheaper.flightNumber,
    });
    expect(next.passengers.map((p) => p.seatNumber)).toEqual(['5A']);
    expect(next.changes).toMatchObject([{ status: 'DONE', amountDue: 274, payment: null }]);
    expect(next.payment?.status).toBe('AWAITING');
    expect(next.payment?.address).toBe(booking.payment?.address);
    // the pay-by time it had: a change is no way to hold the seats longer
    expect(next.payment?.payBy).toBe(booking.payment?.payBy);
    // the old seats were freed in the change's transaction, the new ones taken
    expect(await freeSeats(flight.id)).toContain('3C');
    expect(await freeSeats(cheaper.id)).not.toContain('5A');
    // one booking in My Bookings
    const mine = await call<{ data: { id: string }[] }>(t.app, 'GET', '/user/bookings', { token: c.token });
    expect(mine.body.data.data.map((b) => b.id)).toEqual([booking.id]);
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /^Flight changed/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('Amount due: $274.00.');
    expect(mail.text).toContain(booking.trackingId);

    // paid: it counts what it cost, nothing of the old flight
    const approved = await call(t.app, 'POST', `/admin/bookings/${booking.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect((await getBooking(c.token, booking.id)).body.data).toMatchObject({
      bookingStatus: 'CONFIRMED',
      totalAmount: 274,
    });
  });

  it('a seat taken keeps the booking and its seats as they were; the booking may change again', async () => {
    const { c, flight, booking } = await unpaidBooking('4D');
    const full = await flightOfRoute(11 * DAY_MS, 29_900, 1);
    const [seat] = await freeSeats(full.id);
    const q = (await quote(c.token, booking.id, full.id, [seat!])).body.data;
    expect((await book(await customer(), request(full.id, seat!))).status).toBe(201);
    const refused = await change(c.token, booking.id, {
      quoteId: q.quoteId,
      flightId: full.id,
      seatNumbers: [seat!],
    });
    expect(refused.status).toBe(409);
    expect(await freeSeats(flight.id)).not.toContain('4D');
    expect((await getBooking(c.token, booking.id)).body.data.bookingStatus).toBe('PENDING');

    const later = await flightOfRoute(13 * DAY_MS, 29_900);
    const moved = (await quoteAndChange(c.token, booking.id, later.id, ['6A'])).body.data;
    expect(moved.id).toBe(booking.id);
    const back = await quoteAndChange(c.token, booking.id, flight.id, ['4D']);
    expect(back.status).toBe(200);
    // each change's fee stays charged on the ledger: the fare and two fees, all unpaid
    expect(back.body.data).toMatchObject({ bookingStatus: 'PENDING', totalAmount: 299 + 75 + 75 });
    expect(await freeSeats(later.id)).toContain('6A');
    expect(await freeSeats(flight.id)).not.toContain('4D');
  });

  it('is not changed once a payment is reported or seen; a later change takes the place of one awaiting payment', async () => {
    const reported = await unpaidBooking();
    await call(t.app, 'POST', `/user/bookings/${reported.booking.id}/payment-reported`, {
      token: reported.c.token,
    });
    const res = await options(reported.c.token, reported.booking.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CHANGE_NOT_OFFERED',
      message: changeMessages.paymentUnderReview,
    });

    const seen = await unpaidBooking();
    await t.database.db.insert(invoicePayments).values({
      txid: 'b'.repeat(64),
      vout: 0,
      bookingId: seen.booking.id,
      amountSats: 1000,
      firstSeenAt: new Date(),
    });
    const target = await flightOfRoute(12 * DAY_MS, 29_900);
    const refused = await quote(seen.c.token, seen.booking.id, target.id, ['5A']);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: changeMessages.paymentUnderReview });
    expect(await freeSeats(seen.flight.id)).not.toContain('3C');

    // a paid booking's change awaiting its difference gives way to a later change
    const paid = await paidBooking();
    const dearer = await flightOfRoute(12 * DAY_MS, 49_900);
    const first = (await quoteAndChange(paid.c.token, paid.id, dearer.id, ['7A'])).body.data;
    expect(first.changes?.[0]?.status).toBe('PENDING_PAYMENT');
    const other = await flightOfRoute(13 * DAY_MS, 49_900);
    const second = (await quoteAndChange(paid.c.token, paid.id, other.id, ['7B'])).body.data;
    expect(second.changes?.map((ch) => ch.status)).toEqual(['LAPSED', 'PENDING_PAYMENT']);
    expect(await freeSeats(dearer.id)).toContain('7A');
    expect(await freeSeats(other.id)).not.toContain('7B');
  });

  it('an unpaid change and a booking racing for the last seat: exactly one gets it, the loser of a change keeps its seat', async () => {
    for (let round = 0; round < 3; round++) {
      const { c, flight, booking } = await unpaidBooking();
      const target = await flightOfRoute(12 * DAY_MS, 29_900, 1);
      const [seat] = await freeSeats(target.id);
      const q = (await quote(c.token, booking.id, target.id, [seat!])).body.data;
      const [moved, booked] = await Promise.all([
        change(c.token, booking.id, { quoteId: q.quoteId, flightId: target.id, seatNumbers: [seat!] }),
        book(await customer(), request(target.id, seat!)),
      ]);
      expect([moved.status === 200, booked.status === 201].filter(Boolean)).toHaveLength(1);
      expect(await freeSeats(target.id)).toEqual([]);
      const old = (await getBooking(c.token, booking.id)).body.data;
      if (moved.status === 200) {
        expect(old.flightNumber).toBe(target.flightNumber);
        expect(await freeSeats(flight.id)).toContain('3C');
      } else {
        expect(['SEAT_TAKEN', 'SEATS_SOLD_OUT']).toContain((moved.body as { code?: string }).code);
        expect(old.bookingStatus).toBe('PENDING');
        expect(await freeSeats(flight.id)).not.toContain('3C');
      }
    }
  });
});
