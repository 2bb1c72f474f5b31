import { randomBytes } from 'node:crypto';
import { DAY_MS, type ClassType, type FlightStatus, MAX_SEATS } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import { insertBookings } from '../modules/bookings';
import type { FlightWithClasses } from '../modules/flights';
import { insertFlights } from '../modules/flights';
import type { Queryable } from '../db/client';
import { admins, bookings, flights, users, type AdminRow, type BookingRow, type UserRow } from '../db/schema';

/** Factories for tests: users, admins, flights and bookings, written the way the services write them. */

const unique = () => randomBytes(4).toString('hex');

// Hashing is deliberately slow; factories share one hash per password.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export const FACTORY_PASSWORD = 'password123';

export async function createUser(
  db: Queryable,
  overrides: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'Customer',
      email: `customer-${unique()}@example.com`,
      phoneNumber: '0712345678',
      passwordHash: await cachedHash(password),
      ...rest,
    })
    .returning();
  return row!;
}

export async function createAdmin(
  db: Queryable,
  overrides: Partial<Omit<typeof admins.$inferInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<AdminRow> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(admins)
    .values({
      email: `admin-${unique()}@example.com`,
      firstName: 'Test',
      lastName: 'Admin',
      passwordHash: await cachedHash(password),
      ...rest,
    })
    .returning();
  return row!;
}

export interface FlightClassInput {
  type: ClassType;
  priceCents: number;
  capacity?: number;
  /** seats counted as sold without passengers (the seat map stays free) */
  bookedSeats?: number;
}

export interface FlightInput {
  flightNumber?: string;
  departureCity?: string;
  arrivalCity?: string;
  departureAt?: Date;
  arrivalAt?: Date;
  status?: FlightStatus;
  classes?: FlightClassInput[];
}

// Sequential from a random start: unique within a test file, distinct across runs.
let flightSequence = Math.floor(Math.random() * 9000);

/**
 * A moment at least `days` ahead on a weekday: the weekend offer applies by rule (docs/product.md#141-offers),
 * so a flight that must sell at its list price may not leave on a Saturday or a Sunday.
 */
export function offWeekend(moment: Date): Date {
  const at = new Date(moment);
  while ([0, 6].includes(at.getUTCDay())) at.setTime(at.getTime() + DAY_MS);
  return at;
}

export const weekdayAhead = (days: number): Date => offWeekend(new Date(Date.now() + days * DAY_MS));

/** A flight with its classes; defaults: a weekday 10 days ahead or more, 8 hours long, ECONOMY 180 seats at $299. */
export async function createFlight(db: Queryable, input: FlightInput = {}): Promise<FlightWithClasses> {
  const departureAt = input.departureAt ?? weekdayAhead(10);
  flightSequence = (flightSequence + 1) % 9000;
  const [flight] = await insertFlights(db, [
    {
      flightNumber: input.flightNumber ?? `TF${1000 + flightSequence}`,
      departureCity: input.departureCity ?? 'New York, John F. Kennedy International (JFK)',
      arrivalCity: input.arrivalCity ?? 'Paris, Charles de Gaulle (CDG)',
      departureAt,
      arrivalAt: input.arrivalAt ?? new Date(departureAt.getTime() + 8 * 60 * 60 * 1000),
      status: input.status ?? 'SCHEDULED',
      classes: (input.classes ?? [{ type: 'ECONOMY', priceCents: 29_900 }]).map((c) => ({
        ...c,
        capacity: c.capacity ?? MAX_SEATS[c.type],
      })),
    },
  ]);
  return flight!;
}

export interface BookingInput {
  flightId: string;
  classType: ClassType;
  seats: string[];
  bookingStatus?: 'PENDING' | 'CONFIRMED';
  paymentStatus?: 'PENDING' | 'CONFIRMED';
  totalAmountCents?: number;
  userId?: string | null;
  customerName?: string;
  email?: string;
  createdAt?: Date;
  /** the name of every passenger; default "Test Passenger" */
  passengerName?: { firstName: string; lastName: string };
  /** the later flights of a trip (docs/product.md#149-return-trips-and-multi-city), seats in the passengers' order */
  segments?: { flightId: string; classType: ClassType; seats: string[] }[];
}

/**
 * A booking with one active passenger per seat, through the bookings' own write path (seat
 * counters raised too), so rules can be tested without going through the booking request.
 * Defaults: a paid (CONFIRMED) guest booking of $299.
 */
export async function createBooking(db: Queryable, input: BookingInput): Promise<BookingRow> {
  const [flight] = await db.select().from(flights).where(eq(flights.id, input.flightId));
  if (!flight) throw new Error('no such flight');
  const segments = await Promise.all(
    (input.segments ?? []).map(async (s) => {
      const [leg] = await db.select().from(flights).where(eq(flights.id, s.flightId));
      if (!leg) throw new Error('no such flight');
      return { flight: leg, classType: s.classType, seatNumbers: s.seats };
    }),
  );
  const [inserted] = await insertBookings(db, [
    {
      flight,
      segments,
      classType: input.classType,
      userId: input.userId ?? null,
      customerName: input.customerName ?? 'Test Passenger',
      email: input.email ?? `owner-${unique()}@example.com`,
      totalAmountCents: input.totalAmountCents ?? 29_900,
      bookingStatus: input.bookingStatus ?? 'CONFIRMED',
      paymentStatus: input.paymentStatus ?? 'CONFIRMED',
      createdAt: input.createdAt,
      passengers: input.seats.map((seatNumber) => ({
        firstName: input.passengerName?.firstName ?? 'Test',
        lastName: input.passengerName?.lastName ?? 'Passenger',
        age: 30,
        gender: 'FEMALE' as const,
        seatNumber,
        mealPreference: 'REGULAR' as const,
      })),
    },
  ]);
  return inserted!.booking;
}

/**
 * Moves a booking's creation back by `ms`: a booking older than the 24-hour rule's window (decision 097) refunds by
 * the fare rules' bands, which a test of the bands needs.
 */
export async function backdateBooking(db: Queryable, bookingId: string, ms = 2 * DAY_MS): Promise<void> {
  await db
    .update(bookings)
    .set({ createdAt: sql`${bookings.createdAt} - ${`${Math.round(ms)} milliseconds`}::interval` })
    .where(eq(bookings.id, bookingId));
}

/**
 * `count` bookings without passengers, one a second back from now, each with its first flight on
 * flight number EX9999, in one statement: a history as long as a busy desk's. Their tracking IDs end
 * with `tag` (5 characters).
 */
export async function insertBookingHistory(db: Queryable, count: number, tag: string): Promise<void> {
  await db.execute(sql`
    WITH made AS (
      INSERT INTO bookings (tracking_id, customer_name, email, total_amount_cents, created_at)
      SELECT lpad(g::text, 7, '0') || ${tag}, 'Bulk Customer ' || g, 'bulk' || g || '@example.com',
        12345, now() - g * interval '1 second'
      FROM generate_series(1, ${count}) g
      RETURNING id)
    INSERT INTO booking_segments (booking_id, segment, flight_number, class_type, departure_city,
      departure_at, arrival_city, arrival_at)
    SELECT id, 0, 'EX9999', 'ECONOMY', 'Oslo, Gardermoen (OSL)', now() + interval '30 days',
      'Paris, Charles de Gaulle (CDG)', now() + interval '30 days 3 hours'
    FROM made`);
}
