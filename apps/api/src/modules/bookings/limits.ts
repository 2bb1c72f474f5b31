import { invoiceMessages, pendingPerFlightMessage, pendingTotalMessage } from '@skylark/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingPassengers, bookings } from '../../db/schema';
import { conflict, tooManyRequests } from '../../lib/errors';
import { countHit } from '../../lib/rate-counters';

/** No hoarding (docs/product.md §14.3): caps on passengers in unpaid bookings, and a booking rate limit. */

export interface UnpaidLimits {
  perFlight: number;
  total: number;
}

/**
 * Refuses a booking that would take an account past its caps: passengers in PENDING bookings whose
 * payment has not been received, per flight (each segment's flight) and in all.
 */
export async function checkUnpaidLimits(
  db: Db,
  userId: string,
  seatsByFlight: Map<string, number>,
  limits: UnpaidLimits,
): Promise<void> {
  const held = await db
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

const MINUTE_MS = 60_000;

/** BOOKING_RATE_LIMIT booking requests a minute per account and per client address (429 with Retry-After). */
export async function limitBookingRate(db: Db, userId: string, ip: string, limit: number): Promise<void> {
  const [byAccount, byAddress] = await Promise.all([
    countHit(db, `booking|user|${userId}`, MINUTE_MS),
    countHit(db, `booking|ip|${ip}`, MINUTE_MS),
  ]);
  const over = [byAccount, byAddress].filter((hit) => hit.hits > limit);
  if (over.length > 0) {
    throw tooManyRequests(invoiceMessages.bookingRateLimited, Math.max(...over.map((h) => h.msLeft)));
  }
}
