import {
  DAY_MS,
  MSG,
  bookingMessages,
  type Booking,
  type BookingPage,
  type Tracking,
  HOUR_MS,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backdateBooking, createFlight, weekdayAhead } from '../../test/factories';
import { users } from '../../db/schema';
import { buildTestApp, call } from '../../test/app';
import {
  adminToken,
  book,
  bookedSeats,
  customer,
  decide,
  freeSeats,
  request,
  t,
  useBookingApp,
} from '../../test/booking-app';
import { cancelOwnBooking } from './cancellation';
import { newTrackingId, normalizeTrackingId } from '../../lib/tracking-id';

useBookingApp();

describe('reading bookings', () => {
  it('lists own bookings newest first with the page shape', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const other = await customer();
    for (const seat of ['1A', '1B', '1C']) expect((await book(c, request(flight.id, seat))).status).toBe(201);
    await book(other, request(flight.id, '1D'));
    const page1 = await call<BookingPage>(t.app, 'GET', '/user/bookings?page=1&limit=2', { token: c.token });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ currentPage: 1, totalPages: 2, totalBookings: 3 });
    expect(page1.body.data.data.map((b) => b.passengers[0]!.seatNumber)).toEqual(['1C', '1B']);
    const page2 = await call<BookingPage>(t.app, 'GET', '/user/bookings?page=2&limit=2', { token: c.token });
    expect(page2.body.data.data.map((b) => b.passengers[0]!.seatNumber)).toEqual(['1A']);
  });

  it("answers 404 for another customer's booking, and for unknown ids", async () => {
    const flight = await createFlight(t.database.db);
    const [owner, stranger] = [await customer(), await customer()];
    const { body } = await book(owner, request(flight.id, '2A'));
    const mine = await call<Booking>(t.app, 'GET', `/user/bookings/${body.data.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.trackingId).toBe(body.data.trackingId);
    const theirs = await call(t.app, 'GET', `/user/bookings/${body.data.id}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, message: bookingMessages.bookingNotFound });
    const cancel = await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: stranger.token,
    });
    expect(cancel.status).toBe(404);
    expect(
      (
        await call(t.app, 'GET', '/user/bookings/00000000-0000-4000-8000-000000000000', {
          token: owner.token,
        })
      ).status,
    ).toBe(404);
  });

  it('still reads a booking whose flight and customer were deleted (snapshot)', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '3A'));
    await t.database.db.delete(users).where(eq(users.id, c.user.id));
    const { flights } = await import('../../db/schema');
    await t.database.db.delete(flights).where(eq(flights.id, flight.id));
    const res = await call<Booking>(t.app, 'GET', `/admin/bookings/${body.data.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: null,
      flightId: null,
      flightNumber: flight.flightNumber,
      departure: { city: flight.departureCity },
      customerName: body.data.customerName,
    });
  });
});

describe('public tracking', () => {
  it('answers only the Track screen fields, case-insensitively, without a token', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '4A'));
    const res = await call<Tracking>(
      t.app,
      'GET',
      `/user/bookings/tracking/${body.data.trackingId.toLowerCase()}`,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'arrival',
        'bookingStatus',
        'cancellation',
        'cancelReason',
        'classType',
        'customerName',
        'departure',
        'email',
        'flightNumber',
        'limited',
        'passengers',
        'specialRequests',
        'paymentReportedAt',
        'payment',
        'segments',
        'totalAmount',
        'trackingId',
      ].sort(),
    );
    // without the owner or a passenger's last name, names and special assistance are left out
    expect(Object.keys(res.body.data.passengers[0]!).sort()).toEqual(['mealPreference', 'seatNumber']);
    expect(res.body.data).toMatchObject({
      trackingId: body.data.trackingId,
      bookingStatus: 'PENDING',
      flightNumber: flight.flightNumber,
    });
    expect(JSON.stringify(res.body.data)).not.toContain(body.data.id);
    const missing = await call(t.app, 'GET', '/user/bookings/tracking/ZZZZZZZZZZZZ');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.trackingNotFound);
  });

  it('makes 60-bit Crockford IDs and reads look-alike letters', () => {
    const ids = new Set(Array.from({ length: 2000 }, newTrackingId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(normalizeTrackingId(' ab0lio ')).toBe('AB0110');
  });

  it('is rate limited per client address (429 in the wrapper)', async () => {
    const limited = await buildTestApp({ env: { TRACKING_RATE_LIMIT: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await call(limited.app, 'GET', '/user/bookings/tracking/ABCDEFGHJKMN')).status);
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('cancelling', () => {
  it('cancels a PENDING booking with no refund and releases the seat for another customer', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 6 }],
    });
    const [c, next] = [await customer(), await customer()];
    const { body } = await book(c, request(flight.id, '1F'));
    const res = await call<Booking>(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bookingCancelled);
    expect(res.body.data.bookingStatus).toBe('CANCELLED');
    expect(res.body.data.cancellation).toMatchObject({
      cancelled: true,
      refundAmount: 0,
      reason: bookingMessages.customerCancelledReason,
    });
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(0);
    expect(await freeSeats(flight.id)).toContain('1F');
    expect((await book(next, request(flight.id, '1F'))).status).toBe(201);
    const again = await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, { token: c.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(bookingMessages.alreadyCancelled);
  });

  it('refunds a CONFIRMED booking by the policy on the API', async () => {
    const flight = await createFlight(t.database.db, {
      departureAt: weekdayAhead(20),
      classes: [{ type: 'FIRST', priceCents: 100_001, capacity: 6 }],
    });
    const c = await customer();
    const { body } = await book(c, request(flight.id, '1A', { classType: 'FIRST' }));
    expect((await decide(body.data.id, 'approve')).status).toBe(200);
    // past the 24-hour rule's window, which would refund it all (decision 097)
    await backdateBooking(t.database.db, body.data.id);
    const res = await call<Booking>(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.cancellation?.refundAmount).toBe(900.01); // 90 % of 1,000.01 rounded half up
  });

  it('refuses a booking whose flight has departed (409)', async () => {
    const departure = new Date(Date.now() + 2 * DAY_MS);
    const flight = await createFlight(t.database.db, { departureAt: departure });
    const c = await customer();
    const { body } = await book(c, request(flight.id, '1A'));
    await expect(
      cancelOwnBooking(t.database.db, c.user, body.data.id, new Date(departure.getTime() + 1)),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: bookingMessages.flightDeparted,
    });
  });

  describe('refund at the policy boundaries (whole days until departure)', () => {
    // a weekday under 60 days ahead: no offer applies by rule (docs/product.md#141-offers)
    const departure = new Date(Date.now() + 30 * DAY_MS);
    while ([0, 6].includes(departure.getUTCDay())) departure.setTime(departure.getTime() + DAY_MS);
    const cases: [string, number, number][] = [
      ['more than 7 days (8)', 8 * DAY_MS, 90],
      ['7 days and 23 hours', 8 * DAY_MS - 1, 50],
      ['exactly 7 days', 7 * DAY_MS, 50],
      ['exactly 3 days', 3 * DAY_MS, 50],
      ['just under 3 days', 3 * DAY_MS - 1, 25],
      ['2 days', 2 * DAY_MS, 25],
      ['exactly 24 hours', DAY_MS, 25],
      ['under 24 hours', DAY_MS - 1, 10],
      ['one hour', HOUR_MS, 10],
    ];
    for (const [label, before, percent] of cases) {
      it(`${label}: paid refunds ${percent} %, unpaid 0`, async () => {
        const flight = await createFlight(t.database.db, {
          departureAt: departure,
          classes: [{ type: 'ECONOMY', priceCents: 33_335, capacity: 6 }],
        });
        const c = await customer();
        const now = new Date(departure.getTime() - before);
        const paid = await book(c, request(flight.id, '1A'));
        await decide(paid.body.data.id, 'approve');
        const paidCancel = await cancelOwnBooking(t.database.db, c.user, paid.body.data.id, now);
        expect(paidCancel.cancellation?.refundAmount).toBe(Math.floor((33_335 * percent + 50) / 100) / 100);
        const unpaid = await book(c, request(flight.id, '1B'));
        const unpaidCancel = await cancelOwnBooking(t.database.db, c.user, unpaid.body.data.id, now);
        expect(unpaidCancel.cancellation?.refundAmount).toBe(0);
        expect(await bookedSeats(flight.classes[0]!.id)).toBe(0);
      });
    }
  });
});
