import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Booking, ChangeQuote, Manifest } from '@skylark/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { bookingSegments } from '../../db/schema';
import { MIGRATIONS_DIR } from '../../paths';
import { buildTestApp, call, tokenFor } from '../../test/app';
import { adminToken, book, customer, request, t, useBookingApp } from '../../test/booking-app';
import { change } from '../../test/change-fixtures';
import { createAdmin, createFlight, weekdayAhead } from '../../test/factories';
import { adminQuery, withDatabase } from '../../test/global-setup';
import { CDG, JFK, route, segmentsRequest } from '../../test/segments';

// Every flight of a booking is a row of booking_segments, the first included (docs/product.md#149-return-trips-and-multi-city, decision 091)

useBookingApp();

const segmentRows = (bookingId: string) =>
  t.database.db
    .select()
    .from(bookingSegments)
    .where(eq(bookingSegments.bookingId, bookingId))
    .orderBy(asc(bookingSegments.segment));

/** What the answer's `segments` say of each flight, as its segment row keeps it. */
const asListed = (rows: Awaited<ReturnType<typeof segmentRows>>) =>
  rows.map((r) => ({ flightId: r.flightId, flightNumber: r.flightNumber, classType: r.classType }));

const manifestSeats = async (flightId: string) => {
  const res = await call<Manifest>(t.app, 'GET', `/admin/flights/${flightId}/manifest`, {
    token: adminToken,
  });
  return res.body.data.passengers.map((p) => [p.seatNumber, p.trackingId, p.classType]);
};

describe('every flight of a booking from the same rows', () => {
  it('a one-flight booking and a trip both list their flights from their segment rows, the first as segment 0', async () => {
    const c = await customer();
    const one = await createFlight(t.database.db, {
      classes: [{ type: 'BUSINESS', priceCents: 40_000, capacity: 8 }],
    });
    const single = await book(c, request(one.id, '1A', { classType: 'BUSINESS' }));
    expect(single.status).toBe(201);
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
    const trip = await book(
      c,
      segmentsRequest([
        { flightId: out!.id, seats: ['4A'] },
        { flightId: back!.id, seats: ['4B'] },
      ]),
    );
    expect(trip.status).toBe(201);

    for (const made of [single.body.data, trip.body.data]) {
      const rows = await segmentRows(made.id);
      expect(rows.map((r) => r.segment)).toEqual(made.segments.map((_, i) => i));
      const read = await call<Booking>(t.app, 'GET', `/user/bookings/${made.id}`, { token: c.token });
      expect(
        read.body.data.segments.map(({ flightId, flightNumber, classType }) => ({
          flightId,
          flightNumber,
          classType,
        })),
      ).toEqual(asListed(rows));
      // the answer's own flight fields are segment 0's, as they always were
      expect(read.body.data).toMatchObject({
        flightNumber: rows[0]!.flightNumber,
        classType: rows[0]!.classType,
      });
    }
    expect(single.body.data).toMatchObject({
      flightNumber: one.flightNumber,
      classType: 'BUSINESS',
      departure: { date: one.departureAt.toISOString() },
    });
    // the manifests read each passenger's class from the segment they fly
    expect(await manifestSeats(one.id)).toEqual([['1A', single.body.data.trackingId, 'BUSINESS']]);
    expect(await manifestSeats(back!.id)).toEqual([['4B', trip.body.data.trackingId, 'ECONOMY']]);
  });

  it('a change of the first flight of a trip moves segment 0 in place, the later one kept', async () => {
    const c = await customer();
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
    const made = await book(
      c,
      segmentsRequest([
        { flightId: out!.id, seats: ['6A'] },
        { flightId: back!.id, seats: ['6B'] },
      ]),
    );
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    // another outbound, landing a day before the return leaves
    const departureAt = new Date(out!.departureAt.getTime() + 24 * 3_600_000);
    const other = await createFlight(t.database.db, {
      departureCity: JFK,
      arrivalCity: CDG,
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 6 * 3_600_000),
      classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 60 }],
    });
    const q = await call<ChangeQuote>(
      t.app,
      'GET',
      `/user/bookings/${id}/change-quote?segment=0&flightId=${other.id}&seatNumbers=7A`,
      { token: c.token },
    );
    expect(q.status).toBe(200);
    const done = await change(c.token, id, {
      segment: 0,
      quoteId: q.body.data.quoteId,
      flightId: other.id,
      seatNumbers: ['7A'],
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      id,
      trackingId: made.body.data.trackingId,
      flightNumber: other.flightNumber,
      departure: { city: JFK, date: other.departureAt.toISOString() },
    });

    const rows = await segmentRows(id);
    expect(rows.map((r) => [r.segment, r.flightId, r.flightNumber])).toEqual([
      [0, other.id, other.flightNumber],
      [1, back!.id, back!.flightNumber],
    ]);
    expect(done.body.data.segments.map((s) => [s.flightId, s.seatNumbers])).toEqual([
      [other.id, ['7A']],
      [back!.id, ['6B']],
    ]);
    expect(await manifestSeats(out!.id)).toEqual([]);
    expect(await manifestSeats(other.id)).toEqual([['7A', made.body.data.trackingId, 'ECONOMY']]);
  });
});

/** A migrations folder holding those up to `last` only. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'skylark-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag.slice(0, 4) <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database of the kind this test project runs on. */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url)
    return { database: await openDatabase({}), drop: async () => {} };
  const name = `skylark_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
  return { database, drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

describe('migration 0039', () => {
  it('keeps a booking made before it readable: its first flight becomes its segment 0', async () => {
    const prepared = await emptyDatabase();
    const { database } = prepared;
    const folder = migrationsUpTo('0038');
    await database.exclusive((db) =>
      database.kind === 'pglite'
        ? migratePglite(db as unknown as PgliteDatabase<Record<string, never>>, { migrationsFolder: folder })
        : migratePg(db, { migrationsFolder: folder }),
    );
    const db = database.db;
    // written as SQL: the factories write the columns of today's schema, which 0038 did not have yet
    const email = `old-${randomUUID()}@example.com`;
    const users = await db.execute<{ id: string }>(sql`
      insert into users (first_name, last_name, email, phone_number, password_hash)
      values ('Old', 'Row', ${email}, '0712345678', 'not-a-hash') returning id`);
    const user = { id: users.rows[0]!.id, email };
    const departureAt = weekdayAhead(20);
    const flight = {
      flightNumber: `TF${Math.floor(1000 + Math.random() * 8000)}`,
      departureCity: 'New York, John F. Kennedy International (JFK)',
      arrivalCity: 'Paris, Charles de Gaulle (CDG)',
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 8 * 3_600_000),
      id: '',
    };
    const flights = await db.execute<{ id: string }>(sql`
      insert into flights (flight_number, departure_city, arrival_city, departure_at, arrival_at, status,
        lowest_price_cents)
      values (${flight.flightNumber}, ${flight.departureCity}, ${flight.arrivalCity},
        ${departureAt.toISOString()}::timestamptz, ${flight.arrivalAt.toISOString()}::timestamptz, 'SCHEDULED', 90000)
      returning id`);
    flight.id = flights.rows[0]!.id;
    await db.execute(sql`
      insert into flight_classes (flight_id, type, price_cents, capacity, booked_seats)
      values (${flight.id}, 'FIRST', 90000, 4, 0)`);
    // the booking as written before 0039: its flight's snapshot on the booking row
    const made = await db.execute<{ id: string }>(sql`
      insert into bookings (tracking_id, user_id, flight_id, flight_number, class_type, departure_city,
        departure_at, arrival_city, arrival_at, customer_name, email, total_amount_cents, booking_status,
        payment_status)
      values ('ZZPRE3900000', ${user.id}, ${flight.id}, ${flight.flightNumber}, 'FIRST', ${flight.departureCity},
        ${flight.departureAt.toISOString()}::timestamptz, ${flight.arrivalCity},
        ${flight.arrivalAt.toISOString()}::timestamptz, 'Old Row', ${user.email}, 90000, 'CONFIRMED', 'CONFIRMED')
      returning id`);
    const id = made.rows[0]!.id;
    await db.execute(sql`
      insert into booking_passengers (booking_id, flight_id, first_name, last_name, age, gender, seat_number,
        meal_preference, fare_cents)
      values (${id}, ${flight.id}, 'Olga', 'Row', 50, 'FEMALE', '1A', 'REGULAR', 90000)`);
    await database.migrate();

    const app = await buildTestApp({ database: prepared });
    try {
      const token = tokenFor(app.app, user.id, 'user');
      const res = await call<Booking>(app.app, 'GET', `/user/bookings/${id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        trackingId: 'ZZPRE3900000',
        flightNumber: flight.flightNumber,
        classType: 'FIRST',
        departure: { city: flight.departureCity, date: flight.departureAt.toISOString() },
        arrival: { city: flight.arrivalCity, date: flight.arrivalAt.toISOString() },
        passengers: [{ name: 'Olga Row', seatNumber: '1A' }],
        segments: [
          {
            flightId: flight.id,
            flightNumber: flight.flightNumber,
            classType: 'FIRST',
            seatNumbers: ['1A'],
          },
        ],
      });
      const manifest = await call<Manifest>(app.app, 'GET', `/admin/flights/${flight.id}/manifest`, {
        token: tokenFor(app.app, (await createAdmin(app.database.db)).id, 'admin'),
      });
      expect(manifest.body.data.passengers.map((p) => [p.seatNumber, p.classType])).toEqual([
        ['1A', 'FIRST'],
      ]);
    } finally {
      await app.close();
    }
  });
});
