import { randomInt, randomUUID } from 'node:crypto';
import { seatNumbersOf, type ClassType } from '@skylark/contract';
import { count, sql } from 'drizzle-orm';
import { newTrackingId } from '../../modules/bookings/tracking-id';
import type { Db, Queryable } from '../client';
import { bookingPassengers, bookings, flightClasses, flights } from '../schema';
import { buildDemoFlights, type DemoFlight } from './demo-flights';

/** What the seed needs of a logger: Fastify's pino logger or the CLI's console one. */
export interface SeedLog {
  info(data: object, message: string): void;
}

export interface SeedResult {
  flights: number;
  bookings: number;
  passengers: number;
}

const FIRST_NAMES = [
  'Ana',
  'Mihai',
  'Olivia',
  'James',
  'Sofia',
  'Lucas',
  'Amira',
  'Noah',
  'Elena',
  'Omar',
  'Ingrid',
  'Mateo',
  'Chloe',
  'Arjun',
  'Ioana',
  'Liam',
];
const LAST_NAMES = [
  'Popescu',
  'Smith',
  'Haddad',
  'Nielsen',
  'Garcia',
  'Ionescu',
  'Brown',
  'Rossi',
  'Kowalski',
  'Dubois',
  'Khan',
  'Andersen',
  'Murphy',
  'Tanaka',
];
const MEALS = ['REGULAR', 'REGULAR', 'REGULAR', 'VEGETARIAN', 'HALAL', 'KOSHER'] as const;
const GENDERS = ['MALE', 'FEMALE'] as const;
const INSERT_BATCH = 500;

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** A random subset of `n` seats of the seat map, kept in seat order. */
function chooseSeats(seatMap: string[], n: number): string[] {
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(randomInt(seatMap.length));
  return [...chosen].sort((a, b) => a - b).map((i) => seatMap[i]!);
}

/** Splits `seats` into parties of 1 to 4 travellers. */
function parties(seats: string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < seats.length;) {
    const size = Math.min(seats.length - i, 1 + randomInt(4));
    groups.push(seats.slice(i, i + size));
    i += size;
  }
  return groups;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}

/**
 * Inserts the demo flights with their classes and, for every seat the demo marks as
 * sold, a real guest booking (CONFIRMED and paid) with one active passenger per seat,
 * so seats left and the seat map agree with the bookings.
 */
export async function insertDemoFlights(db: Queryable, demo: DemoFlight[]): Promise<SeedResult> {
  const result: SeedResult = { flights: 0, bookings: 0, passengers: 0 };
  const flightRows = await db
    .insert(flights)
    .values(
      demo.map((f) => ({
        flightNumber: f.flightNumber,
        departureCity: f.departureCity,
        departureAt: f.departureAt,
        arrivalCity: f.arrivalCity,
        arrivalAt: f.arrivalAt,
        status: f.status,
        lowestPriceCents: Math.min(...f.classes.map((c) => c.priceCents)),
      })),
    )
    .returning({ id: flights.id, flightNumber: flights.flightNumber });
  result.flights = flightRows.length;
  const idOf = new Map(flightRows.map((r) => [r.flightNumber, r.id]));

  const classRows: (typeof flightClasses.$inferInsert)[] = [];
  const bookingRows: (typeof bookings.$inferInsert & { id: string })[] = [];
  const passengerRows: (typeof bookingPassengers.$inferInsert)[] = [];
  for (const f of demo) {
    const flightId = idOf.get(f.flightNumber)!;
    const capacities = f.classes.map((c) => ({ type: c.type, seats: c.capacity }));
    for (const c of f.classes) {
      classRows.push({
        flightId,
        type: c.type,
        priceCents: c.priceCents,
        capacity: c.capacity,
        bookedSeats: c.bookedSeats,
      });
      const sold = chooseSeats(seatNumbersOf(c.type, capacities), c.bookedSeats);
      for (const party of parties(sold)) {
        const id = randomUUID();
        const lastName = pick(LAST_NAMES);
        const travellers = party.map((seatNumber) => ({
          firstName: pick(FIRST_NAMES),
          lastName,
          seatNumber,
        }));
        const lead = travellers[0]!;
        bookingRows.push(
          guestBooking(
            id,
            f,
            flightId,
            c.type,
            c.priceCents * party.length,
            `${lead.firstName} ${lead.lastName}`,
          ),
        );
        for (const t of travellers) {
          passengerRows.push({
            bookingId: id,
            flightId,
            firstName: t.firstName,
            lastName: t.lastName,
            age: 18 + randomInt(60),
            gender: pick(GENDERS),
            seatNumber: t.seatNumber,
            mealPreference: pick(MEALS),
            elderly: randomInt(20) === 0,
            wheelchair: randomInt(40) === 0,
          });
        }
      }
    }
  }
  await insertInBatches(classRows, (batch) => db.insert(flightClasses).values(batch));
  await insertInBatches(bookingRows, (batch) => db.insert(bookings).values(batch));
  await insertInBatches(passengerRows, (batch) => db.insert(bookingPassengers).values(batch));
  result.bookings = bookingRows.length;
  result.passengers = passengerRows.length;
  return result;
}

function guestBooking(
  id: string,
  f: DemoFlight,
  flightId: string,
  classType: ClassType,
  totalAmountCents: number,
  customerName: string,
) {
  return {
    id,
    trackingId: newTrackingId(),
    userId: null,
    flightId,
    flightNumber: f.flightNumber,
    classType,
    departureCity: f.departureCity,
    departureAt: f.departureAt,
    arrivalCity: f.arrivalCity,
    arrivalAt: f.arrivalAt,
    customerName,
    email: `${customerName.toLowerCase().replace(/\s+/g, '.')}.${id.slice(0, 6)}@example.com`,
    totalAmountCents,
    bookingStatus: 'CONFIRMED' as const,
    paymentStatus: 'CONFIRMED' as const,
  };
}

/** Seeds the demo flights on an empty database (decisions §1); does nothing when flights exist. */
export async function seedDemoData(db: Db, log: SeedLog, now: Date = new Date()): Promise<SeedResult | null> {
  const result = await db.transaction(async (tx) => {
    // one seeder at a time (two processes starting together); a no-op lock on PGlite
    await tx.execute(sql`select pg_advisory_xact_lock(7311)`);
    const [existing] = await tx.select({ n: count() }).from(flights);
    if ((existing?.n ?? 0) > 0) return null;
    return insertDemoFlights(tx, buildDemoFlights(now));
  });
  if (result) log.info(result, 'demo flights seeded');
  else log.info({}, 'demo seed skipped: flights exist');
  return result;
}
