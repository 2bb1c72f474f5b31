import { invoiceMessages, pendingPerFlightMessage, pendingTotalMessage, MINUTE_MS } from '@skylark/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { batcher } from '../../db/batch';
import type { Db, Queryable } from '../../db/client';
import { bookingPassengers, bookings } from '../../db/schema';
import { conflict, tooManyRequests } from '../../lib/errors';
import { type Hit, counterKey } from '../../lib/rate-counters';

/** No hoarding (docs/product.md#143-paying-for-a-booking): caps on passengers in unpaid bookings, and a booking rate limit. */

export interface UnpaidLimits {
  perFlight: number;
  total: number;
  /** BOOKING_RATE_LIMIT, counted with the caps' read: the counters' keys and the limit a minute */
  rate?: { keys: string[]; limit: number };
}

/** Passengers in an account's unpaid bookings (PENDING, payment not received), per flight. */
export type HeldPassengers = { flightId: string | null; passengers: number }[];

interface LimitsAnswer {
  hits: Hit[];
  held: HeldPassengers;
}

const CALLS_IN_FLIGHT = 2;
const REQUESTS_PER_CALL = 100;

const calls = new WeakMap<Db, (item: { userId: string | null; keys: string[] }) => Promise<LimitsAnswer>>();

/**
 * One request's hits on its rate counters and its account's unpaid passengers, read by
 * booking_limits (`db/functions/booking_limits.sql`) together with the other requests of the same moment, in one
 * round trip: a counter shared by many requests (one client address) is written once per call.
 */
function limitsOf(db: Db, userId: string | null, keys: string[]): Promise<LimitsAnswer> {
  let send = calls.get(db);
  if (!send) {
    send = batcher(
      async (items: { userId: string | null; keys: string[] }[]) => {
        const json = JSON.stringify(items.map((i) => ({ user_id: i.userId, keys: i.keys.map(counterKey) })));
        const { rows } = await db.execute<{ answers: LimitsAnswer[] }>(
          sql`select booking_limits(${json}::jsonb, ${MINUTE_MS}) as answers`,
        );
        return rows[0]!.answers;
      },
      { inFlight: CALLS_IN_FLIGHT, max: REQUESTS_PER_CALL },
    );
    calls.set(db, send);
  }
  return send({ userId, keys });
}

/** 429 with Retry-After when a counter went past the limit. */
function refuseOverRate(hits: Hit[], limit: number): void {
  const over = hits.filter((hit) => hit.hits > limit);
  if (over.length > 0) {
    throw tooManyRequests(invoiceMessages.bookingRateLimited, Math.max(...over.map((h) => h.msLeft)));
  }
}

/**
 * Counts the request against BOOKING_RATE_LIMIT (429 past it) and answers what the account holds
 * unpaid, for checkUnpaidLimits once the booking is checked: one round trip for both.
 */
export async function heldWithinRate(db: Db, userId: string, limits: UnpaidLimits): Promise<HeldPassengers> {
  const answer = await limitsOf(db, userId, limits.rate?.keys ?? []);
  if (limits.rate) refuseOverRate(answer.hits, limits.rate.limit);
  return answer.held;
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
  const { hits } = await limitsOf(db, null, bookingRateKeys(userId, ip));
  refuseOverRate(hits, limit);
}
