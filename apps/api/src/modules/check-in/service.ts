import {
  CHECK_IN_TEXT,
  type CheckInBody,
  type CheckInState,
  agesOnDeparture,
  bookingMessages,
  checkInOpensMessage,
  compareSeatNumbers,
  isInternational,
  isoDayOf,
} from '@skylark/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CheckInSettings } from '../../config';
import type { Queryable } from '../../db/client';
import { flightCheckInSequences, passengerCheckIns } from '../../db/check-in-schema';
import { bookingPassengers, bookings, flights, type UserRow } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { getOwnBooking, ownBooking } from '../bookings';
import { pnrOf } from '../../lib/documents/bcbp';
import { checkInWindow } from './window';

/** Check-in is for the booking's first flight (docs/product.md §14.9). */
const FIRST_FLIGHT = eq(bookingPassengers.segment, 0);

/** Online check-in (docs/product.md §14.6): the window, each passenger's details, sequence numbers. */

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** 404 unless the booking is the customer's own (docs/product.md §14). */
export async function assertOwnBooking(db: Queryable, user: UserRow, id: string): Promise<void> {
  const [own] = await db.select({ id: bookings.id }).from(bookings).where(ownBooking(user, id));
  if (!own) throw notFound(bookingMessages.bookingNotFound);
}

async function confirmedBooking(db: Queryable, user: UserRow, id: string) {
  const booking = await getOwnBooking(db, user, id);
  if (booking.bookingStatus !== 'CONFIRMED') throw conflict(CHECK_IN_TEXT.notConfirmed);
  return booking;
}

/** GET /user/bookings/{id}/check-in: what the check-in panel and the boarding-pass page show. */
export async function getCheckInState(
  db: Queryable,
  user: UserRow,
  id: string,
  settings: CheckInSettings,
  now = new Date(),
): Promise<CheckInState> {
  const booking = await confirmedBooking(db, user, id);
  const [flight] = booking.flightId
    ? await db.select().from(flights).where(eq(flights.id, booking.flightId._id))
    : [];
  const passengers = (
    await db
      .select()
      .from(bookingPassengers)
      .where(and(eq(bookingPassengers.bookingId, id), eq(bookingPassengers.active, true), FIRST_FLIGHT))
  ).sort((a, b) => compareSeatNumbers(a.seatNumber, b.seatNumber));
  const checkIns = await db.select().from(passengerCheckIns).where(eq(passengerCheckIns.bookingId, id));
  const window = checkInWindow(new Date(booking.departure.date), settings, now);
  // the barcode library loads with the first boarding pass, not with the server
  const passes = checkIns.length > 0 ? await import('./passes') : undefined;
  return {
    bookingId: booking.id,
    trackingId: booking.trackingId,
    pnr: pnrOf(booking.trackingId),
    flightNumber: booking.flightNumber,
    classType: booking.classType,
    departure: booking.departure,
    arrival: booking.arrival,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    window: flight ? window.state : 'CLOSED',
    international: isInternational(booking.departure.city, booking.arrival.city),
    gate: flight?.gate ?? null,
    boardingTime: flight?.boardingAt ? flight.boardingAt.toISOString() : null,
    passengers: passengers.map((p) => {
      const row = checkIns.find((c) => c.passengerId === p.id);
      return {
        passengerId: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        seatNumber: p.seatNumber,
        boardingPass: row && passes ? passes.boardingPassOf(booking, p, row) : null,
      };
    }),
  };
}

/**
 * POST /user/bookings/{id}/check-in: within the window, each passenger confirms the booked name, a
 * date of birth that gives the booked age and, across a border, a passport valid on the day of the
 * flight. One transaction: the flight's sequence counter hands out the numbers under its row lock.
 */
export async function checkIn(
  db: Queryable,
  user: UserRow,
  id: string,
  body: CheckInBody,
  settings: CheckInSettings,
  now = new Date(),
): Promise<void> {
  const booking = await confirmedBooking(db, user, id);
  const bookedDeparture = new Date(booking.scheduleChange?.previousDeparture ?? booking.departure.date);
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(bookings).where(ownBooking(user, id)).for('update');
      if (!locked) throw notFound(CHECK_IN_TEXT.unknownPassenger);
      if (locked.bookingStatus !== 'CONFIRMED') throw conflict(CHECK_IN_TEXT.notConfirmed);
      const [flight] = locked.flightId
        ? await tx.select().from(flights).where(eq(flights.id, locked.flightId))
        : [];
      if (!flight) throw conflict(CHECK_IN_TEXT.flightGone, 'CHECK_IN_CLOSED');
      const window = checkInWindow(flight.departureAt, settings, now);
      if (window.state === 'NOT_OPEN')
        throw conflict(checkInOpensMessage(window.opensAt, flight.departureCity), 'CHECK_IN_NOT_OPEN');
      if (window.state === 'CLOSED') throw conflict(CHECK_IN_TEXT.closedError, 'CHECK_IN_CLOSED');

      const rows = await tx
        .select()
        .from(bookingPassengers)
        .where(and(eq(bookingPassengers.bookingId, id), eq(bookingPassengers.active, true), FIRST_FLIGHT));
      const international = isInternational(flight.departureCity, flight.arrivalCity);
      const flightDay = isoDayOf(flight.departureAt);
      const problems: { field: string; message: string }[] = [];
      const seen = new Set<string>();
      const values = body.passengers.flatMap((p, i) => {
        const at = (field: string, message: string) =>
          problems.push({ field: `passengers.${i}.${field}`, message });
        const row = rows.find((r) => r.id === p.passengerId);
        if (!row || seen.has(p.passengerId)) return (at('passengerId', CHECK_IN_TEXT.unknownPassenger), []);
        seen.add(row.id);
        if (!sameName(p.firstName, row.firstName)) at('firstName', CHECK_IN_TEXT.nameMismatch);
        if (!sameName(p.lastName, row.lastName)) at('lastName', CHECK_IN_TEXT.nameMismatch);
        if (!agesOnDeparture(p.dateOfBirth, bookedDeparture).includes(row.age))
          at('dateOfBirth', CHECK_IN_TEXT.dateOfBirthMismatch);
        if (international && !p.passport) at('passport', CHECK_IN_TEXT.passportRequired);
        else if (international && p.passport && p.passport.expiry < flightDay)
          at('passport.expiry', CHECK_IN_TEXT.passportExpired);
        const passport = international ? p.passport : undefined;
        return [
          {
            passengerId: row.id,
            bookingId: id,
            flightId: flight.id,
            dateOfBirth: p.dateOfBirth,
            passportNumber: passport?.number ?? null,
            nationality: passport?.nationality ?? null,
            passportExpiry: passport?.expiry ?? null,
            checkedInAt: now,
          },
        ];
      });
      if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
      const done = await tx
        .select({ id: passengerCheckIns.passengerId })
        .from(passengerCheckIns)
        .where(
          inArray(
            passengerCheckIns.passengerId,
            values.map((v) => v.passengerId),
          ),
        );
      if (done.length > 0) throw conflict(CHECK_IN_TEXT.alreadyCheckedIn);

      const [counter] = await tx
        .insert(flightCheckInSequences)
        .values({ flightId: flight.id, lastSequence: values.length })
        .onConflictDoUpdate({
          target: flightCheckInSequences.flightId,
          set: { lastSequence: sql`${flightCheckInSequences.lastSequence} + ${values.length}` },
        })
        .returning();
      const first = counter!.lastSequence - values.length + 1;
      await tx.insert(passengerCheckIns).values(values.map((v, i) => ({ ...v, sequence: first + i })));
    });
  } catch (error) {
    // the same passenger checked in by two requests at once: the second finds the first's row
    if (isUniqueViolation(error, 'passenger_check_ins_pkey')) throw conflict(CHECK_IN_TEXT.alreadyCheckedIn);
    throw error;
  }
}
