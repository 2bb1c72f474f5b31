import { AIRPORTS, DAY_MS, MINUTE_MS, HOUR_MS } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { insertFlights, type FlightDraft } from '../../apps/api/src/modules/flights/insert';

/**
 * Flight `g` of the bench: departures every 10 minutes from 30 days ago, cities from the
 * airports list, ECONOMY on every flight, BUSINESS on two in three, FIRST on one in three,
 * each class partly sold.
 */
function benchFlight(g: number, start: number): FlightDraft {
  const n = AIRPORTS.length;
  const from = (g * 7) % n;
  const departureAt = new Date(start + g * 10 * MINUTE_MS);
  const economy = 4900 + ((g * 7919) % 60000);
  const classes: FlightDraft['classes'] = [
    { type: 'ECONOMY', priceCents: economy, capacity: 180, bookedSeats: (g * 31) % 120 },
  ];
  if (g % 3 !== 0)
    classes.push({ type: 'BUSINESS', priceCents: economy * 3, capacity: 40, bookedSeats: g % 30 });
  else classes.push({ type: 'FIRST', priceCents: economy * 6, capacity: 20, bookedSeats: g % 10 });
  return {
    flightNumber: `B${String.fromCharCode(65 + (Math.floor(g / 10000) % 26))}${String(g % 10000).padStart(4, '0')}`,
    departureCity: AIRPORTS[from]!,
    arrivalCity: AIRPORTS[(from + 1 + (g % (n - 1))) % n]!,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + (1 + (g % 10)) * HOUR_MS),
    status: g % 50 === 0 ? 'DELAYED' : g % 97 === 0 ? 'CANCELLED' : 'SCHEDULED',
    classes,
  };
}

/** Inserts `count` flights through the flights' own write path, in chunks. */
export async function seedBenchFlights(db: Db, count: number): Promise<void> {
  const start = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS - 30 * DAY_MS;
  const CHUNK = 5000;
  for (let first = 1; first <= count; first += CHUNK) {
    const drafts: FlightDraft[] = [];
    for (let g = first; g < Math.min(first + CHUNK, count + 1); g++) drafts.push(benchFlight(g, start));
    await insertFlights(db, drafts);
  }
  // the steady state autovacuum reaches: statistics and a visibility map for index-only scans
  await db.execute(sql`vacuum analyze flights`);
  await db.execute(sql`vacuum analyze flight_classes`);
}
