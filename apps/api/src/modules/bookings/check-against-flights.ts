import {
  BOOKABLE_FLIGHT_STATUSES,
  DEFAULT_FARE_BRAND,
  type ClassType,
  type FareBrandSettings,
  brandPriceCents,
  FAMILY_CHILD_AGE,
  ageMismatchMessage,
  dateOfBirthRequiredMessage,
  agesOnDeparture,
  type CreateBookingBody,
  bookingMessages,
  bookingsClosedMessage,
  bookingsOpen,
  classNotOnFlightMessage,
  flightMessages,
  lapInfantProblem,
  offerProblem,
  tripPrice,
  seatNotInClassMessage,
  seatNumbersOf,
  type SegmentRequest,
  brokenConnection,
  requestedSegments,
  segmentMessages,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flightClasses, flights, type FlightClassRow, type FlightRow, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { BookingDraft } from './booking-drafts';
import { checkedServices, servicesBySeat } from './service-codes';
import { bagsBySeat, checkedBags } from './bag-checks';

// Checking and pricing a booking against its flight (docs/product.md#14-bookings-and-payment, docs/product.md#141-offers, docs/product.md#103-a-booking-in-one-round-trip)

/** The booking as checked and priced, with the flights it was checked against (the first's at the top). */
export interface CheckedDraft extends FlightAsRead {
  draft: BookingDraft;
  /** every flight of the booking, in the request's order */
  legs: FlightAsRead[];
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

function seenOf(db: Db) {
  let seen = seenFlights.get(db);
  if (!seen) seenFlights.set(db, (seen = new Map()));
  return seen;
}

async function freshFlight(db: Db, id: string): Promise<FlightAsRead> {
  const seen = seenOf(db);
  const read = await readFlight(db, id);
  seen.delete(id);
  if (!read) throw notFound(flightMessages.flightNotFound);
  if (seen.size >= SEEN_FLIGHTS) seen.delete(seen.keys().next().value!);
  seen.set(id, read);
  return read;
}

/**
 * A booking is checked against its flights as last read: create_bookings refuses it if a flight
 * changed since (then it is read again), and a refusal is checked again against a fresh read, so
 * what was seen decides neither a booking nor a refusal. Under load this saves a read per booking.
 */
export async function checkedDraft(
  db: Db,
  user: UserRow,
  body: CreateBookingBody,
  now: Date,
  brands: FareBrandSettings,
  bagCents: Record<ClassType, number>,
): Promise<CheckedDraft> {
  const requested = requestedSegments(body);
  const seen = seenOf(db);
  const last = requested.map((s) => seen.get(s.flightId));
  if (last.every((l) => l !== undefined)) {
    try {
      return draftOf(last, requested, user, body, now, brands, bagCents);
    } catch {
      // checked again below, against the flights as they are now
    }
  }
  const legs: FlightAsRead[] = [];
  for (const s of requested) legs.push(await freshFlight(db, s.flightId));
  return draftOf(legs, requested, user, body, now, brands, bagCents);
}

/** Forgets a flight that changed since it was read. */
export const forgetFlight = (db: Db, id: string) => seenFlights.get(db)?.delete(id);

/** A flight still bookable, with the class and seats asked for (400/409 otherwise). */
function checkLeg({ flight, classes }: FlightAsRead, segment: SegmentRequest, now: Date, field: string) {
  if (flight.departureAt.getTime() <= now.getTime())
    throw conflict(bookingMessages.flightDeparted, 'FLIGHT_NOT_BOOKABLE');
  if (!bookingsOpen(flight.departureAt, now.getTime()))
    throw conflict(
      bookingsClosedMessage({ city: flight.departureCity, date: flight.departureAt }),
      'FLIGHT_NOT_BOOKABLE',
    );
  if (!BOOKABLE_FLIGHT_STATUSES.includes(flight.status))
    throw conflict(bookingMessages.flightNotBookable, 'FLIGHT_NOT_BOOKABLE');
  const cabin = classes.find((c) => c.type === segment.classType);
  if (!cabin)
    throw badRequest(classNotOnFlightMessage(segment.classType), [
      { field: `${field}classType`, message: classNotOnFlightMessage(segment.classType) },
    ]);
  const seatMap = new Set(
    seatNumbersOf(
      segment.classType,
      classes.map((c) => ({ type: c.type, seats: c.capacity })),
    ),
  );
  const foreign = segment.seatNumbers.find((seat) => !seatMap.has(seat));
  if (foreign) {
    const message = seatNotInClassMessage(foreign, segment.classType);
    throw badRequest(message, [{ field: `${field}seatNumbers`, message }]);
  }
  return cabin;
}

/** Segments in time order, each leaving from where the previous one lands, an hour later at least. */
function checkConnections(legs: FlightAsRead[]) {
  if (new Set(legs.map((l) => l.flight.id)).size !== legs.length)
    throw badRequest(segmentMessages.sameFlightTwice, undefined, 'SEGMENTS_NOT_CONNECTED');
  const broken = brokenConnection(legs.map((l) => l.flight));
  if (broken) {
    const message = segmentMessages.notConnected(broken);
    throw badRequest(
      message,
      [{ field: `segments.${broken - 1}.flightId`, message }],
      'SEGMENTS_NOT_CONNECTED',
    );
  }
}

function draftOf(
  legs: FlightAsRead[],
  requested: SegmentRequest[],
  user: UserRow,
  body: CreateBookingBody,
  now: Date,
  brands: FareBrandSettings,
  bagCents: Record<ClassType, number>,
): CheckedDraft {
  const prefix = (i: number) => (body.segments ? `segments.${i}.` : '');
  const cabins = legs.map((leg, i) => checkLeg(leg, requested[i]!, now, prefix(i)));
  checkConnections(legs);
  const { flight, classes } = legs[0]!;

  // the declared age prices the booking; a date of birth, when given, must agree with it
  const mismatch = body.passengers.findIndex(
    (p) => p.dateOfBirth && !agesOnDeparture(p.dateOfBirth, flight.departureAt).includes(p.age),
  );
  if (mismatch >= 0) {
    const message = ageMismatchMessage(mismatch + 1);
    throw badRequest(message, [{ field: `passengers.${mismatch}.age`, message }]);
  }
  // an age under 12 changes the price (docs/product.md#141-offers, docs/product.md#1410-passenger-types-and-infants-on-a-lap): it is believed only with a
  // date of birth that agrees with it
  const undocumented = body.passengers.findIndex((p) => p.age < FAMILY_CHILD_AGE && !p.dateOfBirth);
  if (undocumented >= 0) {
    const message = dateOfBirthRequiredMessage(undocumented + 1);
    throw badRequest(message, [{ field: `passengers.${undocumented}.dateOfBirth`, message }]);
  }
  const ages = body.passengers.map((p) => p.age);
  const infants = body.infants ?? [];
  const lapProblem = lapInfantProblem(infants, ages, flight.departureAt);
  if (lapProblem) throw badRequest(lapProblem.message, [lapProblem]);
  const services = servicesBySeat(
    checkedServices(body.services ?? [], ages.length, legs.length),
    ages.length,
  );
  // extra bags at the class's price of the day, beside the fares (docs/product.md#1419-paid-bags)
  const bags = bagsBySeat(checkedBags(body.bags ?? [], ages.length, legs.length), ages.length, legs.length);
  const legBagCents = requested.map((s) => bagCents[s.classType]);
  const bagsTotalCents = bags.reduce(
    (sum, perLeg) => sum + perLeg.reduce((t, n, segment) => t + n * legBagCents[segment]!, 0),
    0,
  );
  // an offer the request names must fit; the best that fits is applied by rule (docs/product.md#141-offers)
  const ineligible = offerProblem({ offer: body.offer, departureAt: flight.departureAt, ages, now });
  if (ineligible) throw badRequest(ineligible, [{ field: 'offer', message: ineligible }]);
  // each flight at its fare brand's price (docs/product.md#1416-fare-brands)
  const fareBrands = requested.map((s) => {
    const brand = s.fareBrand ?? DEFAULT_FARE_BRAND;
    return { brand, terms: brands[s.classType][brand] };
  });
  // the offer that makes the trip cheapest, on each flight it fits (docs/product.md#141-offers)
  const priced = tripPrice(
    legs.map((leg, i) => ({
      classPriceCents: brandPriceCents(cabins[i]!.priceCents, fareBrands[i]!.terms),
      departureAt: leg.flight.departureAt,
    })),
    ages,
    now,
  );
  const first = requested[0]!;
  const name = (p: (typeof body.passengers)[number]) => `${p.firstName} ${p.lastName}`;

  const draft: BookingDraft = {
    flight,
    classType: first.classType,
    userId: user.id,
    customerName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    totalAmountCents: priced.totalCents + bagsTotalCents,
    offer: priced.offer,
    listPriceCents: priced.listCents + bagsTotalCents,
    bagCents: legBagCents,
    fares: priced.legs,
    fareBrands,
    lapInfants: infants.map((infant) => ({
      name: infant.name,
      dateOfBirth: infant.dateOfBirth,
      travellingWith: name(body.passengers[infant.travellingWithIndex]!),
    })),
    createdAt: now,
    specialRequests: body.specialRequests || null,
    language: body.language ?? 'en',
    passengers: body.passengers.map((p, i) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      age: ages[i]!,
      gender: p.gender,
      seatNumber: first.seatNumbers[i]!,
      mealPreference: body.mealPreferences[i]!,
      wheelchair: body.specialAssistance[i]!.wheelchair,
      infant: body.specialAssistance[i]!.infant,
      elderly: body.specialAssistance[i]!.elderly,
      services: services[i],
      bags: bags[i],
    })),
    segments: legs.slice(1).map((leg, i) => ({
      flight: leg.flight,
      classType: requested[i + 1]!.classType,
      seatNumbers: requested[i + 1]!.seatNumbers,
    })),
  };
  return { draft, flight, classes, legs };
}

const asRead = ({ flight, classes }: FlightAsRead) => ({
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

/** What the booking was checked against; create_bookings compares each flight with the flight as it is. */
export const flightsAsRead = ({ legs }: CheckedDraft) => JSON.stringify(legs.map(asRead));
