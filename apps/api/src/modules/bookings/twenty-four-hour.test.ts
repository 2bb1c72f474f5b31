import { type Booking, DAY_MS, HOUR_MS, MINUTE_MS } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBooking, createFlight } from '../../test/factories';
import { bookingLedger, flightClasses } from '../../db/schema';
import { call } from '../../test/app';
import { customer, t, useBookingApp } from '../../test/booking-app';
import { balanceOf } from './ledger';
import { cancelBooking, quoteCancellation } from './cancellation';

useBookingApp();

/** A one-seat $299 booking made `ageMs` before `now`, its first flight departing `aheadMs` after it was made. */
async function booking(
  now: Date,
  { ageMs, aheadMs, paid = true }: { ageMs: number; aheadMs: number; paid?: boolean },
) {
  const c = await customer();
  const createdAt = new Date(now.getTime() - ageMs);
  const flight = await createFlight(t.database.db, { departureAt: new Date(createdAt.getTime() + aheadMs) });
  const status = paid ? 'CONFIRMED' : 'PENDING';
  const row = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['3C'],
    userId: c.user.id,
    totalAmountCents: 29_900,
    bookingStatus: status,
    paymentStatus: status,
    createdAt,
  });
  return { c, flight, id: row.id };
}

const owedCents = async (bookingId: string) =>
  (await t.database.db.select().from(bookingLedger).where(eq(bookingLedger.bookingId, bookingId)))
    .filter((e) => e.kind === 'REFUND_OWED')
    .reduce((sum, e) => sum + e.amountCents, 0);

describe('the 24-hour rule (14 CFR 259.5(b)(4), decision 097)', () => {
  it('refunds everything at 23 h 59 after booking, and by the bands at 24 h 01', async () => {
    const now = new Date();
    const fresh = await booking(now, { ageMs: 24 * HOUR_MS - MINUTE_MS, aheadMs: 10 * DAY_MS });
    const quote = await quoteCancellation(t.database.db, fresh.c.user, fresh.id, now);
    expect(quote).toMatchObject({ refundPercent: 100, refundAmount: 299 });
    expect(new Date(quote.freeCancellationUntil!).getTime()).toBe(now.getTime() + MINUTE_MS);

    const late = await booking(now, { ageMs: 24 * HOUR_MS + MINUTE_MS, aheadMs: 10 * DAY_MS });
    const banded = await quoteCancellation(t.database.db, late.c.user, late.id, now);
    expect(banded).toMatchObject({ refundPercent: 90, refundAmount: 269.1 });
    expect(banded.freeCancellationUntil).toBeUndefined();
  });

  it('applies to a booking made 8 days before departure, not to one made 6 days before', async () => {
    const now = new Date();
    const eight = await booking(now, { ageMs: HOUR_MS, aheadMs: 8 * DAY_MS });
    expect(await quoteCancellation(t.database.db, eight.c.user, eight.id, now)).toMatchObject({
      refundPercent: 100,
      refundAmount: 299,
    });
    const six = await booking(now, { ageMs: HOUR_MS, aheadMs: 6 * DAY_MS });
    expect(await quoteCancellation(t.database.db, six.c.user, six.id, now)).toMatchObject({
      refundPercent: 50,
      refundAmount: 149.5,
    });
  });

  it('cancelling within the 24 hours owes back what the ledger received, whatever the list price is now', async () => {
    const now = new Date();
    const { c, id, flight } = await booking(now, { ageMs: 2 * HOUR_MS, aheadMs: 10 * DAY_MS });
    await t.database.db
      .update(flightClasses)
      .set({ priceCents: 99_900 })
      .where(eq(flightClasses.flightId, flight.id));
    const received = (await balanceOf(t.database.db, id)).receivedCents;
    expect(received).toBe(29_900);
    const { booking: cancelled } = await cancelBooking(t.database.db, c.user, id, now);
    expect(cancelled?.cancellation?.refundAmount).toBe(299);
    expect(await owedCents(id)).toBe(received);
  });

  it('refunds nothing of an unpaid booking, which received nothing', async () => {
    const now = new Date();
    const { c, id } = await booking(now, { ageMs: HOUR_MS, aheadMs: 10 * DAY_MS, paid: false });
    expect(await quoteCancellation(t.database.db, c.user, id, now)).toMatchObject({
      refundPercent: 0,
      refundAmount: 0,
      paid: false,
    });
    await cancelBooking(t.database.db, c.user, id, now);
    expect(await owedCents(id)).toBe(0);
  });

  it("counts the days from a trip's first flight", async () => {
    const now = new Date();
    const c = await customer();
    const first = await createFlight(t.database.db, { departureAt: new Date(now.getTime() + 6 * DAY_MS) });
    const back = await createFlight(t.database.db, { departureAt: new Date(now.getTime() + 12 * DAY_MS) });
    const row = await createBooking(t.database.db, {
      flightId: first.id,
      classType: 'ECONOMY',
      seats: ['3C'],
      userId: c.user.id,
      totalAmountCents: 29_900,
      createdAt: new Date(now.getTime() - HOUR_MS),
      segments: [{ flightId: back.id, classType: 'ECONOMY', seats: ['3C'] }],
    });
    expect((await quoteCancellation(t.database.db, c.user, row.id, now)).refundPercent).toBe(50);
  });

  it('is what the API quotes and cancels at for a booking just made', async () => {
    const { c, id } = await booking(new Date(), { ageMs: 0, aheadMs: 10 * DAY_MS });
    const quote = await call<{ refundPercent: number; freeCancellationUntil?: string }>(
      t.app,
      'GET',
      `/api/v1/user/bookings/${id}/cancellation-quote`,
      { token: c.token },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data.refundPercent).toBe(100);
    expect(quote.body.data.freeCancellationUntil).toBeTruthy();
    const done = await call<Booking>(t.app, 'POST', `/api/v1/user/bookings/${id}/cancel`, { token: c.token });
    expect(done.body.data.cancellation?.refundAmount).toBe(299);
  });
});
