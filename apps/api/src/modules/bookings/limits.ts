import { invoiceMessages, pendingPerFlightMessage, pendingTotalMessage, MINUTE_MS } from '@skylark/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { batcher } from '../../db/batch';
import type { Db, Queryable } from '../../db/client';
import { bookingPassengers, bookings } from '../../db/schema';
import { conflict, isPgError, pgErrorOf, tooManyRequests } from '../../lib/errors';
import { type Hit, counterKey } from '../../lib/rate-counters';

/**
 * No hoarding (docs/product.md#143-paying-for-a-booking): caps on passengers in unpaid bookings, and a
 * booking rate limit. A new booking's are checked by create_bookings in its round trip; a change's here.
 */

export interface UnpaidLimits {
  perFlight: number;
  total: number;
  /** BOOKING_RATE_LIMIT, counted in the booking's round trip */
  rate?: BookingRate;
}

/** BOOKING_RATE_LIMIT for one request: its counters' keys and the limit a minute. */
export interface BookingRate {
  keys: string[];
  limit: number;
}

/** Raised by create_bookings for a booking past a cap on unpaid passengers. */
const PAST_CAP = 'SKY05';

/** Passengers in an account's unpaid bookings (PENDING, payment not received), per flight. */
export type HeldPassengers = { flightId: string | null; passengers: number }[];

const CALLS_IN_FLIGHT = 2;
const REQUESTS_PER_CALL = 100;

const calls = new WeakMap<Db, (keys: string[]) => Promise<Hit[]>>();

/**
 * One request's hits on its rate counters, counted by booking_limits (`db/functions/booking_limits.sql`)
 * together with the other requests of the same moment, in one round trip: a counter shared by many
 * requests (one client address) is written once per call.
 */
function hitsOf(db: Db, keys: string[]): Promise<Hit[]> {
  let send = calls.get(db);
  if (!send) {
    send = batcher(
      async (items: string[][]) => {
        const json = JSON.stringify(items.map((k) => ({ user_id: null, keys: k.map(counterKey) })));
        const { rows } = await db.execute<{ answers: { hits: Hit[] }[] }>(
          sql`select booking_limits(${json}::jsonb, ${MINUTE_MS}) as answers`,
        );
        return rows[0]!.answers.map((a) => a.hits);
      },
      { inFlight: CALLS_IN_FLIGHT, max: REQUESTS_PER_CALL },
    );
    calls.set(db, send);
  }
  return send(keys);
}

/** 429 with Retry-After when a counter went past the limit. */
function refuseOverRate(hits: Hit[], limit: number): void {
  const over = hits.filter((hit) => hit.hits > limit);
  if (over.length > 0) {
    throw tooManyRequests(invoiceMessages.bookingRateLimited, Math.max(...over.map((h) => h.msLeft)));
  }
}

/** Counts a request against BOOKING_RATE_LIMIT alone, outside create_bookings: 429 past it. */
export async function countBookingRate(db: Db, rate: BookingRate): Promise<void> {
  refuseOverRate(await hitsOf(db, rate.keys), rate.limit);
}

/** create_bookings' refusal past a cap (SQLSTATE SKY05, detail perFlight or total) as the 409 the caps answer. */
export function capRefusal(error: unknown, limits: UnpaidLimits): unknown {
  if (!isPgError(error, PAST_CAP)) return error;
  return pgErrorOf(error)?.detail === 'total'
    ? conflict(pendingTotalMessage(limits.total), 'PENDING_LIMIT_REACHED')
    : conflict(pendingPerFlightMessage(limits.perFlight), 'PENDING_LIMIT_REACHED');
}

/** What the account holds unpaid now, in the caller's transaction (a change, after the old seats are freed). */
export async function heldUnpaid(q: Queryable, userId: string): Promise<HeldPassengers> {
  return q
    .select({ flightId: bookingPassengers.flightId, passengers: count() })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.bookingId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.bookingStatus, 'PENDING'),
        isNull(bookings.paymentReceivedAt),
        eq(bookingPassengers.active, true),
      ),
    )
    .groupBy(bookingPassengers.flightId);
}

/**
 * Refuses a booking that would take an account past its caps: passengers in PENDING bookings whose
 * payment has not been received, per flight (each segment's flight) and in all.
 */
export function checkUnpaidLimits(
  held: HeldPassengers,
  seatsByFlight: Map<string, number>,
  limits: UnpaidLimits,
) {
  let total = 0;
  for (const row of held) total += row.passengers;
  for (const [flightId, seats] of seatsByFlight) {
    const onFlight = held.find((r) => r.flightId === flightId)?.passengers ?? 0;
    if (onFlight + seats > limits.perFlight)
      throw conflict(pendingPerFlightMessage(limits.perFlight), 'PENDING_LIMIT_REACHED');
    total += seats;
  }
  if (total > limits.total) throw conflict(pendingTotalMessage(limits.total), 'PENDING_LIMIT_REACHED');
}

const tails = new Map<string, Promise<unknown>>();

/**
 * Runs one account's bookings one after another in this process, so that a burst cannot pass the
 * caps' check all at once; other accounts do not wait.
 */
export async function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const mine = before.then(run, run);
  const tail = mine.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await mine;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}

/** The keys BOOKING_RATE_LIMIT counts a request under: its account and its client. */
export const bookingRateKeys = (userId: string, client: string) => [
  `booking|user|${userId}`,
  `booking|ip|${client}`,
];

/** BOOKING_RATE_LIMIT booking requests a minute per account and per client address (429 with Retry-After). */
export async function limitBookingRate(db: Db, userId: string, ip: string, limit: number): Promise<void> {
  await countBookingRate(db, { keys: bookingRateKeys(userId, ip), limit });
}
