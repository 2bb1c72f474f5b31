import { randomUUID } from 'node:crypto';
import { type CreateBookingInput, IDEMPOTENCY_KEY_HEADER, seatNumbersOf } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createFlight, createUser } from './factories';
import { oneSeatBooking } from './booking-body';

/**
 * The crash test's load: customers booking with Idempotency-Keys against server processes, one of
 * which is killed with SIGKILL mid-load; every request left without an answer is retried with its
 * key. Then the database is checked: what was answered 201 exists, and nothing is half done.
 */

export interface PlannedBooking {
  token: string;
  key: string;
  body: CreateBookingInput;
}

export interface Outcome {
  status: number;
  bookingId?: string;
  trackingId?: string;
  /** the Retry-After of a refusal (a 503 while the database is out of reach) */
  retryAfter?: string;
}

/** `customers` customers for `seats` seats of one flight, two customers per seat. */
export async function planBookings(db: Db, app: FastifyInstance, seats: number): Promise<PlannedBooking[]> {
  const flight = await createFlight(db, {
    classes: [{ type: 'ECONOMY', priceCents: 15_000, capacity: seats }],
  });
  const seatNumbers = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats }]);
  const users = await Promise.all(Array.from({ length: seats * 2 }, () => createUser(db)));
  return users.map((user, i) => ({
    token: app.signToken(user.id, 'user', 3600),
    key: randomUUID(),
    body: oneSeatBooking(flight.id, seatNumbers[i % seats]!),
  }));
}

/** One booking request; undefined when no answer came (the process died, the connection broke). */
export async function sendBooking(url: string, planned: PlannedBooking): Promise<Outcome | undefined> {
  try {
    const res = await fetch(`${url}/api/v1/user/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${planned.token}`,
        'content-type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: planned.key,
      },
      body: JSON.stringify(planned.body),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await res.json()) as { data: { id?: string; trackingId?: string } | null };
    return {
      status: res.status,
      bookingId: body.data?.id,
      trackingId: body.data?.trackingId,
      retryAfter: res.headers.get('retry-after') ?? undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Sends every planned booking, `concurrency` at a time, to the URL `target(i)` picks; calls `crash`
 * once `crashAfter` requests have been sent. Returns the outcomes (undefined: unanswered).
 */
export async function runLoad(
  planned: PlannedBooking[],
  target: (i: number) => string,
  options: { concurrency: number; crashAfter: number; crash: () => void },
): Promise<(Outcome | undefined)[]> {
  const outcomes: (Outcome | undefined)[] = new Array(planned.length);
  let next = 0;
  const worker = async () => {
    while (next < planned.length) {
      const i = next++;
      if (i === options.crashAfter) options.crash();
      outcomes[i] = await sendBooking(target(i), planned[i]!);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcomes;
}

/** Retries each unanswered booking with its own key until it is answered (at most 5 tries each). */
export async function retryUnanswered(
  planned: PlannedBooking[],
  outcomes: (Outcome | undefined)[],
  url: () => string,
): Promise<number> {
  let retried = 0;
  for (let i = 0; i < planned.length; i++) {
    for (
      let attempt = 0;
      attempt < 5 && (outcomes[i] === undefined || outcomes[i]!.status >= 500);
      attempt++
    ) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      retried++;
      outcomes[i] = await sendBooking(url(), planned[i]!);
    }
  }
  return retried;
}

export interface Invariants {
  answered201Missing: number;
  seatsHeldTwice: number;
  countersOff: number;
  halfFinishedKeys: number;
}

/** The four checks, in SQL. */
export async function checkInvariants(db: Db, flightId: string, outcomes: (Outcome | undefined)[]) {
  const created = outcomes.filter((o) => o?.status === 201).map((o) => o!.bookingId!);
  const existing = await db.execute<{ id: string }>(
    sql`select booking_id::text as id from booking_segments where flight_id = ${flightId} and segment = 0`,
  );
  const ids = new Set(existing.rows.map((r) => r.id));
  const twice = await db.execute<{ seat: string }>(sql`
    select seat_number as seat from booking_passengers
    where flight_id = ${flightId} and active group by seat_number having count(*) > 1`);
  const counters = await db.execute<{ type: string }>(sql`
    select fc.type from flight_classes fc
    where fc.flight_id = ${flightId} and fc.booked_seats <> (
      select count(*) from booking_passengers p
        join booking_segments s on s.booking_id = p.booking_id and s.segment = p.segment
      where p.flight_id = fc.flight_id and p.active and s.class_type = fc.type)`);
  const halfDone = await db.execute<{ key: string }>(
    sql`select key from idempotency_keys where status_code = 0`,
  );
  return {
    answered201Missing: created.filter((id) => !ids.has(id)).length,
    seatsHeldTwice: twice.rows.length,
    countersOff: counters.rows.length,
    halfFinishedKeys: halfDone.rows.length,
  } satisfies Invariants;
}
