import { DAY_MS, type Flight, type FlightPage, bookingsOpenAfter, HOUR_MS } from '@skylark/contract';
import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { flightDayCounts, flights } from '../../db/schema';
import { admin, t, useSignedInApp } from '../../test/signed-in-app';
import { call } from '../../test/app';

useSignedInApp();

// listed: flights still open for booking (docs/product.md#143-paying-for-a-booking)
const exact = async (where = gt(flights.departureAt, bookingsOpenAfter(new Date()))) =>
  (await t.database.db.select({ n: count() }).from(flights).where(where))[0]!.n;
// The raw SQL writes below reach the public-read cache by NOTIFY, a moment later; this test is
// about the counts, so each read starts from an empty cache (the cache has its own tests).
const listed = async (query = '') => {
  t.app.publicCache.invalidate();
  return (await call<FlightPage>(t.app, 'GET', `/user/flights?limit=1${query}`)).body.data.totalFlights;
};

describe('flight counts (flight_day_counts kept by triggers)', () => {
  it('counts flights later today, on later days and not departed ones exactly, through every change', async () => {
    const db = t.database.db;
    const now = Date.now();
    const endOfToday = Math.ceil(now / DAY_MS) * DAY_MS;
    // departed earlier today, later today (when there is time left), tomorrow, in 70 days
    await createFlight(db, { departureAt: new Date(now - HOUR_MS) });
    if (endOfToday - now > 2 * 60_000)
      await createFlight(db, { departureAt: new Date(now + (endOfToday - now) / 2) });
    await createFlight(db, { departureAt: new Date(endOfToday + 3 * HOUR_MS) });
    const far = await createFlight(db, { departureAt: new Date(now + 70 * DAY_MS) });
    expect(await listed()).toBe(await exact());

    // moving a flight to another day, bulk inserts and deletes keep the count exact
    const moved = await call<Flight>(t.app, 'PATCH', `/admin/flights/${far.id}`, {
      token: admin,
      body: {
        departure: { date: new Date(now + 3 * DAY_MS).toISOString() },
        arrival: { date: new Date(now + 3 * DAY_MS + HOUR_MS).toISOString() },
      },
    });
    expect(moved.status).toBe(200);
    expect(await listed()).toBe(await exact());
    await db.execute(sql`
      insert into flights (flight_number, departure_city, departure_at, arrival_city, arrival_at)
      select 'CT' || (1000 + g), 'Paris, Charles de Gaulle (CDG)', now() + g * interval '7 hours',
             'Dubai, Dubai International (DXB)', now() + g * interval '7 hours' + interval '6 hours'
      from generate_series(1, 40) g`);
    expect(await listed()).toBe(await exact());
    await db.delete(flights).where(sql`${flights.flightNumber} like 'CT10%'`);
    expect(await listed()).toBe(await exact());
    expect((await call(t.app, 'DELETE', `/admin/flights/${far.id}`, { token: admin })).status).toBe(200);
    expect(await listed()).toBe(await exact());

    // the status alone changes no day
    const [before] = await db
      .select({ n: sql<string>`sum(${flightDayCounts.flights})` })
      .from(flightDayCounts);
    await db.update(flights).set({ status: 'DELAYED' });
    const [after] = await db
      .select({ n: sql<string>`sum(${flightDayCounts.flights})` })
      .from(flightDayCounts);
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect(Number(after!.n)).toBe(await exact(sql`true`));
  });

  it('counts the early-bird and weekend offers and the unfiltered admin list exactly', async () => {
    const db = t.database.db;
    for (let d = 1; d <= 80; d += 3)
      await createFlight(db, { departureAt: new Date(Date.now() + d * DAY_MS + 5 * HOUR_MS) });
    const early = new Date(Date.now() + 60 * DAY_MS);
    expect(await listed('&offer=early-bird')).toBe(
      await exact(
        and(gt(flights.departureAt, bookingsOpenAfter(new Date())), gte(flights.departureAt, early)),
      ),
    );
    expect(await listed('&offer=weekend')).toBe(
      await exact(
        and(
          gt(flights.departureAt, bookingsOpenAfter(new Date())),
          sql`extract(isodow from ${flights.departureAt} at time zone 'UTC') in (6, 7)`,
        ),
      ),
    );
    const adminTotal = (await call<FlightPage>(t.app, 'GET', '/admin/flights?limit=1', { token: admin })).body
      .data.totalFlights;
    expect(adminTotal).toBe(await exact(sql`true`));
    const [one] = await db.select().from(flights).limit(1);
    expect(one).toBeTruthy();
    expect(await exact(eq(flights.id, one!.id))).toBe(1);
  });

  it('keeps each sort order across pages', async () => {
    const db = t.database.db;
    for (let i = 0; i < 12; i++) {
      await createFlight(db, {
        departureAt: new Date(Date.now() + (i + 2) * DAY_MS),
        classes: [{ type: 'ECONOMY', priceCents: 10_000 + ((i * 37) % 11) * 1000 }],
      });
    }
    for (const [sort, order, column] of [
      ['price', 'desc', sql`lowest_price_cents desc, departure_at desc, id desc`],
      ['date', 'asc', sql`departure_at, id`],
      ['flightNumber', 'desc', sql`flight_number desc`],
    ] as const) {
      const expected = (
        await db.execute<{ id: string }>(
          sql`select id from flights where departure_at > now() + interval '2 hours' order by ${column}`,
        )
      ).rows.map((r) => r.id);
      const seen: string[] = [];
      for (let page = 1; seen.length < expected.length; page++) {
        const res = await call<FlightPage>(
          t.app,
          'GET',
          `/user/flights?limit=7&page=${page}&sort=${sort}&order=${order}`,
        );
        expect(res.body.data.data.length).toBeGreaterThan(0);
        seen.push(...res.body.data.data.map((f) => f._id));
      }
      expect(seen).toEqual(expected);
    }
  });
});
