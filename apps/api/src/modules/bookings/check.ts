import {
  BOOKABLE_FLIGHT_STATUSES,
  ageMismatchMessage,
  agesOnDeparture,
  type CreateBookingBody,
  bestOffer,
  bookingMessages,
  classNotOnFlightMessage,
  flightMessages,
  lapInfantProblem,
  offerProblem,
  seatNotInClassMessage,
  seatNumbersOf,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flightClasses, flights, type FlightClassRow, type FlightRow, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { BookingDraft } from './insert';

// Checking and pricing a booking against its flight (docs/product.md §14, §14.1, §10.3)

/** The booking as checked and priced, with the flight it was checked against. */
export interface CheckedDraft extends FlightAsRead {
  draft: BookingDraft;
}

/** A flight and its classes, as read to check and price a booking. */
export interface FlightAsRead {
  flight: FlightRow;
  classes: FlightClassRow[];
}

async function readFlight(db: Db, id: string): Promise<FlightAsRead | undefined> {
  const rows = await db
    .select({ flight: flights, cabin: flightClasses })
    .from(flights)
    .leftJoin(flightClasses, eq(flightClasses.flightId, flights.id))
    .where(eq(flights.id, id));
  const flight = rows[0]?.flight;
  return flight && { flight, classes: rows.flatMap((r) => (r.cabin ? [r.cabin] : [])) };
}

const SEEN_FLIGHTS = 1000;
/** Per database: the flights bookings were last checked against, the most recently read last. */
const seenFlights = new WeakMap<Db, Map<string, FlightAsRead>>();

/**
 * A booking is checked against the flight as last read: create_bookings refuses it if the flight
 * changed since (then it is read again), and a refusal is checked again against a fresh read, so
 * what was seen decides neither a booking nor a refusal. Under load this saves a read per booking.
 */
export async function checkedDraft(
  db: Db,
  user: UserRow,
  body: CreateBookingBody,
  now: Date,
): Promise<CheckedDraft> {
  let seen = seenFlights.get(db);
  if (!seen) seenFlights.set(db, (seen = new Map()));
  const last = seen.get(body.flightId);
  if (last) {
    try {
      return draftOf(last, user, body, now);
    } catch {
      // checked again below, against the flight as it is now
    }
  }
  const read = await readFlight(db, body.flightId);
  seen.delete(body.flightId);
  if (!read) throw notFound(flightMessages.flightNotFound);
  if (seen.size >= SEEN_FLIGHTS) seen.delete(seen.keys().next().value!);
  seen.set(body.flightId, read);
  return draftOf(read, user, body, now);
}

/** Forgets a flight that changed since it was read. */
export const forgetFlight = (db: Db, id: string) => seenFlights.get(db)?.delete(id);

function draftOf(
  { flight, classes }: FlightAsRead,
  user: UserRow,
  body: CreateBookingBody,
  now: Date,
): CheckedDraft {
  if (flight.departureAt.getTime() <= now.getTime())
    throw conflict(bookingMessages.flightDeparted, 'FLIGHT_NOT_BOOKABLE');
  if (!BOOKABLE_FLIGHT_STATUSES.includes(flight.status))
    throw conflict(bookingMessages.flightNotBookable, 'FLIGHT_NOT_BOOKABLE');

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

  // the declared age prices the booking; a date of birth, when given, must agree with it
  const mismatch = body.passengers.findIndex(
    (p) => p.dateOfBirth && !agesOnDeparture(p.dateOfBirth, flight.departureAt).includes(p.age),
  );
  if (mismatch >= 0) {
    const message = ageMismatchMessage(mismatch + 1);
    throw badRequest(message, [{ field: `passengers.${mismatch}.age`, message }]);
  }
  const ages = body.passengers.map((p) => p.age);
  const infants = body.infants ?? [];
  const lapProblem = lapInfantProblem(infants, ages, flight.departureAt);
  if (lapProblem) throw badRequest(lapProblem.message, [lapProblem]);
  // an offer the request names must fit; the best that fits is applied by rule (docs/product.md §14.1)
  const ineligible = offerProblem({ offer: body.offer, departureAt: flight.departureAt, ages, now });
  if (ineligible) throw badRequest(ineligible, [{ field: 'offer', message: ineligible }]);
  const price = bestOffer({ departureAt: flight.departureAt, ages, now, classPriceCents: cabin.priceCents });
  const name = (p: (typeof body.passengers)[number]) => `${p.firstName} ${p.lastName}`;

  const draft: BookingDraft = {
    flight,
    classType: body.classType,
    userId: user.id,
    customerName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    totalAmountCents: price.totalCents,
    offer: price.offer,
    listPriceCents: price.listCents,
    lapInfants: infants.map((infant) => ({
      name: infant.name,
      dateOfBirth: infant.dateOfBirth,
      travellingWith: name(body.passengers[infant.travellingWithIndex]!),
    })),
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
  };
  return { draft, flight, classes };
}

/** What the booking was checked against; create_bookings compares it with the flight as it is. */
export const flightAsRead = ({ flight, classes }: CheckedDraft) =>
  JSON.stringify({
    id: flight.id,
    status: flight.status,
    flightNumber: flight.flightNumber,
    departureCity: flight.departureCity,
    departureAt: flight.departureAt.toISOString(),
    arrivalCity: flight.arrivalCity,
    arrivalAt: flight.arrivalAt.toISOString(),
    classes: classes
      .map((c) => ({ type: c.type, priceCents: c.priceCents, capacity: c.capacity }))
      .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)),
  });
