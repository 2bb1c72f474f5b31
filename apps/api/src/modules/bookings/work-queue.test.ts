import { DAY_MS, type BookingPage } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, type BookingInput } from '../../test/factories';
import { bookings } from '../../db/schema';
import { buildTestApp, call, type TestApp } from '../../test/app';
import { newAdminToken } from '../../test/signed-in-app';

/* The Pending payment view as a work queue, and the tracking ID found by any part (docs/product.md#145-the-booking-desk). */

let t: TestApp;
let agentToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  agentToken = await newAdminToken(t, { teamRole: 'agent' });
});
afterAll(() => t.close());

const list = (query: string) =>
  call<BookingPage>(t.app, 'GET', `/admin/bookings?${query}`, { token: agentToken });

async function pending(flightId: string, seat: string, extra: Partial<BookingInput> = {}) {
  return createBooking(t.database.db, {
    flightId,
    classType: 'ECONOMY',
    seats: [seat],
    bookingStatus: 'PENDING',
    paymentStatus: 'PENDING',
    // no run of 3 letters or digits, so a part of a tracking ID cannot match the name or e-mail
    customerName: 'Q-Q',
    email: 'q-q@q.q',
    ...extra,
  });
}

const reported = (id: string, at: Date) =>
  t.database.db.update(bookings).set({ paymentReportedAt: at }).where(eq(bookings.id, id));

describe('the work queue (order=queue)', () => {
  it('puts reported payments first, the oldest report first, then the rest oldest first', async () => {
    const flight = await createFlight(t.database.db, { flightNumber: 'WQ100' });
    const now = Date.now();
    const oldUnreported = await pending(flight.id, '1A', { createdAt: new Date(now - 5 * DAY_MS) });
    const newUnreported = await pending(flight.id, '1B', { createdAt: new Date(now - DAY_MS) });
    const reportedLate = await pending(flight.id, '1C', { createdAt: new Date(now - 4 * DAY_MS) });
    const reportedEarly = await pending(flight.id, '1D', { createdAt: new Date(now - 2 * DAY_MS) });
    await reported(reportedLate.id, new Date(now - 3_600_000));
    await reported(reportedEarly.id, new Date(now - 5 * 3_600_000));

    const queue = await list('search=WQ100&status=PENDING&order=queue');
    expect(queue.status).toBe(200);
    expect(queue.body.data.data.map((b) => b.trackingId)).toEqual([
      reportedEarly.trackingId,
      reportedLate.trackingId,
      oldUnreported.trackingId,
      newUnreported.trackingId,
    ]);
    // the pages of the queue follow the same order
    const second = await list('search=WQ100&status=PENDING&order=queue&limit=2&page=2');
    expect(second.body.data.data.map((b) => b.trackingId)).toEqual([
      oldUnreported.trackingId,
      newUnreported.trackingId,
    ]);
    // the spec's oldest-first order is unchanged
    const oldest = await list('search=WQ100&status=PENDING&order=oldest');
    expect(oldest.body.data.data[0]!.trackingId).toBe(oldUnreported.trackingId);
    expect((await list('order=urgent')).status).toBe(400);
  });

  it('exports the queue oldest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/bookings/export.csv?search=WQ100&status=PENDING&order=queue',
      headers: { authorization: `Bearer ${agentToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n')).toHaveLength(5);
  });
});

describe('searching by a part of the tracking ID', () => {
  it('finds a booking by any 4 or more of its characters, with or without #, in any case', async () => {
    const flight = await createFlight(t.database.db, { flightNumber: 'WQ200' });
    const booking = await pending(flight.id, '2A');
    await pending(flight.id, '2B');
    const id = booking.trackingId;
    for (const part of [id.slice(0, 4), id.slice(3, 9), `#${id.slice(0, 6)}`, id.slice(-5).toLowerCase()]) {
      const found = await list(`search=${encodeURIComponent(part)}&limit=100`);
      expect(found.status).toBe(200);
      expect(
        found.body.data.data.map((b) => b.trackingId),
        part,
      ).toContain(id);
      // a part this long is very unlikely to match another of the few bookings here
      if (part.replace('#', '').length >= 6) expect(found.body.data.totalBookings).toBe(1);
    }
    // fewer than 4 characters look for a whole ID only
    const short = await list(`search=${encodeURIComponent(id.slice(0, 3))}`);
    expect(short.body.data.data.map((b) => b.trackingId)).not.toContain(id);
    // LIKE wildcards stay literal
    expect((await list('search=%25%25%25%25')).body.data.totalBookings).toBe(0);
  });
});
