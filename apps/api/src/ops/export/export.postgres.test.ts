import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFlights } from '../../modules/flights/queries';
import { openTestDatabase } from '../../test/app';
import { type Database, openDatabase } from '../../db/client';
import { createAdmin, createBooking, createFlight, createUser } from '../../test/factories';
import { copyToPostgres } from './copy';

/**
 * npm run export-to-postgres (docs/deploy.md): the embedded database's rows into an empty
 * PostgreSQL database made by the same migrations.
 */
let source: Database;
let target: Awaited<ReturnType<typeof openTestDatabase>>;
let owner: pg.Client;

beforeAll(async () => {
  source = await openDatabase({});
  await source.migrate();
  target = await openTestDatabase(2);
  owner = new pg.Client({ connectionString: target.url });
  await owner.connect();
}, 180_000);
afterAll(async () => {
  await owner.end();
  await source.close();
  await target.database.close();
  await target.drop();
});

const counts = async (db: Database['db']) =>
  (
    await db.execute<{ table: string; n: number }>(sql`
      select 'flights' as table, count(*)::int as n from flights union all
      select 'flight_classes', sum(booked_seats)::int from flight_classes union all
      select 'users', count(*)::int from users union all
      select 'bookings', count(*)::int from bookings union all
      select 'booking_passengers', count(*)::int from booking_passengers where active union all
      select 'flight_day_counts', coalesce(sum(flights), 0)::int from flight_day_counts union all
      select 'admins', count(*)::int from admins`)
  ).rows;

describe('the embedded database copied into PostgreSQL', () => {
  it('keeps every row and counter, and the public reads answer the same', async () => {
    const user = await createUser(source.db);
    await createAdmin(source.db);
    for (let i = 0; i < 3; i++) {
      const flight = await createFlight(source.db, {
        classes: [{ type: 'ECONOMY', priceCents: 12_000, capacity: 12 }],
      });
      await createBooking(source.db, {
        flightId: flight.id,
        classType: 'ECONOMY',
        seats: ['1A', '1B'],
        userId: user.id,
      });
    }
    const report = await copyToPostgres(source.db, owner);
    expect(report.tables.flights).toBe(3);
    expect(report.tables.bookings).toBe(3);
    expect(await counts(target.database.db)).toEqual(await counts(source.db));
    const query = { page: 1, limit: 10, sort: 'date', order: 'asc' } as const;
    expect(await listFlights(target.database.db, query)).toEqual(await listFlights(source.db, query));
  });

  it('refuses a database that already has rows, and changes nothing', async () => {
    const before = await counts(target.database.db);
    await expect(copyToPostgres(source.db, owner)).rejects.toThrow(/not empty/);
    expect(await counts(target.database.db)).toEqual(before);
  });
});
