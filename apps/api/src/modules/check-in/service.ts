import {
  checkInMessages,
  type Booking,
  type CheckInBody,
  type CheckInFlight,
  type CheckInState,
  agesOnDeparture,
  checkInOpensMessage,
  compareSeatNumbers,
  isInternational,
  isoDayOf,
} from '@skylark/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckInSettings } from '../../config';
import type { Queryable } from '../../db/client';
import { flightCheckInSequences, passengerCheckIns, voidBoardingPasses } from '../../db/check-in-schema';
import { bookingPassengers, bookings, flights, type UserRow } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { getOwnBooking, ownBooking } from '../bookings';
import { pnrOf } from '../../lib/tracking-id';
import { legsOf } from '../../lib/documents/legs';
import { checkInWindow } from './window';

/** Online check-in (docs/product.md#146-online-check-in-and-boarding-passes, docs/product.md#149-return-trips-and-multi-city): per flight, its window, each passenger's details, sequence numbers. */

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

async function confirmedBooking(db: Queryable, user: UserRow, id: string) {
  const booking = await getOwnBooking(db, user, id);
  if (booking.bookingStatus !== 'CONFIRMED') throw conflict(checkInMessages.notConfirmed, 'NOT_CONFIRMED');
  return booking;
}

/** The booking's flights in time order: each leg's flight id and its flight row while it exists. */
async function flightsOf(db: Queryable, booking: Booking) {
  const ids = booking.segments.length
    ? booking.segments.map((s) => s.flightId)
    : [booking.flightId?._id ?? null];
  const known = ids.filter((id): id is string => id !== null);
  const rows = known.length ? await db.select().from(flights).where(inArray(flights.id, known)) : [];
  return ids.map((id) => ({ id, row: rows.find((r) => r.id === id) }));
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
  const legs = legsOf(booking);
  const legFlights = await flightsOf(db, booking);
  const seated = (
    await db
      .select()
      .from(bookingPassengers)
      .where(
        and(
          eq(bookingPassengers.bookingId, id),
          eq(bookingPassengers.active, true),
          isNull(bookingPassengers.changeId),
        ),
      )
  ).sort((a, b) => compareSeatNumbers(a.seatNumber, b.seatNumber));
  const checkIns = await db.select().from(passengerCheckIns).where(eq(passengerCheckIns.bookingId, id));
  // the barcode library loads with the first boarding pass, not with the server
  const passes = checkIns.length > 0 ? await import('./passes') : undefined;
  const states = legs.map((leg, segment): CheckInFlight => {
    const flight = legFlights[segment]?.row;
    const window = checkInWindow(flight?.departureAt ?? new Date(leg.departure.date), settings, now);
    return {
      flightId: legFlights[segment]?.id ?? null,
      flightNumber: leg.flightNumber,
      classType: leg.classType,
      departure: leg.departure,
      arrival: leg.arrival,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      // a flight cancelled by the airline, its trip flying the others, never opens (decision 088)
      window: flight && flight.status !== 'CANCELLED' ? window.state : 'CLOSED',
      international: isInternational(leg.departure.city, leg.arrival.city),
      gate: flight?.gate ?? null,
      boardingTime: flight?.boardingAt ? flight.boardingAt.toISOString() : null,
      passengers: seated
        .filter((p) => p.segment === segment)
        .map((p) => {
          const row = checkIns.find((c) => c.passengerId === p.id);
          return {
            passengerId: p.id,
            firstName: p.firstName,
            lastName: p.lastName,
            seatNumber: p.seatNumber,
            boardingPass: row && passes ? passes.boardingPassOf(leg, p, row) : null,
            bags: {
              included: booking.segments[segment]?.fareTerms?.includedBags ?? 0,
              extra: p.extraBags,
            },
          };
        }),
    };
  });
  return {
    bookingId: booking.id,
    trackingId: booking.trackingId,
    pnr: pnrOf(booking.trackingId),
    ...states[0]!,
    flights: states,
    voidedPasses: (
      await db
        .select()
        .from(voidBoardingPasses)
        .where(eq(voidBoardingPasses.bookingId, id))
        .orderBy(voidBoardingPasses.voidedAt, voidBoardingPasses.sequence)
    ).map((v) => ({
      flightId: v.flightId,
      flightNumber: v.flightNumber,
      seatNumber: v.seatNumber,
      passengerName: v.passengerName,
      sequence: v.sequence,
      voidedAt: v.voidedAt.toISOString(),
    })),
  };
}

/** The flight a check-in names, else the first whose window is open, else the next to open. */
function chosenSegment(
  legFlights: Awaited<ReturnType<typeof flightsOf>>,
  flightId: string | undefined,
  settings: CheckInSettings,
  now: Date,
): number {
  if (flightId) {
    const named = legFlights.findIndex((f) => f.id === flightId);
    if (named < 0)
      throw badRequest(checkInMessages.notThisBooking, [
        { field: 'flightId', message: checkInMessages.notThisBooking },
      ]);
    return named;
  }
  const states = legFlights.map(
    (f) => f.row && f.row.status !== 'CANCELLED' && checkInWindow(f.row.departureAt, settings, now).state,
  );
  const open = states.indexOf('OPEN');
  const next = states.indexOf('NOT_OPEN');
  return open >= 0 ? open : next >= 0 ? next : 0;
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
  const legFlights = await flightsOf(db, booking);
  const segment = chosenSegment(legFlights, body.flightId, settings, now);
  const flightId = legFlights[segment]!.id;
  const bookedDeparture = new Date(booking.scheduleChange?.previousDeparture ?? booking.departure.date);
  try {
    await db.transaction(async (tx) => {
      const [locked] = await selectBookings(tx).where(ownBooking(user, id)).for('update', { of: bookings });
      if (!locked) throw notFound(checkInMessages.unknownPassenger);
      if (locked.bookingStatus !== 'CONFIRMED') throw conflict(checkInMessages.notConfirmed, 'NOT_CONFIRMED');
      const [flight] = flightId ? await tx.select().from(flights).where(eq(flights.id, flightId)) : [];
      if (!flight) throw conflict(checkInMessages.flightGone, 'CHECK_IN_CLOSED');
      const window = checkInWindow(flight.departureAt, settings, now);
      if (window.state === 'NOT_OPEN')
        throw conflict(checkInOpensMessage(window.opensAt, flight.departureCity), 'CHECK_IN_NOT_OPEN');
      if (window.state === 'CLOSED') throw conflict(checkInMessages.closedError, 'CHECK_IN_CLOSED');

      const rows = await tx
        .select()
        .from(bookingPassengers)
        .where(
          and(
            eq(bookingPassengers.bookingId, id),
            eq(bookingPassengers.active, true),
            eq(bookingPassengers.segment, segment),
            isNull(bookingPassengers.changeId),
          ),
        );
      const international = isInternational(flight.departureCity, flight.arrivalCity);
      const flightDay = isoDayOf(flight.departureAt);
      const problems: { field: string; message: string }[] = [];
      const seen = new Set<string>();
      const values = body.passengers.flatMap((p, i) => {
        const at = (field: string, message: string) =>
          problems.push({ field: `passengers.${i}.${field}`, message });
        const row = rows.find((r) => r.id === p.passengerId);
        if (!row || seen.has(p.passengerId)) return (at('passengerId', checkInMessages.unknownPassenger), []);
        seen.add(row.id);
        if (!sameName(p.firstName, row.firstName)) at('firstName', checkInMessages.nameMismatch);
        if (!sameName(p.lastName, row.lastName)) at('lastName', checkInMessages.nameMismatch);
        if (!agesOnDeparture(p.dateOfBirth, bookedDeparture).includes(row.age))
          at('dateOfBirth', checkInMessages.dateOfBirthMismatch);
        if (international && !p.passport) at('passport', checkInMessages.passportRequired);
        else if (international && p.passport && p.passport.expiry < flightDay)
          at('passport.expiry', checkInMessages.passportExpired);
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
      if (done.length > 0) throw conflict(checkInMessages.alreadyCheckedIn, 'ALREADY_CHECKED_IN');

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
    if (isUniqueViolation(error, 'passenger_check_ins_pkey'))
      throw conflict(checkInMessages.alreadyCheckedIn, 'ALREADY_CHECKED_IN');
    throw error;
  }
}
