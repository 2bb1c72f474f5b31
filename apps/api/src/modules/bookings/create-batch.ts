import { MINUTE_MS, compareSeatNumbers } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { batcher } from '../../db/batch';
import type { Db, Queryable } from '../../db/client';
import { insertMailJobs, type MailJob, mailsQueued, queuedMail } from '../../mail/outbox';
import { pgErrorOf } from '../../lib/errors';
import { counterKey } from '../../lib/rate-counters';
import { bySeatKey } from './booking-drafts';
import type { BookingRate } from './limits';

// The booking request's write: create_bookings (migrations 0017, 0029), several customers' bookings in
// one round trip (docs/product.md#103-a-booking-in-one-round-trip, decision 024)

/** One booking as create_bookings takes it; the JSON arguments are already serialized. */
export interface BookingCall {
  userId: string;
  key: string | null;
  hash: string;
  /** JSON: the answer stored with the Idempotency-Key (null without one) */
  answer: string;
  /** JSON: the flights as read (check-against-flights.ts flightsAsRead) */
  flights: string;
  /** the md5 of the fare brands' rows the booking was priced with (fare-brands/settings.ts); unchecked without */
  brands?: string;
  /** JSON: the four arguments of insert_bookings */
  bookings: string;
  passengers: string;
  counters: string;
  segments?: string;
  /** the first flight, and the booking's seats on it in seat order: a call takes seats in (flight, seat) order */
  flightId: string;
  seats: string[];
  /** the booking's last (flight, seat), when it holds seats on several flights */
  end?: SeatKey;
  /** the booking's mail, queued in the call's transaction if the booking is made */
  mail?: MailJob;
  /** BOOKING_RATE_LIMIT: this request's hit, counted in the call (its keys hashed) */
  rate?: BookingRate;
  /** the caps on passengers in the account's unpaid bookings, checked in the call */
  caps?: { perFlight: number; total: number; flights: string[]; passengers: number };
}

export type CallOutcome =
  | { outcome: 'created' }
  | { outcome: 'rateLimited'; msLeft: number }
  | { outcome: 'reused' }
  | { outcome: 'replayed'; statusCode: number; answer: unknown };

type RawOutcome =
  | CallOutcome
  | { outcome: 'error'; code: string; constraint: string | null; detail: string | null; message: string };

/** A booking's own refusal, as the database raised it (the same code, constraint and detail). */
class BookingRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly constraint: string | undefined,
    readonly detail: string | undefined,
  ) {
    super(message);
  }
}

const rateJson = (rate: BookingCall['rate']) =>
  rate
    ? `"rate":${JSON.stringify({ keys: rate.keys.map(counterKey), limit: rate.limit, windowMs: MINUTE_MS })},`
    : '';

const itemJson = (c: BookingCall) =>
  `{"user_id":${JSON.stringify(c.userId)},${rateJson(c.rate)}${c.caps ? `"caps":${JSON.stringify(c.caps)},` : ''}"key":${JSON.stringify(c.key)},"hash":${JSON.stringify(c.hash)},"answer":${c.answer},"flights":${c.flights},${c.brands ? `"brands":${JSON.stringify(c.brands)},` : ''}"bookings":${c.bookings},"passengers":${c.passengers},"counters":${c.counters},"segments":${c.segments ?? '[]'}}`;

/**
 * One call, in one statement: the bookings, and the mail of each booking it made queued with them
 * (the i-th mail goes with the i-th booking, if that one was created).
 */
async function call(q: Queryable, calls: BookingCall[]): Promise<RawOutcome[]> {
  const items = sql`${`[${calls.map(itemJson).join(',')}]`}::jsonb`;
  if (!calls.some((c) => c.mail)) {
    const result = await q.execute<{ outcomes: RawOutcome[] }>(
      sql`select create_bookings(${items}) as outcomes`,
    );
    return result.rows[0]!.outcomes;
  }
  const mails = JSON.stringify(calls.map((c) => (c.mail ? queuedMail(c.mail) : null)));
  const result = await q.execute<{ outcomes: RawOutcome[] }>(sql`
    with made as (select create_bookings(${items}) as outcomes),
    queued as (${insertMailJobs(sql`
      select m.mail from made,
        jsonb_array_elements(made.outcomes) with ordinality as o(outcome, i),
        jsonb_array_elements(${mails}::jsonb) with ordinality as m(mail, j)
      where i = j and o.outcome->>'outcome' = 'created' and jsonb_typeof(m.mail) = 'object'`)})
    select outcomes from made`);
  mailsQueued();
  return result.rows[0]!.outcomes;
}

function settled(outcome: RawOutcome): CallOutcome {
  if (outcome.outcome !== 'error') return outcome;
  throw new BookingRefused(
    outcome.message,
    outcome.code,
    outcome.constraint ?? undefined,
    outcome.detail ?? undefined,
  );
}

/** One booking in its own call: within a transaction (a payment address), or a batch's fallback. */
export async function createOne(q: Queryable, booking: BookingCall): Promise<CallOutcome> {
  return settled((await call(q, [booking]))[0]!);
}

export interface SeatKey {
  flightId: string;
  seat: string;
}

/** Where a booking's seats start and end in (flight, seat) order, for the order of a call. */
export function seatKeys(passengers: { flightId: string | null; seatNumber: string }[]) {
  const sorted = [...passengers].sort(bySeatKey);
  const flightId = sorted[0]!.flightId!;
  const last = sorted[sorted.length - 1]!;
  return {
    flightId,
    seats: sorted.filter((p) => p.flightId === flightId).map((p) => p.seatNumber),
    end: last.flightId === flightId ? undefined : { flightId: last.flightId!, seat: last.seatNumber },
  };
}

const compareKeys = (a: SeatKey, b: SeatKey) =>
  a.flightId < b.flightId ? -1 : a.flightId > b.flightId ? 1 : compareSeatNumbers(a.seat, b.seat);
const startOf = (c: BookingCall): SeatKey => ({ flightId: c.flightId, seat: c.seats[0] ?? '' });
const endOf = (c: BookingCall): SeatKey =>
  c.end ?? { flightId: c.flightId, seat: c.seats[c.seats.length - 1] ?? '' };

/**
 * The bookings of a call, in (flight, first seat) order, each booking's seats after the last seat
 * of the one before it, on every flight it holds seats on: every call then takes its seats in the
 * same order as any other, so two calls never wait for each other in a circle. What does not fit
 * waits for the next.
 */
export function inSeatOrder(queued: BookingCall[], max: number): BookingCall[] {
  const sorted = [...queued].sort((a, b) => compareKeys(startOf(a), startOf(b)));
  const chosen: BookingCall[] = [];
  let last: SeatKey | undefined;
  for (const c of sorted) {
    if (chosen.length >= max) break;
    if (last && compareKeys(startOf(c), last) < 0) continue;
    chosen.push(c);
    last = endOf(c);
  }
  return chosen;
}

const CALLS_IN_FLIGHT = 1;
const BOOKINGS_PER_CALL = 50;

/**
 * A call's items as outcomes. If the call fails as a whole with an error the database answered
 * (its transaction undone: a class's counter past its capacity), each booking is sent again
 * alone, so that one booking's refusal is not the others'. Any other error (the connection lost)
 * fails them all: whether the call committed is not known, and a booking is never made twice.
 */
async function callOrAlone(db: Db, calls: BookingCall[]) {
  type Settled = { outcome: RawOutcome } | { error: unknown };
  let answers: Settled[];
  try {
    answers = (await call(db, calls)).map((outcome) => ({ outcome }));
  } catch (error) {
    if (calls.length === 1 || !pgErrorOf(error)) throw error;
    answers = await Promise.all(
      calls.map((c) =>
        call(db, [c]).then(
          ([outcome]) => ({ outcome: outcome! }),
          (e: unknown) => ({ error: e }),
        ),
      ),
    );
  }
  return answers;
}

const batches = new WeakMap<Db, (booking: BookingCall) => Promise<CallOutcome>>();

/** Creates a booking in the next call of this database's batch. */
export function createInBatch(db: Db, booking: BookingCall): Promise<CallOutcome> {
  let submit = batches.get(db);
  if (!submit) {
    const send = batcher((calls: BookingCall[]) => callOrAlone(db, calls), {
      inFlight: CALLS_IN_FLIGHT,
      max: BOOKINGS_PER_CALL,
      pick: inSeatOrder,
    });
    submit = async (b) => {
      const answer = await send(b);
      if ('error' in answer) throw answer.error;
      return settled(answer.outcome);
    };
    batches.set(db, submit);
  }
  return submit(booking);
}
