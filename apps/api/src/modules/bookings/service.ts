import { createHash } from 'node:crypto';
import {
  BOOKABLE_FLIGHT_STATUSES,
  MSG,
  ageOn,
  type Booking,
  type CreateBookingBody,
  bookingMessages,
  bookingSchema,
  classNotOnFlightMessage,
  flightMessages,
  offerProblem,
  priceWithOffer,
  seatNotInClassMessage,
  seatNumbersOf,
  seatTakenMessage,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { flightClasses, flights, idempotencyKeys, type UserRow } from '../../db/schema';
import type { Bip84Account } from '../../lib/bip84';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { toBooking } from './booking-view';
import { insertBookings } from './insert';
import { assignPaymentAddress } from './payment';

const SEAT_CONSTRAINT = 'booking_passengers_active_seat_key';

// Creating a booking (docs/product.md §14)

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
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === 'string') {
      const seat = /=\([^,]+, ([^)]+)\)/.exec(detail)?.[1];
      if (seat) return seat;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return seats[0] ?? '';
}

/**
 * POST /user/bookings. One transaction: the idempotency row first (its primary key makes a
 * concurrent retry wait), then the class's seat counter (guarded by capacity), the booking and its
 * passengers (the partial unique index refuses a seat held twice, whatever the number of servers).
 */
export async function createBooking(
  db: Db,
  user: UserRow,
  body: CreateBookingBody,
  options: { now: Date; idempotencyKey?: string; paymentAccount?: Bip84Account },
): Promise<CreateResult> {
  const hash = requestHash(body);
  try {
    return await db.transaction(async (tx) => {
      if (options.idempotencyKey) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({
            userId: user.id,
            key: options.idempotencyKey,
            requestHash: hash,
            statusCode: 0,
            response: {},
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) {
          const [first] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, options.idempotencyKey)));
          if (!first || first.requestHash !== hash) throw conflict(bookingMessages.idempotencyKeyReused);
          const answer = storedAnswer.parse(first.response);
          return { statusCode: first.statusCode, ...answer, replayed: true };
        }
      }
      const inserted = await insertBooking(tx, user, body, options.now);
      const booking = options.paymentAccount
        ? await assignPaymentAddress(tx, inserted, options.paymentAccount)
        : inserted;
      const result = { statusCode: 201, message: MSG.bookingCreated, data: booking, replayed: false };
      if (options.idempotencyKey) {
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: result.statusCode, response: { message: result.message, data: result.data } })
          .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, options.idempotencyKey)));
      }
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error, SEAT_CONSTRAINT))
      throw conflict(seatTakenMessage(seatOfViolation(error, body.seatNumbers)));
    throw error;
  }
}

async function insertBooking(tx: Tx, user: UserRow, body: CreateBookingBody, now: Date): Promise<Booking> {
  // FOR SHARE: a cancellation (FOR UPDATE) in progress is waited for, so its status is the one seen.
  const [flight] = await tx.select().from(flights).where(eq(flights.id, body.flightId)).for('share');
  if (!flight) throw notFound(flightMessages.flightNotFound);
  if (flight.departureAt.getTime() <= now.getTime()) throw conflict(bookingMessages.flightDeparted);
  if (!BOOKABLE_FLIGHT_STATUSES.includes(flight.status)) throw conflict(bookingMessages.flightNotBookable);

  const classes = await tx.select().from(flightClasses).where(eq(flightClasses.flightId, flight.id));
  const cabin = classes.find((c) => c.type === body.classType);
  if (!cabin)
    throw badRequest(classNotOnFlightMessage(body.classType), [
      { field: 'classType', message: classNotOnFlightMessage(body.classType) },
    ]);
  const seatMap = new Set(
    seatNumbersOf(
      body.classType,
      classes.map((c) => ({ type: c.type, seats: c.capacity })),
    ),
  );
  const foreign = body.seatNumbers.find((seat) => !seatMap.has(seat));
  if (foreign) {
    const message = seatNotInClassMessage(foreign, body.classType);
    throw badRequest(message, [{ field: 'seatNumbers', message }]);
  }

  const ages = body.passengers.map((p) => (p.dateOfBirth ? (ageOn(p.dateOfBirth, now) ?? p.age) : p.age));
  const offered = { offer: body.offer, departureAt: flight.departureAt, ages, now };
  const ineligible = offerProblem(offered);
  if (ineligible) throw badRequest(ineligible, [{ field: 'offer', message: ineligible }]);
  const price = priceWithOffer({ ...offered, classPriceCents: cabin.priceCents });

  const [inserted] = await insertBookings(tx, [
    {
      flight,
      classType: body.classType,
      userId: user.id,
      customerName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      totalAmountCents: price.totalCents,
      offer: body.offer ?? null,
      listPriceCents: price.listCents,
      createdAt: now,
      specialRequests: body.specialRequests || null,
      passengers: body.passengers.map((p, i) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        age: ages[i]!,
        gender: p.gender,
        seatNumber: body.seatNumbers[i]!,
        mealPreference: body.mealPreferences[i]!,
        wheelchair: body.specialAssistance[i]!.wheelchair,
        infant: body.specialAssistance[i]!.infant,
        elderly: body.specialAssistance[i]!.elderly,
      })),
    },
  ]);
  return toBooking({ b: inserted!.booking, u: user, f: flight }, inserted!.passengers);
}
