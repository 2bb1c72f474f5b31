import { DAY_MS, type Flight, type FlightPage, type SeatsData } from '@skylark/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../test/app';
import { bookingAddresses, bookingPassengers, bookings, flightClasses, flights, users } from '../db/schema';
import { buildDemoFlights } from './demo-flights';
import { demoInvoicing, seedDemoData } from './seed';
import { selectBookings } from '../db/first-flight';

let t: TestApp;
const messages: string[] = [];
const log = { info: (_data: object, message: string) => void messages.push(message) };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('seedDemoData', () => {
  it('fills an empty database with the demo customers, flights and the bookings of the sold seats', async () => {
    const db = t.database.db;
    const now = new Date();
    const result = await seedDemoData(db, log, now);
    const demo = buildDemoFlights(now);
    expect(result?.flights).toBe(demo.length);
    const sold = demo.flatMap((f) => f.classes).reduce((sum, c) => sum + c.bookedSeats, 0);
    expect(result?.passengers).toBe(sold);

    const [flightCount] = await db.select({ n: count() }).from(flights);
    expect(flightCount?.n).toBe(demo.length);
    const allBookings = await selectBookings(db);
    expect(allBookings.length).toBe(result?.bookings);
    const departures = new Map(demo.map((f) => [f.flightNumber, f.departureAt.getTime()]));
    const sixtyDaysAgo = now.getTime() - 60 * DAY_MS;
    for (const b of allBookings) {
      expect(b.trackingId).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      // booked within the last 60 days, before departure; paid unless awaiting verification
      expect(b.createdAt.getTime()).toBeGreaterThanOrEqual(sixtyDaysAgo);
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(b.createdAt.getTime()).toBeLessThan(departures.get(b.flightNumber)!);
      expect(b.paymentStatus).toBe(b.bookingStatus);
      // unpaid: made within the 30-minute payment window, its pay-by time still ahead, so no unpaid
      // booking holds seats past the time the rules would have released them
      if (b.bookingStatus === 'PENDING') {
        expect(b.createdAt.getTime()).toBeGreaterThan(now.getTime() - 30 * 60_000);
        expect(b.payBy!.getTime()).toBeGreaterThan(now.getTime());
        expect(b.payBy!.getTime()).toBeLessThanOrEqual(b.createdAt.getTime() + 30 * 60_000);
      } else expect(b.bookingStatus).toBe('CONFIRMED');
    }
    expect(allBookings.some((b) => b.bookingStatus === 'PENDING')).toBe(true);
    // the dashboard's current month and the period before both have bookings
    const days = new Set(
      allBookings.map((b) => Math.floor((now.getTime() - b.createdAt.getTime()) / DAY_MS)),
    );
    expect(days.size).toBeGreaterThan(40);

    // the demo customers: 14 accounts, one blocked, owning about a third of the bookings
    const customers = await db.select().from(users);
    expect(result?.customers).toBe(14);
    expect(customers).toHaveLength(14);
    expect(customers.filter((u) => u.status === 'blocked')).toHaveLength(1);
    const owners = new Map(customers.map((u) => [u.id, u]));
    const owned = allBookings.filter((b) => b.userId !== null);
    expect(owned.length).toBeGreaterThan(allBookings.length / 5);
    expect(owned.length).toBeLessThan(allBookings.length / 2);
    for (const b of owned) {
      const owner = owners.get(b.userId!)!;
      expect(b).toMatchObject({ email: owner.email, customerName: `${owner.firstName} ${owner.lastName}` });
    }

    // booked_seats of every class equals its active passengers
    const mismatches = await db
      .select({ id: flightClasses.id })
      .from(flightClasses)
      .where(
        sql`${flightClasses.bookedSeats} <> (select count(*) from ${bookingPassengers} p
             join booking_segments s on s.booking_id = p.booking_id and s.segment = p.segment
             where p.flight_id = ${flightClasses.flightId} and p.active and s.class_type = ${flightClasses.type})`,
      );
    expect(mismatches).toEqual([]);
  });

  it('shows sold seats through the API: seats left and the seat map agree', async () => {
    const page = await call<FlightPage>(t.app, 'GET', '/user/flights?limit=100&sort=date');
    const nearlyFull = page.body.data.data.filter((f) =>
      f.classTypes.some((c) => c.availableSeats >= 1 && c.availableSeats <= 3),
    );
    expect(nearlyFull.length).toBeGreaterThanOrEqual(3);
    for (const flight of nearlyFull.slice(0, 3)) {
      const cls = flight.classTypes.find((c) => c.availableSeats <= 3)!;
      const seats = await call<SeatsData>(
        t.app,
        'GET',
        `/user/flights/${flight._id}/seats?classType=${cls.type}`,
      );
      expect(seats.body.data.availableSeats).toHaveLength(cls.availableSeats);
      const [held] = await t.database.db
        .select({ n: count() })
        .from(bookingPassengers)
        .where(and(eq(bookingPassengers.flightId, flight._id), eq(bookingPassengers.active, true)));
      expect(held?.n).toBe(flight.classTypes.reduce((s, c) => s + c.totalSeats - c.availableSeats, 0));
    }
    const one = await call<Flight>(t.app, 'GET', `/user/flights/${nearlyFull[0]!._id}`);
    expect(one.status).toBe(200);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(bookings);
    expect(await seedDemoData(t.database.db, log)).toBeNull();
    const [after] = await t.database.db.select({ n: count() }).from(bookings);
    expect(after?.n).toBe(before?.n);
    expect(messages).toContain('demo seed skipped: flights exist');
  });
});

describe('the demo seed on the default settings', () => {
  it("invoices each unpaid booking at its own test-network address, in satoshis at the demo's rate", async () => {
    const demo = await buildTestApp({ env: { BTC_ADDRESSES: undefined } });
    try {
      const db = demo.database.db;
      await seedDemoData(db, log, new Date(), demoInvoicing(demo.config));
      const unpaid = await db
        .select({
          total: bookings.totalAmountCents,
          sats: bookings.amountSats,
          address: bookingAddresses.address,
        })
        .from(bookings)
        .leftJoin(bookingAddresses, eq(bookingAddresses.bookingId, bookings.id))
        .where(eq(bookings.bookingStatus, 'PENDING'));
      expect(unpaid.length).toBeGreaterThan(0);
      for (const b of unpaid) {
        // $100,000 a bitcoin: a cent is 10 satoshis
        expect(b.sats).toBe(b.total * 10);
        expect(b.address).toMatch(/^tb1q/);
      }
      expect(new Set(unpaid.map((b) => b.address)).size).toBe(unpaid.length);
    } finally {
      await demo.close();
    }
  });
});
