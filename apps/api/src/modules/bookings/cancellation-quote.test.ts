import {
  type Booking,
  type CancellationQuote,
  CANCELLATION_QUOTE_TTL_MS,
  DAY_MS,
  refundMessages,
  HOUR_MS,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBooking, createFlight } from '../../test/factories';
import { cancellationQuotes, flights } from '../../db/schema';
import { call } from '../../test/app';
import { customer, freeSeats, t, useBookingApp } from '../../test/booking-app';
import { quoteCancellation } from './cancellation';

useBookingApp();

/** A paid (or unpaid) one-seat booking of a $299 flight departing `inMs` from now, made two days ago: past the 24-hour rule (decision 097). */
async function bookingDeparting(inMs: number, paid = true) {
  const c = await customer();
  const flight = await createFlight(t.database.db, { departureAt: new Date(Date.now() + inMs) });
  const status = paid ? 'CONFIRMED' : 'PENDING';
  const row = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['3C'],
    userId: c.user.id,
    totalAmountCents: 29_900,
    bookingStatus: status,
    paymentStatus: status,
    createdAt: new Date(Date.now() - 2 * DAY_MS),
  });
  return { c, flight, id: row.id };
}

const quote = (token: string, id: string) =>
  call<CancellationQuote>(t.app, 'GET', `/user/bookings/${id}/cancellation-quote`, { token });
const cancel = (token: string, id: string, body?: object) =>
  call<Booking & { quote?: CancellationQuote }>(t.app, 'POST', `/user/bookings/${id}/cancel`, {
    token,
    body,
  });

describe('cancellation quotes (docs/product.md#9-constants-and-limits, docs/product.md#147-cancelling-with-a-quote-and-refunds)', () => {
  it('quotes each band of the fare rules, held for 10 minutes', async () => {
    const bands = [
      { inMs: 10 * DAY_MS, refund: 269.1 },
      { inMs: 5 * DAY_MS, refund: 149.5 },
      { inMs: 36 * HOUR_MS, refund: 74.75 },
      { inMs: 5 * HOUR_MS, refund: 29.9 },
    ];
    for (const band of bands) {
      const { c, id } = await bookingDeparting(band.inMs);
      const res = await quote(c.token, id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ refundAmount: band.refund, paid: true });
      const held = new Date(res.body.data.expiresAt).getTime() - Date.now();
      expect(held).toBeGreaterThan(CANCELLATION_QUOTE_TTL_MS * 0.9);
      expect(held).toBeLessThanOrEqual(CANCELLATION_QUOTE_TTL_MS);
    }
  });

  it('takes the time it is asked at: a quote a day later falls in the next band', async () => {
    const { c, id } = await bookingDeparting(8 * DAY_MS + HOUR_MS);
    const now = new Date();
    expect((await quoteCancellation(t.database.db, c.user, id, now)).refundPercent).toBe(90);
    expect(
      (await quoteCancellation(t.database.db, c.user, id, new Date(now.getTime() + DAY_MS))).refundPercent,
    ).toBe(50);
  });

  it('quotes the full amount after the airline moved the flight by more than 60 minutes', async () => {
    const { c, id, flight } = await bookingDeparting(10 * DAY_MS);
    await t.database.db
      .update(flights)
      .set({
        departureAt: new Date(flight.departureAt.getTime() + 2 * HOUR_MS),
        arrivalAt: new Date(flight.arrivalAt.getTime() + 2 * HOUR_MS),
      })
      .where(eq(flights.id, flight.id));
    expect((await quote(c.token, id)).body.data).toMatchObject({ refundAmount: 299, refundPercent: 100 });
  });

  it('cancels at the quote named; an expired quote answers 409 with a new one, which then cancels', async () => {
    const { c, id } = await bookingDeparting(10 * DAY_MS);
    const first = (await quote(c.token, id)).body.data;
    await t.database.db
      .update(cancellationQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cancellationQuotes.bookingId, id));

    const refused = await cancel(c.token, id, { quoteId: first.quoteId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'QUOTE_CHANGED', message: refundMessages.quoteChanged });
    const renewed = (refused.body.data as unknown as { quote: CancellationQuote }).quote;
    expect(renewed.quoteId).not.toBe(first.quoteId);
    expect(renewed.refundAmount).toBe(269.1);

    const done = await cancel(c.token, id, { quoteId: renewed.quoteId });
    expect(done.status).toBe(200);
    expect(done.body.data.cancellation?.refundAmount).toBe(269.1);
  });

  it('refuses a quote that no longer holds: the airline moved the flight, which now refunds in full', async () => {
    const { c, id, flight } = await bookingDeparting(10 * DAY_MS);
    const first = (await quote(c.token, id)).body.data;
    await t.database.db
      .update(flights)
      .set({ departureAt: new Date(flight.departureAt.getTime() - 3 * DAY_MS) })
      .where(eq(flights.id, flight.id));
    const refused = await cancel(c.token, id, { quoteId: first.quoteId });
    expect(refused.status).toBe(409);
    expect((refused.body.data as unknown as { quote: CancellationQuote }).quote.refundAmount).toBe(299);
    expect(
      (await call<Booking>(t.app, 'GET', `/user/bookings/${id}`, { token: c.token })).body.data.bookingStatus,
    ).toBe('CONFIRMED');
  });

  it('cancels an unpaid booking with nothing owed and frees its seat at once', async () => {
    const { c, id, flight } = await bookingDeparting(10 * DAY_MS, false);
    expect(await freeSeats(flight.id)).not.toContain('3C');
    const q = (await quote(c.token, id)).body.data;
    expect(q).toMatchObject({ refundAmount: 0, paid: false, refundPercent: 0 });
    const done = await cancel(c.token, id, { quoteId: q.quoteId });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ bookingStatus: 'CANCELLED', refund: null });
    expect(await freeSeats(flight.id)).toContain('3C');
  });

  it("keeps the spec's cancel without a body, and hides another customer's booking", async () => {
    const { c, id } = await bookingDeparting(5 * DAY_MS);
    const stranger = await customer();
    expect((await quote(stranger.token, id)).status).toBe(404);
    const done = await call<Booking>(t.app, 'POST', `/user/bookings/${id}/cancel`, { token: c.token });
    expect(done.status).toBe(200);
    expect(done.body.data.cancellation?.refundAmount).toBe(149.5);
    expect((await quote(c.token, id)).status).toBe(409);
  });
});
