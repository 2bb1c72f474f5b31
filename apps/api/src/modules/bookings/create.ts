import { createHash } from 'node:crypto';
import {
  MSG,
  type Booking,
  invoiceMessages,
  type CreateBookingBody,
  bookingMessages,
  bookingSchema,
  hasBothForms,
  requestedSegments,
  seatTakenMessage,
  segmentMessages,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { bookings, idempotencyKeys, type UserRow } from '../../db/schema';
import type { Bip84Account } from '../../lib/bip84';
import {
  badRequest,
  conflict,
  isPgError,
  isUniqueViolation,
  pgErrorOf,
  tooManyRequests,
} from '../../lib/errors';
import { enqueueMail, type MailOf } from '../../mail/outbox';
import { toBooking } from './booking-view';
import { loadBookings } from './load-bookings';
import { type CheckedDraft, checkedDraft, flightsAsRead, forgetFlight } from './check-against-flights';
import { bookingWrite } from './booking-drafts';
import { insertArguments, soldOut } from './booking-insert';
import { type Invoicing, draftInvoice } from '../invoices';
import { type UnpaidLimits, capRefusal, countBookingRate, oneAtATime } from './limits';
import { assignPaymentAddress } from './payment';
import { type FareBrandsAsRead, fareBrandsAsRead, forgetFareBrands } from '../fare-brands';
import { type BookingCall, type CallOutcome, createInBatch, createOne, seatKeys } from './create-batch';

const SEAT_CONSTRAINT = 'booking_passengers_active_seat_key';

// Creating a booking (docs/product.md#14-bookings-and-payment)

export interface CreateResult {
  statusCode: number;
  message: string;
  data: Booking;
  /** true when an Idempotency-Key retry replayed the first answer */
  replayed: boolean;
}

const storedAnswer = z.object({ message: z.string(), data: bookingSchema });

/** SHA-256 of the validated request: the same key with another body is refused. */
export const requestHash = (body: CreateBookingBody) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** The seat named by a unique violation on the seat guarantee ("Key (flight_id, seat_number)=(…, 12C) …"). */
function seatOfViolation(error: unknown, seats: string[]): string {
  const seat = /=\([^,]+, ([^)]+)\)/.exec(pgErrorOf(error)?.detail ?? '')?.[1];
  return seat ?? seats[0] ?? '';
}

/** Raised by create_bookings (`db/functions/create_bookings.sql`) for a booking whose flight or class changed since it was read. */
const FLIGHT_CHANGED = 'SKY01';
const TRACKING_ID_CONSTRAINT = 'bookings_tracking_id_key';
/** The tracking ID's first 7 characters, the PNR, are unique too (decision 087). */
const PNR_CONSTRAINT = 'bookings_pnr_key';
/** A batch's bookings take seats in one order, so only a key reused with another body can deadlock. */
const DEADLOCK = '40P01';
/** Each attempt reads the flight again; only a flight edited during every one of them runs out. */
const ATTEMPTS = 5;

/**
 * POST /user/bookings (docs/product.md#14-bookings-and-payment, docs/product.md#101-public-reads-from-memory-and-workers). The flight and its classes are read and the
 * booking checked and priced here; then create_bookings (`db/functions/create_bookings.sql`) writes it, with the
 * other customers' bookings of the same moment, in one round trip: the Idempotency-Key claimed
 * first (a concurrent retry waits, then replays), the flight checked to be as read, the booking,
 * its passengers (the partial unique index refuses a seat held twice, whatever the number of
 * servers) and the class's seat counter (guarded by capacity).
 */
export interface CreateOptions {
  now: Date;
  idempotencyKey?: string;
  paymentAccount?: Bip84Account;
  /** the invoice of the booking: amount, address and pay-by time (docs/product.md#143-paying-for-a-booking) */
  invoicing?: Invoicing;
  /** caps on passengers in unpaid bookings */
  limits?: UnpaidLimits;
  /** the traveller's mail, queued in the transaction that makes the booking */
  mail?: MailOf<Booking>;
  /** the administrator booking at the desk for the customer (docs/product.md#122-one-view-per-customer) */
  createdByAdminId?: string;
}

export function createBooking(
  db: Db,
  user: UserRow,
  body: CreateBookingBody,
  options: CreateOptions,
): Promise<CreateResult> {
  // an account's bookings one at a time, so that a burst cannot pass the caps together
  if (options.limits) return oneAtATime(user.id, () => createChecked(db, user, body, options));
  return createChecked(db, user, body, options);
}

async function createChecked(
  db: Db,
  user: UserRow,
  body: CreateBookingBody,
  options: CreateOptions,
): Promise<CreateResult> {
  if (hasBothForms(body))
    throw badRequest(
      segmentMessages.segmentsWithFlight,
      [{ field: 'segments', message: segmentMessages.segmentsWithFlight }],
      'SEGMENTS_WITH_FLIGHT',
    );
  const key = options.idempotencyKey ?? null;
  const hash = requestHash(body);
  // counted once a request: by create_bookings, or alone when the request fails before it
  let rate = options.limits?.rate;
  for (let attempt = 1; ; attempt++) {
    try {
      let checked: CheckedDraft;
      let brands: FareBrandsAsRead;
      try {
        brands = await fareBrandsAsRead(db);
        checked = await checkedDraft(db, user, body, options.now, brands.settings, brands.bagCents);
        checked.draft.createdByAdminId = options.createdByAdminId ?? null;
        if (options.invoicing) {
          const { draft } = checked;
          draft.invoice = await draftInvoice(
            options.invoicing,
            draft.totalAmountCents,
            draft.flight.departureAt,
            options.now,
          );
        }
      } catch (error) {
        if (rate) {
          const counting = rate;
          rate = undefined;
          await countBookingRate(db, counting);
        }
        // a retry of a booking that was made is answered as it was, even if it could not be made now
        const earlier = key ? await earlierAnswer(db, user.id, key, hash) : undefined;
        if (earlier) return earlier;
        throw error;
      }
      const limits = options.limits && { ...options.limits, rate };
      rate = undefined;
      return await writeBooking(db, user, checked, {
        brands: brands.md5,
        key,
        hash,
        now: options.now,
        account: options.paymentAccount,
        mail: options.mail,
        limits,
      });
    } catch (error) {
      const requested = requestedSegments(body);
      if (isPgError(error, FLIGHT_CHANGED)) {
        for (const s of requested) forgetFlight(db, s.flightId);
        forgetFareBrands(db);
      }
      const retry =
        isPgError(error, FLIGHT_CHANGED) ||
        isUniqueViolation(error, TRACKING_ID_CONSTRAINT) ||
        isUniqueViolation(error, PNR_CONSTRAINT) ||
        isPgError(error, DEADLOCK);
      if (retry && attempt < ATTEMPTS) continue;
      if (isUniqueViolation(error, SEAT_CONSTRAINT))
        throw conflict(
          seatTakenMessage(
            seatOfViolation(
              error,
              requested.flatMap((s) => s.seatNumbers),
            ),
          ),
          'SEAT_TAKEN',
        );
      throw error;
    }
  }
}

/** The stored answer of an Idempotency-Key, or a 409 when the key came with another body. */
async function earlierAnswer(db: Db, userId: string, key: string, hash: string) {
  const [earlier] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash)
    throw conflict(bookingMessages.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
  return replay(db, earlier.statusCode, earlier.response);
}

/**
 * A retry answers the first answer's status and message with the booking as it is now (cancelled
 * since, or paid), not as it was when it was made.
 */
async function replay(q: Queryable, statusCode: number, response: unknown): Promise<CreateResult> {
  const first = storedAnswer.parse(response);
  const [current] = await loadBookings(q, eq(bookings.id, first.data.id));
  return { statusCode, message: first.message, data: current ?? first.data, replayed: true };
}

/**
 * In the next call of the batch (create-batch.ts), or with a Bitcoin account alone in a transaction that
 * also gives the booking the account's next address (its counter's row lock orders concurrent
 * bookings, without gaps).
 */
async function writeBooking(
  db: Db,
  user: UserRow,
  checked: CheckedDraft,
  options: {
    /** the md5 of the fare brands' rows the booking was priced with */
    brands: string;
    key: string | null;
    hash: string;
    now: Date;
    account?: Bip84Account;
    mail?: MailOf<Booking>;
    /** the caps, and the rate limit while this request has not been counted */
    limits?: UnpaidLimits;
  },
): Promise<CreateResult> {
  const write = bookingWrite([checked.draft], options.now);
  const { booking, passengers, segments } = write.inserted[0]!;
  const later = segments.slice(1).map((s, i) => ({ s, f: checked.legs[i + 1]!.flight }));
  const created = toBooking({ b: booking, u: user, f: checked.flight }, passengers, { later });
  const withOwnAddress = (address: string) =>
    toBooking({ b: booking, u: user, f: checked.flight, a: { address } }, passengers, { later });
  const args = insertArguments(write);
  const answer = (data: Booking) => ({ message: MSG.bookingCreated, data });
  const booked: BookingCall = {
    userId: user.id,
    key: options.key,
    hash: options.hash,
    // stored with an Idempotency-Key only
    answer: options.key ? JSON.stringify(answer(created)) : 'null',
    flights: flightsAsRead(checked),
    brands: options.brands,
    ...args,
    ...seatKeys(passengers),
    rate: options.limits?.rate,
    caps: options.limits && {
      perFlight: options.limits.perFlight,
      total: options.limits.total,
      flights: checked.legs.map((l) => l.flight.id),
      passengers: checked.draft.passengers.length,
    },
  };
  const finish = async (
    q: Queryable,
    made: (b: BookingCall) => Promise<CallOutcome>,
    withAddress: (data: Booking) => Promise<Booking>,
  ) => {
    let outcome: CallOutcome;
    try {
      outcome = await made(booked);
    } catch (error) {
      const refused = soldOut(error, write.counters);
      throw options.limits ? capRefusal(refused, options.limits) : refused;
    }
    if (outcome.outcome === 'rateLimited')
      throw tooManyRequests(invoiceMessages.bookingRateLimited, outcome.msLeft);
    if (outcome.outcome === 'reused')
      throw conflict(bookingMessages.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
    if (outcome.outcome === 'replayed') return replay(q, outcome.statusCode, outcome.answer);
    const data = await withAddress(created);
    return { statusCode: 201, ...answer(data), replayed: false };
  };
  const account = options.account;
  if (!account)
    return finish(
      db,
      (b) => createInBatch(db, { ...b, mail: options.mail?.(created) }),
      async (data) => data,
    );
  return db.transaction((tx) =>
    finish(
      tx,
      (b) => createOne(tx, b),
      async (data) => {
        const paid = withOwnAddress(await assignPaymentAddress(tx, data.id, account));
        if (options.key)
          await tx
            .update(idempotencyKeys)
            .set({ response: answer(paid) })
            .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, options.key)));
        if (options.mail) await enqueueMail(tx, options.mail(paid));
        return paid;
      },
    ),
  );
}
