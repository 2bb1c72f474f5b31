import { AIRPORTS } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';

/**
 * Bulk-inserts `count` flights in one statement each for flights and classes
 * (generate_series): departures every 10 minutes from 30 days ago, cities from the
 * airports list, ECONOMY on every flight, BUSINESS on two in three, FIRST on one in three.
 */
export async function seedBenchFlights(db: Db, count: number): Promise<void> {
  const airports = JSON.stringify(AIRPORTS);
  await db.execute(sql`
    with a as (
      select array_agg(value order by ordinality) as names, count(*)::int as n
      from jsonb_array_elements_text(${airports}::jsonb) with ordinality
    )
    insert into flights (flight_number, departure_city, departure_at, arrival_city, arrival_at, status, lowest_price_cents)
    select
      'B' || chr(65 + (g / 10000) % 26) || lpad((g % 10000)::text, 4, '0'),
      a.names[1 + (g * 7) % a.n],
      date_trunc('minute', now()) - interval '30 days' + g * interval '10 minutes',
      a.names[1 + ((g * 7) % a.n + 1 + g % (a.n - 1)) % a.n],
      date_trunc('minute', now()) - interval '30 days' + g * interval '10 minutes' + (1 + g % 10) * interval '1 hour',
      case when g % 50 = 0 then 'DELAYED' when g % 97 = 0 then 'CANCELLED' else 'SCHEDULED' end,
      4900 + (g * 7919) % 60000
    from generate_series(1, ${count}) as g, a`);
  await db.execute(sql`
    insert into flight_classes (flight_id, type, price_cents, capacity, booked_seats)
    select id, 'ECONOMY', lowest_price_cents, 180, (abs(hashtext(id::text)) % 120) from flights
    union all
    select id, 'BUSINESS', lowest_price_cents * 3, 40, (abs(hashtext(id::text)) % 30) from flights
      where abs(hashtext(flight_number)) % 3 <> 0
    union all
    select id, 'FIRST', lowest_price_cents * 6, 20, (abs(hashtext(id::text)) % 10) from flights
      where abs(hashtext(flight_number)) % 3 = 0`);
  // the steady state autovacuum reaches: statistics and a visibility map for index-only scans
  await db.execute(sql`vacuum analyze flights`);
  await db.execute(sql`vacuum analyze flight_classes`);
}
