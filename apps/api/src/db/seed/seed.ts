import { randomInt, randomUUID } from 'node:crypto';
import { seatNumbersOf } from '@skylark/contract';
import { count, sql } from 'drizzle-orm';
import { newTrackingId } from '../../modules/bookings/tracking-id';
import type { Db, Queryable } from '../client';
import { bookingPassengers, bookings, flightClasses, flights } from '../schema';
import { type DemoCustomer, insertDemoCustomers } from './demo-customers';
import { buildDemoFlights, type DemoFlight } from './demo-flights';

/** What the seed needs of a logger: Fastify's pino logger or the CLI's console one. */
export interface SeedLog {
  info(data: object, message: string): void;
}

export interface SeedResult {
  customers: number;
  flights: number;
  bookings: number;
  passengers: number;
}

/** Who a demo booking belongs to and when it was made. */
interface DemoBookingContext {
  now: Date;
  customers: DemoCustomer[];
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
const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo bookings were made over the last 60 days, so the dashboard has a trend and a previous period. */
const BOOKING_HISTORY_DAYS = 60;
/** Of the bookings made in the last 3 days, about one in three still awaits payment verification. */
const RECENT_DAYS = 3;

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

/** A moment in the booking history before `departureAt` (at least an hour before it). */
function bookedAt(now: Date, departureAt: Date): Date {
  const latest = Math.min(now.getTime(), departureAt.getTime() - 60 * 60 * 1000);
  const earliest = now.getTime() - BOOKING_HISTORY_DAYS * DAY_MS;
  return new Date(earliest + randomInt(Math.max(1, latest - earliest)));
}

/**
 * Inserts the demo flights with their classes and, for every seat the demo marks as
 * sold, a real booking with one active passenger per seat, so seats left and the seat
 * map agree with the bookings. About a third of the bookings belong to the demo
 * customers, the rest to guests; they were made over the last 60 days, paid, except
 * some of the last 3 days' that still await verification (PENDING).
 */
export async function insertDemoFlights(
  db: Queryable,
  demo: DemoFlight[],
  context: DemoBookingContext,
): Promise<Omit<SeedResult, 'customers'>> {
  const result = { flights: 0, bookings: 0, passengers: 0 };
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
        const customer =
          context.customers.length > 0 && randomInt(3) === 0 ? pick(context.customers) : undefined;
        const owner = customer
          ? { userId: customer.id, customerName: customer.name, email: customer.email }
          : guest(id, `${lead.firstName} ${lead.lastName}`);
        const createdAt = bookedAt(context.now, f.departureAt);
        const recent = context.now.getTime() - createdAt.getTime() < RECENT_DAYS * DAY_MS;
        const status = recent && randomInt(3) === 0 ? ('PENDING' as const) : ('CONFIRMED' as const);
        bookingRows.push({
          id,
          trackingId: newTrackingId(),
          ...owner,
          flightId,
          flightNumber: f.flightNumber,
          classType: c.type,
          departureCity: f.departureCity,
          departureAt: f.departureAt,
          arrivalCity: f.arrivalCity,
          arrivalAt: f.arrivalAt,
          totalAmountCents: c.priceCents * party.length,
          bookingStatus: status,
          paymentStatus: status,
          createdAt,
          updatedAt: createdAt,
        });
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

/** A guest's name and an e-mail address made from it. */
function guest(id: string, customerName: string) {
  return {
    userId: null,
    customerName,
    email: `${customerName.toLowerCase().replace(/\s+/g, '.')}.${id.slice(0, 6)}@example.com`,
  };
}

/** Seeds the demo customers and flights on an empty database (docs/product.md §10); does nothing when flights exist. */
export async function seedDemoData(db: Db, log: SeedLog, now: Date = new Date()): Promise<SeedResult | null> {
  const result = await db.transaction(async (tx) => {
    // one seeder at a time (two processes starting together); a no-op lock on PGlite
    await tx.execute(sql`select pg_advisory_xact_lock(7311)`);
    const [existing] = await tx.select({ n: count() }).from(flights);
    if ((existing?.n ?? 0) > 0) return null;
    const customers = await insertDemoCustomers(tx, now);
    const inserted = await insertDemoFlights(tx, buildDemoFlights(now), { now, customers });
    return { customers: customers.length, ...inserted };
  });
  if (result) log.info(result, 'demo data seeded');
  else log.info({}, 'demo seed skipped: flights exist');
  return result;
}
