import { randomBytes, randomInt } from 'node:crypto';
import { DAY_MS, PAY_BY_BEFORE_DEPARTURE_MS, seatNumbersOf } from '@skylark/contract';
import { count, sql } from 'drizzle-orm';
import {
  assignPaymentAddress,
  insertBookings,
  type BookedFlight,
  type BookingDraft,
} from '../modules/bookings';
import { satsFor } from '../modules/invoices';
import type { Bip84Account } from '../lib/bip84';
import type { AppConfig } from '../config';
import { insertFlights } from '../modules/flights';
import type { Db, Queryable } from '../db/client';
import { flights } from '../db/schema';
import { type DemoCustomer, insertDemoCustomers } from './demo-customers';
import { buildDemoFlights, type DemoFlight, type DemoFlightClass } from './demo-flights';

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
/** How the demo's unpaid bookings are invoiced: the deployment's payment window and address. */
export interface DemoInvoicing {
  windowSeconds: number;
  address: string | null;
  /** each unpaid booking gets its own address from this account (BTC_XPUB, or the demo's) */
  account?: Bip84Account;
  /** dollars per bitcoin: the unpaid bookings state their amount in satoshis at it */
  btcUsdRate?: number;
}

interface DemoBookingContext {
  now: Date;
  customers: DemoCustomer[];
  invoicing?: DemoInvoicing;
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
/** Demo bookings were made over the last 60 days, so the dashboard has a trend and a previous period. */
const BOOKING_HISTORY_DAYS = 60;
/** Of the bookings made in the last 3 days, about one in three still awaits payment verification. */
const RECENT_DAYS = 3;
/** The payment window when the seed is not told the deployment's (PAYMENT_WINDOW_SECONDS' default). */
const DEFAULT_WINDOW_SECONDS = 1800;

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
 * some made within their payment window that still await payment (PENDING, pay-by time ahead).
 */
export async function insertDemoFlights(
  db: Queryable,
  demo: DemoFlight[],
  context: DemoBookingContext,
): Promise<Omit<SeedResult, 'customers'>> {
  // the classes start empty: the bookings below count their own seats
  const inserted = await insertFlights(
    db,
    demo.map((f) => ({ ...f, classes: f.classes.map(({ bookedSeats: _sold, ...c }) => c) })),
  );
  const drafts: BookingDraft[] = [];
  demo.forEach((f, index) => {
    const flight = inserted[index]!;
    const capacities = f.classes.map((c) => ({ type: c.type, seats: c.capacity }));
    for (const c of f.classes) {
      const sold = chooseSeats(seatNumbersOf(c.type, capacities), c.bookedSeats);
      for (const party of parties(sold)) drafts.push(demoBooking(flight, c, party, context));
    }
  });
  const bookings = await insertBookings(db, drafts);
  const account = context.invoicing?.account;
  if (account)
    for (const [i, b] of bookings.entries())
      if (drafts[i]!.bookingStatus === 'PENDING') await assignPaymentAddress(db, b.booking.id, account);
  return {
    flights: inserted.length,
    bookings: bookings.length,
    passengers: bookings.reduce((sum, b) => sum + b.passengers.length, 0),
  };
}

/** One party's booking: a demo customer's about one time in three, otherwise a guest's. */
function demoBooking(
  flight: BookedFlight,
  cabin: DemoFlightClass,
  seats: string[],
  context: DemoBookingContext,
): BookingDraft {
  const lastName = pick(LAST_NAMES);
  const passengers = seats.map((seatNumber) => ({
    firstName: pick(FIRST_NAMES),
    lastName,
    age: 18 + randomInt(60),
    gender: pick(GENDERS),
    seatNumber,
    mealPreference: pick(MEALS),
    elderly: randomInt(20) === 0,
    wheelchair: randomInt(40) === 0,
  }));
  const lead = passengers[0]!;
  const customer = context.customers.length > 0 && randomInt(3) === 0 ? pick(context.customers) : undefined;
  const owner = customer
    ? { userId: customer.id, customerName: customer.name, email: customer.email }
    : guest(`${lead.firstName} ${lead.lastName}`);
  let createdAt = bookedAt(context.now, flight.departureAt);
  const recent = context.now.getTime() - createdAt.getTime() < RECENT_DAYS * DAY_MS;
  // an unpaid booking is one made within its payment window, with the pay-by time the rules give it
  // (docs/product.md#143-paying-for-a-booking); one older would have expired and released its seats, so the demo's older
  // bookings are paid
  const unpaid = recent && randomInt(3) === 0 ? pendingInvoice(context, flight.departureAt) : null;
  if (unpaid) createdAt = unpaid.createdAt;
  const status = unpaid ? ('PENDING' as const) : ('CONFIRMED' as const);
  const totalAmountCents = cabin.priceCents * seats.length;
  const rate = context.invoicing?.btcUsdRate;
  return {
    ...(unpaid && {
      invoice: rate
        ? { ...unpaid.invoice, amountSats: satsFor(totalAmountCents, rate), btcUsdRate: rate }
        : unpaid.invoice,
    }),
    flight,
    classType: cabin.type,
    ...owner,
    totalAmountCents,
    bookingStatus: status,
    paymentStatus: status,
    createdAt,
    passengers,
  };
}

/** The unpaid booking's time, within its window, and its invoice; null when no pay-by time is left. */
function pendingInvoice(
  context: DemoBookingContext,
  departureAt: Date,
): { createdAt: Date; invoice: NonNullable<BookingDraft['invoice']> } | null {
  const invoicing = context.invoicing ?? { windowSeconds: DEFAULT_WINDOW_SECONDS, address: null };
  const now = context.now.getTime();
  const windowMs = invoicing.windowSeconds * 1000;
  const createdAt = new Date(now - randomInt(Math.max(1, Math.floor(windowMs * 0.8))));
  const payBy = Math.min(createdAt.getTime() + windowMs, departureAt.getTime() - PAY_BY_BEFORE_DEPARTURE_MS);
  if (payBy <= now) return null;
  return {
    createdAt,
    invoice: {
      paymentAddress: invoicing.address,
      amountSats: null,
      btcUsdRate: null,
      payBy: new Date(payBy),
    },
  };
}

/** A guest's name and an e-mail address made from it. */
function guest(customerName: string) {
  return {
    userId: null,
    customerName,
    email: `${customerName.toLowerCase().replace(/\s+/g, '.')}.${randomBytes(3).toString('hex')}@example.com`,
  };
}

/** How the deployment invoices, for the demo's unpaid bookings. */
export const demoInvoicing = (config: AppConfig): DemoInvoicing => ({
  windowSeconds: config.payments.windowSeconds,
  address: config.btcAccount ? null : (config.btcAddresses[0] ?? null),
  account: config.btcAccount,
  btcUsdRate: config.payments.btcUsdRate,
});

/** Seeds the demo customers and flights on an empty database (docs/product.md#10-running-it); does nothing when flights exist. */
export async function seedDemoData(
  db: Db,
  log: SeedLog,
  now: Date = new Date(),
  invoicing?: DemoInvoicing,
): Promise<SeedResult | null> {
  const result = await db.transaction(async (tx) => {
    // one seeder at a time (two processes starting together); a no-op lock on PGlite
    await tx.execute(sql`select pg_advisory_xact_lock(7311)`);
    const [existing] = await tx.select({ n: count() }).from(flights);
    if ((existing?.n ?? 0) > 0) return null;
    const customers = await insertDemoCustomers(tx, now);
    const inserted = await insertDemoFlights(tx, buildDemoFlights(now), { now, customers, invoicing });
    return { customers: customers.length, ...inserted };
  });
  if (result) log.info(result, 'demo data seeded');
  else log.info({}, 'demo seed skipped: flights exist');
  return result;
}
