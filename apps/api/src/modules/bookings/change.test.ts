import { CHANGE_CLOSES_HOURS, DAY_MS, changeMessages, HOUR_MS } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { changeQuotes, flightClasses, flightChanges, flights } from '../../db/schema';
import { call } from '../../test/app';
import { adminToken, freeSeats, smtp, t, useBookingApp } from '../../test/booking-app';
import {
  change,
  flightOfRoute,
  getBooking,
  options,
  paidBooking,
  quote,
  quoteAndChange,
} from '../../test/change-fixtures';
import { recipientOf } from '../../test/smtp';
import { lapseDueChanges } from '../payments/expiry';

useBookingApp();

/** The Economy seats counted as booked on a flight. */
async function bookedOn(flightId: string) {
  const [row] = await t.database.db
    .select({ n: flightClasses.bookedSeats })
    .from(flightClasses)
    .where(and(eq(flightClasses.flightId, flightId), eq(flightClasses.type, 'ECONOMY')));
  return row!.n;
}

describe('changing a paid booking to another flight (docs/product.md#148-changing-flight)', () => {
  it('lists the flights of the route, quotes the difference and the fee, and keeps the old seats until paid', async () => {
    const { c, flight, id } = await paidBooking();
    const dearer = await flightOfRoute(12 * DAY_MS, 49_900);
    const listed = await options(c.token, id);
    expect(listed.status).toBe(200);
    expect(listed.body.data.flights.map((f) => f.flightId)).toContain(dearer.id);
    expect(listed.body.data.flights.map((f) => f.flightId)).not.toContain(flight.id);

    const q = await quote(c.token, id, dearer.id, ['5A']);
    expect(q.status).toBe(200);
    expect(q.body.data).toMatchObject({
      fareDifference: 200,
      changeFee: 75,
      amountDue: 275,
      refundAmount: 0,
    });
    const done = await change(c.token, id, {
      quoteId: q.body.data.quoteId,
      flightId: dearer.id,
      seatNumbers: ['5A'],
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(changeMessages.changeAwaitingPayment);
    const booking = done.body.data;
    // the same booking, still on its flight and paid; the change waits on its own invoice
    expect(booking).toMatchObject({
      id,
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      totalAmount: 299,
      flightNumber: flight.flightNumber,
    });
    expect(booking.passengers.map((p) => p.seatNumber)).toEqual(['3C']);
    expect(booking.changes).toHaveLength(1);
    expect(booking.changes![0]).toMatchObject({
      segment: 0,
      fromFlight: { flightId: flight.id, flightNumber: flight.flightNumber },
      toFlight: { flightId: dearer.id, flightNumber: dearer.flightNumber },
      amountDue: 275,
      refundAmount: 0,
      status: 'PENDING_PAYMENT',
      seatNumbers: ['5A'],
    });
    expect(booking.changes![0]!.payment?.payBy).toBeTruthy();
    expect(booking.changes![0]!.payment?.address).toBeTruthy();
    // both sets of seats are held while the difference is unpaid
    expect(await freeSeats(flight.id)).not.toContain('3C');
    expect(await freeSeats(dearer.id)).not.toContain('5A');
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /pay the difference/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('Amount due: $275.00.');
  });

  it('keeps the booking on its flight and frees the new seats when the difference is not paid in time', async () => {
    const { c, flight, id } = await paidBooking();
    const dearer = await flightOfRoute(11 * DAY_MS, 49_900);
    const pending = (await quoteAndChange(c.token, id, dearer.id, ['6B'])).body.data;
    expect(pending.changes?.[0]?.status).toBe('PENDING_PAYMENT');
    const lapsed = await lapseDueChanges(t.database.db, new Date(Date.now() + 2 * DAY_MS), 0);
    expect(lapsed).toContain(pending.changes![0]!.id);
    expect(await freeSeats(dearer.id)).toContain('6B');
    expect(await freeSeats(flight.id)).not.toContain('3C');
    const after = (await getBooking(c.token, id)).body.data;
    expect(after).toMatchObject({ id, bookingStatus: 'CONFIRMED', flightNumber: flight.flightNumber });
    expect(after.changes?.[0]?.status).toBe('LAPSED');
    expect(await bookedOn(dearer.id)).toBe(0);
  });

  it('cancelling the booking while its change awaits payment lapses the change and frees its seats', async () => {
    const { c, id } = await paidBooking();
    const dearer = await flightOfRoute(13 * DAY_MS, 49_900);
    await quoteAndChange(c.token, id, dearer.id, ['8A']);
    const cancelled = await call(t.app, 'POST', `/user/bookings/${id}/cancel`, { token: c.token });
    expect(cancelled.status).toBe(200);
    expect((await getBooking(c.token, id)).body.data.changes?.[0]?.status).toBe('LAPSED');
    expect(await freeSeats(dearer.id)).toContain('8A');
    expect(await bookedOn(dearer.id)).toBe(0);
  });

  it('moves at once to a cheaper flight and owes the money back through the refunds workflow', async () => {
    const { c, flight, id } = await paidBooking();
    const cheaper = await flightOfRoute(9 * DAY_MS, 9_900);
    const q = await quote(c.token, id, cheaper.id, ['2A']);
    expect(q.body.data).toMatchObject({
      fareDifference: -200,
      changeFee: 75,
      amountDue: 0,
      refundAmount: 125,
    });
    const done = await change(c.token, id, {
      quoteId: q.body.data.quoteId,
      flightId: cheaper.id,
      seatNumbers: ['2A'],
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      totalAmount: 174,
    });
    // the same booking on the new flight, owing the money back
    const after = (await getBooking(c.token, id)).body.data;
    expect(after).toMatchObject({ id, bookingStatus: 'CONFIRMED', flightNumber: cheaper.flightNumber });
    expect(after.passengers.map((p) => p.seatNumber)).toEqual(['2A']);
    expect(after.changes).toMatchObject([{ status: 'DONE', amountDue: 0, refundAmount: 125 }]);
    expect(after.refund).toMatchObject({ owed: ['CHANGE'], needsAddress: true });
    expect(await freeSeats(flight.id)).toContain('3C');
    const owed = await call<{ refunds: { bookingId: string; amountUsd: number | null }[] }>(
      t.app,
      'GET',
      '/admin/refunds',
      {
        token: adminToken,
      },
    );
    expect(owed.body.data.refunds.filter((r) => r.bookingId === id)).toMatchObject([{ amountUsd: 125 }]);
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /^Flight changed/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('Money back: $125.00');
  });

  it('answers a quote that expired or no longer holds with the new one, and changes nothing', async () => {
    const { c, id } = await paidBooking();
    const other = await flightOfRoute(12 * DAY_MS, 49_900);
    const q = (await quote(c.token, id, other.id, ['5A'])).body.data;
    await t.database.db
      .update(changeQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(changeQuotes.bookingId, id));
    const late = await change(c.token, id, { quoteId: q.quoteId, flightId: other.id, seatNumbers: ['5A'] });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'QUOTE_CHANGED' });
    const fresh = late.body.data.quote!;
    expect(fresh.quoteId).not.toBe(q.quoteId);
    // a quote for other seats does not hold for these
    const otherSeats = await change(c.token, id, {
      quoteId: fresh.quoteId,
      flightId: other.id,
      seatNumbers: ['5B'],
    });
    expect(otherSeats.status).toBe(409);
    expect(await t.database.db.select().from(flightChanges).where(eq(flightChanges.bookingId, id))).toEqual(
      [],
    );
  });

  it('refuses a flight of another route and a wrong number of seats', async () => {
    const { c, id } = await paidBooking();
    const elsewhere = await flightOfRoute(12 * DAY_MS, 19_900);
    await t.database.db
      .update(flights)
      .set({ arrivalCity: 'Rome, Fiumicino (FCO)' })
      .where(eq(flights.id, elsewhere.id));
    expect((await quote(c.token, id, elsewhere.id, ['5A'])).status).toBe(400);
    const other = await flightOfRoute(12 * DAY_MS, 49_900);
    expect((await quote(c.token, id, other.id, ['5A', '5B'])).status).toBe(400);
    expect((await quote(c.token, id, other.id, ['99Z'])).status).toBe(400);
  });
});

describe('the change window (docs/product.md#148-changing-flight)', () => {
  it(`closes ${CHANGE_CLOSES_HOURS.ECONOMY} hours before an Economy departure, and after departure`, async () => {
    const open = await paidBooking(24 * HOUR_MS + 5 * 60_000);
    expect((await options(open.c.token, open.id)).status).toBe(200);
    const closed = await paidBooking(24 * HOUR_MS - 5 * 60_000);
    const res = await options(closed.c.token, closed.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CHANGE_CLOSED' });
    const departed = await paidBooking(-HOUR_MS);
    expect((await options(departed.c.token, departed.id)).body).toMatchObject({ code: 'CHANGE_CLOSED' });
  });
});
