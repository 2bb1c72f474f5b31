import {
  DAY_MS,
  MAX_BULK_DECISIONS,
  MAX_DESK_SEARCH_LENGTH,
  MSG,
  bookingMessages,
  type Booking,
  type BookingPage,
  type BulkDecisionResult,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, type BookingInput, weekdayAhead } from '../../test/factories';
import { bookings } from '../../db/schema';
import { call } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { firstSegment, selectBookings } from '../../db/first-flight';
import { newAdminToken } from '../../test/signed-in-app';

let adminToken: string;

useMailApp();
beforeAll(async () => {
  adminToken = await newAdminToken(t);
});

const list = (query: string) =>
  call<BookingPage>(t.app, 'GET', `/admin/bookings?${query}`, { token: adminToken });
const trackingIds = (page: BookingPage) => page.data.map((b) => b.trackingId).sort();

async function pending(flightId: string, seat: string, extra: Partial<BookingInput> = {}) {
  return createBooking(t.database.db, {
    flightId,
    classType: 'ECONOMY',
    seats: [seat],
    bookingStatus: 'PENDING',
    paymentStatus: 'PENDING',
    ...extra,
  });
}

describe('the desk search (GET /admin/bookings?search=)', () => {
  it('finds a booking by tracking ID with or without #, name, e-mail or flight number, with the filters', async () => {
    const flight = await createFlight(t.database.db, { flightNumber: 'DK701' });
    const other = await createFlight(t.database.db, { flightNumber: 'DK702' });
    const grace = await pending(flight.id, '1A', {
      customerName: 'Grace Hopper',
      email: 'grace.h@navy.example',
    });
    const alan = await pending(other.id, '1A', {
      customerName: 'Alan Turing',
      email: 'alan@bletchley.example',
    });
    const paid = await createBooking(t.database.db, {
      flightId: other.id,
      classType: 'ECONOMY',
      seats: ['1B'],
      customerName: 'Percent 100% Sure',
      email: 'pct@example.com',
    });

    for (const search of [grace.trackingId, `#${grace.trackingId}`, grace.trackingId.toLowerCase()]) {
      expect(trackingIds((await list(`search=${encodeURIComponent(search)}`)).body.data)).toEqual([
        grace.trackingId,
      ]);
    }
    expect(trackingIds((await list('search=grace%20hop')).body.data)).toEqual([grace.trackingId]);
    expect(trackingIds((await list('search=BLETCHLEY.example')).body.data)).toEqual([alan.trackingId]);
    expect(trackingIds((await list('search=dk702')).body.data)).toEqual(
      [alan.trackingId, paid.trackingId].sort(),
    );
    // the pages count what the search and the class filter find on the booking's flight
    expect((await list('search=DK702&limit=1')).body.data).toMatchObject({ totalBookings: 2, totalPages: 2 });
    expect((await list('search=DK702&classType=ECONOMY')).body.data.totalBookings).toBe(2);
    expect((await list('search=DK702&classType=FIRST')).body.data).toMatchObject({
      data: [],
      totalBookings: 0,
    });
    // combined with the status filter
    expect(trackingIds((await list('search=DK702&status=PENDING')).body.data)).toEqual([alan.trackingId]);
    // LIKE wildcards are taken literally
    expect(trackingIds((await list('search=100%25')).body.data)).toEqual([paid.trackingId]);
    expect((await list('search=%25%25%25')).body.data.totalBookings).toBe(0);
    expect((await list('search=_')).body.data.totalBookings).toBe(0);

    const tooLong = await list(`search=${'a'.repeat(MAX_DESK_SEARCH_LENGTH + 1)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.success).toBe(false);
  });

  it('the Pending payment view lists PENDING oldest first with when payment was reported', async () => {
    const flight = await createFlight(t.database.db, { flightNumber: 'DK710' });
    const now = Date.now();
    const older = await pending(flight.id, '2A', { createdAt: new Date(now - 2 * DAY_MS) });
    const newer = await pending(flight.id, '2B', { createdAt: new Date(now - DAY_MS) });
    const reportedAt = new Date(now - 3_600_000);
    await t.database.db
      .update(bookings)
      .set({ paymentReportedAt: reportedAt })
      .where(eq(bookings.id, newer.id));

    const page = (await list('search=DK710&status=PENDING&order=oldest')).body.data;
    expect(page.data.map((b) => b.trackingId)).toEqual([older.trackingId, newer.trackingId]);
    expect(page.data[0]!.paymentReportedAt).toBeNull();
    expect(page.data[1]!.paymentReportedAt).toBe(reportedAt.toISOString());
    const newestFirst = (await list('search=DK710')).body.data;
    expect(newestFirst.data.map((b) => b.trackingId)).toEqual([newer.trackingId, older.trackingId]);
  });
});

describe('deciding bookings', () => {
  it('rejects with the administrator’s reason in the customer’s e-mail; the reason is bounded', async () => {
    const flight = await createFlight(t.database.db, { departureAt: weekdayAhead(9) });
    const booking = await pending(flight.id, '3A', { email: 'reason@example.com' });
    const long = await call(t.app, 'POST', `/admin/bookings/${booking.id}/approve`, {
      token: adminToken,
      body: { action: 'reject', reason: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);

    const res = await call<Booking>(t.app, 'POST', `/admin/bookings/${booking.id}/approve`, {
      token: adminToken,
      body: { action: 'reject', reason: 'The transfer we received was $20 short.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.cancellation?.reason).toBe(MSG.rejectReason);
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'reason@example.com');
    expect(mail.text).toContain('Note from our team: The transfer we received was $20 short.');
  });

  it('decides several bookings each on its own: one already decided is listed as failed', async () => {
    const flight = await createFlight(t.database.db, { departureAt: weekdayAhead(9) });
    const a = await pending(flight.id, '4A');
    const b = await pending(flight.id, '4B');
    const decided = await createBooking(t.database.db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['4C'],
    });

    const res = await call<BulkDecisionResult>(t.app, 'POST', '/admin/bookings/decisions', {
      token: adminToken,
      body: { action: 'approve', ids: [a.id, decided.id, b.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('2 bookings decided, 1 not');
    expect(res.body.data.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect(res.body.data.failed).toEqual([
      { id: decided.id, message: bookingMessages.notPending, code: 'NOT_PENDING' },
    ]);
    const statuses = await selectBookings(t.database.db).where(eq(firstSegment.flightId, flight.id));
    expect(statuses.map((r) => r.bookingStatus).sort()).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED']);

    const tooMany = await call(t.app, 'POST', '/admin/bookings/decisions', {
      token: adminToken,
      body: { action: 'approve', ids: Array.from({ length: MAX_BULK_DECISIONS + 1 }, () => a.id) },
    });
    expect(tooMany.status).toBe(400);
    const empty = await call(t.app, 'POST', '/admin/bookings/decisions', {
      token: adminToken,
      body: { action: 'reject', ids: [] },
    });
    expect(empty.status).toBe(400);
  });
});
