import { createHash } from 'node:crypto';
import {
  BOOKABLE_FLIGHT_STATUSES,
  MSG,
  type AdminBookingListQuery,
  type Booking,
  type BookingPage,
  type CreateBookingBody,
  type PageQuery,
  type Tracking,
  bookingMessages,
  bookingSchema,
  classNotOnFlightMessage,
  compareSeatNumbers,
  flightMessages,
  notEnoughSeatsMessage,
  refundCents,
  seatNotInClassMessage,
  seatNumbersOf,
  seatTakenMessage,
} from '@skylark/contract';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Queryable, Tx } from '../../db/client';
import {
  bookingPassengers,
  bookings,
  flightClasses,
  flights,
  idempotencyKeys,
  users,
  type BookingRow,
  type PassengerRow,
  type UserRow,
} from '../../db/schema';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/units';
import { newTrackingId } from './tracking-id';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEAT_CONSTRAINT = 'booking_passengers_active_seat_key';

// ---------------------------------------------------------------------------
// Reading: one query shape for every answer, populated with the customer and the flight

const bookingColumns = {
  b: bookings,
  u: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  f: {
    id: flights.id,
    flightNumber: flights.flightNumber,
    departureCity: flights.departureCity,
    departureAt: flights.departureAt,
    arrivalCity: flights.arrivalCity,
    arrivalAt: flights.arrivalAt,
  },
};

type Joined = {
  b: BookingRow;
  u: { id: string; firstName: string; lastName: string; email: string } | null;
  f: {
    id: string;
    flightNumber: string;
    departureCity: string;
    departureAt: Date;
    arrivalCity: string;
    arrivalAt: Date;
  } | null;
};

function toBooking({ b, u, f }: Joined, passengers: PassengerRow[]): Booking {
  // a flight that still exists is read live (it may have been rescheduled); otherwise the snapshot
  const departure = f?.id
    ? { city: f.departureCity, date: iso(f.departureAt) }
    : { city: b.departureCity, date: iso(b.departureAt) };
  const arrival = f?.id
    ? { city: f.arrivalCity, date: iso(f.arrivalAt) }
    : { city: b.arrivalCity, date: iso(b.arrivalAt) };
  return {
    _id: b.id,
    id: b.id,
    trackingId: b.trackingId,
    customerName: b.customerName,
    email: b.email,
    flightNumber: b.flightNumber,
    classType: b.classType,
    totalAmount: dollars(b.totalAmountCents),
    bookingStatus: b.bookingStatus,
    paymentStatus: b.paymentStatus,
    createdAt: iso(b.createdAt),
    departure,
    arrival,
    passengers: [...passengers]
      .sort((x, y) => compareSeatNumbers(x.seatNumber, y.seatNumber))
      .map((p) => ({
        name: `${p.firstName} ${p.lastName}`,
        firstName: p.firstName,
        lastName: p.lastName,
        age: p.age,
        gender: p.gender,
        seatNumber: p.seatNumber,
        mealPreference: p.mealPreference,
        specialAssistance: { wheelchair: p.wheelchair, infant: p.infant, elderly: p.elderly },
      })),
    cancellation:
      b.bookingStatus === 'CANCELLED'
        ? {
            cancelled: true,
            date: iso(b.cancelledAt ?? b.updatedAt),
            refundAmount: dollars(b.refundAmountCents ?? 0),
            reason: b.cancellationReason,
          }
        : null,
    userId: u?.id ? { _id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email } : null,
    flightId: f?.id
      ? {
          _id: f.id,
          flightNumber: f.flightNumber,
          departure: { city: f.departureCity },
          arrival: { city: f.arrivalCity },
        }
      : null,
  };
}

async function loadBookings(
  db: Queryable,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Booking[]> {
  const base = db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(flights, eq(flights.id, bookings.flightId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const rows: Joined[] = page ? await base.limit(page.limit).offset(page.offset) : await base;
  if (rows.length === 0) return [];
  const passengers = await db
    .select()
    .from(bookingPassengers)
    .where(
      inArray(
        bookingPassengers.bookingId,
        rows.map((r) => r.b.id),
      ),
    );
  return rows.map((row) =>
    toBooking(
      row,
      passengers.filter((p) => p.bookingId === row.b.id),
    ),
  );
}

async function loadBooking(db: Queryable, where: SQL): Promise<Booking> {
  const [booking] = await loadBookings(db, where);
  if (!booking) throw notFound(bookingMessages.bookingNotFound);
  return booking;
}

async function pageOfBookings(
  db: Queryable,
  where: SQL | undefined,
  { page, limit }: PageQuery,
): Promise<BookingPage> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(bookings).where(where);
  const data = await loadBookings(db, where, { limit, offset: (page - 1) * limit });
  return { data, currentPage: page, totalPages: Math.ceil(total / limit), totalBookings: total };
}

// ---------------------------------------------------------------------------
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
  options: { now: Date; idempotencyKey?: string },
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
      const booking = await insertBooking(tx, user, body, options.now);
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
  const [flight] = await tx.select().from(flights).where(eq(flights.id, body.flightId));
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

  const seats = body.passengers.length;
  let row: BookingRow | undefined;
  // 60 random bits: a clash is all but impossible, but the unique index has the last word
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    [row] = await tx
      .insert(bookings)
      .values({
        trackingId: newTrackingId(),
        userId: user.id,
        flightId: flight.id,
        flightNumber: flight.flightNumber,
        classType: body.classType,
        departureCity: flight.departureCity,
        departureAt: flight.departureAt,
        arrivalCity: flight.arrivalCity,
        arrivalAt: flight.arrivalAt,
        customerName: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        totalAmountCents: cabin.priceCents * seats,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: bookings.trackingId })
      .returning();
  }
  if (!row) throw new AppError(500, 'Could not allocate a tracking ID');
  const booking = row;

  // The partial unique index (flight, seat) WHERE active refuses a seat held twice. Rows go in
  // seat order, so two group bookings wanting the same seats queue instead of deadlocking.
  const rows = body.passengers
    .map((p, i) => ({
      bookingId: booking.id,
      flightId: flight.id,
      firstName: p.firstName,
      lastName: p.lastName,
      age: p.age,
      gender: p.gender,
      seatNumber: body.seatNumbers[i]!,
      mealPreference: body.mealPreferences[i]!,
      wheelchair: body.specialAssistance[i]!.wheelchair,
      infant: body.specialAssistance[i]!.infant,
      elderly: body.specialAssistance[i]!.elderly,
    }))
    .sort((a, b) => compareSeatNumbers(a.seatNumber, b.seatNumber));
  const passengers = await tx.insert(bookingPassengers).values(rows).returning();

  // Last, so the class row stays locked only until the commit: the capacity guard.
  const counted = await tx
    .update(flightClasses)
    .set({ bookedSeats: sql`${flightClasses.bookedSeats} + ${seats}` })
    .where(
      and(
        eq(flightClasses.id, cabin.id),
        sql`${flightClasses.bookedSeats} + ${seats} <= ${flightClasses.capacity}`,
      ),
    )
    .returning({ id: flightClasses.id });
  if (counted.length === 0) throw conflict(notEnoughSeatsMessage(body.classType));

  return toBooking({ b: booking, u: user, f: flight }, passengers);
}

// ---------------------------------------------------------------------------
// The customer's own bookings

const ownBooking = (user: UserRow, id: string) => and(eq(bookings.id, id), eq(bookings.userId, user.id))!;

export const listOwnBookings = (db: Queryable, user: UserRow, query: PageQuery) =>
  pageOfBookings(db, eq(bookings.userId, user.id), query);

/** Another customer's booking answers 404, never 403 (docs/product.md §14). */
export const getOwnBooking = (db: Queryable, user: UserRow, id: string) =>
  loadBooking(db, ownBooking(user, id));

/** Releases the seats of a booking: passengers inactive, the class's counter down, in the caller's transaction. */
async function releaseSeats(tx: Tx, booking: BookingRow) {
  const released = await tx
    .update(bookingPassengers)
    .set({ active: false })
    .where(and(eq(bookingPassengers.bookingId, booking.id), eq(bookingPassengers.active, true)))
    .returning({ id: bookingPassengers.id });
  if (released.length === 0 || !booking.flightId) return;
  await tx
    .update(flightClasses)
    .set({ bookedSeats: sql`greatest(${flightClasses.bookedSeats} - ${released.length}, 0)` })
    .where(and(eq(flightClasses.flightId, booking.flightId), eq(flightClasses.type, booking.classType)));
}

async function lockBooking(tx: Tx, where: SQL): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(where).for('update');
  if (!row) throw notFound(bookingMessages.bookingNotFound);
  return row;
}

/**
 * POST /user/bookings/:id/cancel: a PENDING or CONFIRMED booking of a flight not yet departed.
 * A paid (CONFIRMED) booking refunds by the policy on whole days until departure; an unpaid one 0.
 */
export async function cancelOwnBooking(db: Db, user: UserRow, id: string, now: Date): Promise<Booking> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, ownBooking(user, id));
    if (row.bookingStatus === 'CANCELLED') throw conflict(bookingMessages.alreadyCancelled);
    const [flight] = row.flightId
      ? await tx
          .select({ departureAt: flights.departureAt })
          .from(flights)
          .where(eq(flights.id, row.flightId))
      : [];
    const departure = flight?.departureAt ?? row.departureAt;
    if (departure.getTime() <= now.getTime()) throw conflict(bookingMessages.flightDeparted);
    const paid = row.bookingStatus === 'CONFIRMED' && row.paymentStatus === 'CONFIRMED';
    await tx
      .update(bookings)
      .set({
        bookingStatus: 'CANCELLED',
        cancelledAt: now,
        refundAmountCents: paid ? refundCents(row.totalAmountCents, departure, now) : 0,
        cancellationReason: bookingMessages.customerCancelledReason,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id));
    await releaseSeats(tx, row);
    return loadBooking(tx, eq(bookings.id, row.id));
  });
}

/** Public tracking: only the fields the Track screen shows (docs/product.md §14). */
export async function trackBooking(db: Queryable, trackingId: string): Promise<Tracking> {
  const [booking] = await loadBookings(db, eq(bookings.trackingId, trackingId));
  if (!booking) throw notFound(MSG.trackingNotFound);
  return {
    trackingId: booking.trackingId,
    bookingStatus: booking.bookingStatus,
    customerName: booking.customerName,
    email: booking.email,
    flightNumber: booking.flightNumber,
    classType: booking.classType,
    totalAmount: booking.totalAmount,
    departure: booking.departure,
    arrival: booking.arrival,
    passengers: booking.passengers.map((p) => ({
      name: p.name,
      seatNumber: p.seatNumber,
      mealPreference: p.mealPreference,
      specialAssistance: p.specialAssistance,
    })),
    cancellation: booking.cancellation,
  };
}

// ---------------------------------------------------------------------------
// The administrators' booking desk

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function listAllBookings(db: Queryable, query: AdminBookingListQuery): Promise<BookingPage> {
  const conditions: SQL[] = [];
  if (query.startDate) conditions.push(gte(bookings.createdAt, dayStart(query.startDate)));
  if (query.endDate)
    conditions.push(lt(bookings.createdAt, new Date(dayStart(query.endDate).getTime() + DAY_MS)));
  if (query.classType) conditions.push(eq(bookings.classType, query.classType));
  if (query.status) conditions.push(eq(bookings.bookingStatus, query.status));
  return pageOfBookings(db, conditions.length ? and(...conditions) : undefined, query);
}

export const getAnyBooking = (db: Queryable, id: string) => loadBooking(db, eq(bookings.id, id));

/** Approve: PENDING → CONFIRMED, paid. Reject: PENDING → CANCELLED, nothing refunded, seats released. */
export async function decideBooking(
  db: Db,
  id: string,
  action: 'approve' | 'reject',
  now: Date,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, eq(bookings.id, id));
    if (row.bookingStatus !== 'PENDING') throw conflict(bookingMessages.notPending);
    if (action === 'approve') {
      await tx
        .update(bookings)
        .set({ bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED', updatedAt: now })
        .where(eq(bookings.id, row.id));
    } else {
      await tx
        .update(bookings)
        .set({
          bookingStatus: 'CANCELLED',
          cancelledAt: now,
          refundAmountCents: 0,
          cancellationReason: MSG.rejectReason,
          updatedAt: now,
        })
        .where(eq(bookings.id, row.id));
      await releaseSeats(tx, row);
    }
    return loadBooking(tx, eq(bookings.id, row.id));
  });
}
