import {
  ACTIVE_BOOKING_STATUSES,
  MSG,
  type CreateFlightBody,
  type Flight,
  type UpdateFlightBody,
  firstAirportError,
  firstClassError,
  firstCreateFlightError,
  firstScheduleError,
  flightMessages,
  seatsBelowBookedMessage,
  seatsOrDefault,
} from '@skylark/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookings, flightClasses, flights, type BookingRow } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';
import { cents } from '../../lib/units';
import { flightCancelledMail } from '../../mail/booking-mails';
import { cancelFlightBookings } from '../bookings/status';
import { insertFlights, lowestPriceOf } from './insert';
import { getFlight } from './queries';

/** The administrators' changes to flights: the rules, then one transaction. */

/** POST /admin/flights: the spec's rules in order (shared with the dialog), then a unique flight number. */
export async function createFlight(db: Queryable, body: CreateFlightBody, now = new Date()): Promise<Flight> {
  const problem = firstCreateFlightError(body, now);
  if (problem) throw badRequest(problem);
  const classes = body.classTypes.map((c) => ({
    type: c.type,
    priceCents: cents(c.price),
    capacity: seatsOrDefault(c),
  }));
  const [taken] = await db
    .select({ id: flights.id })
    .from(flights)
    .where(eq(flights.flightNumber, body.flightNumber));
  if (taken) throw conflict(flightMessages.flightNumberTaken);
  try {
    const [row] = await db.transaction((tx) =>
      insertFlights(tx, [
        {
          flightNumber: body.flightNumber,
          departureCity: body.departure.city,
          departureAt: new Date(body.departure.date),
          arrivalCity: body.arrival.city,
          arrivalAt: new Date(body.arrival.date),
          status: body.status ?? 'SCHEDULED',
          classes,
        },
      ]),
    );
    return await getFlight(db, row!.id);
  } catch (error) {
    if (isUniqueViolation(error, 'flights_flight_number_key'))
      throw conflict(flightMessages.flightNumberTaken);
    throw error;
  }
}

function parseDate(value: string, message: string): Date {
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) throw badRequest(message);
  return date;
}

export interface UpdateResult {
  flight: Flight;
  /** mails to the owners of bookings cancelled with the flight, rendered after the commit */
  mails: Promise<Mail>[];
}

/**
 * PATCH /admin/flights/:id. Seats for sale may not go below those booked (409); setting
 * CANCELLED cancels the flight's active bookings with a refund of what was paid (docs/product.md §13).
 */
export async function updateFlight(
  db: Queryable,
  id: string,
  body: UpdateFlightBody,
  now = new Date(),
): Promise<UpdateResult> {
  const cancelled: BookingRow[] = [];
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(flights).where(eq(flights.id, id)).for('update');
    if (!current) throw notFound(flightMessages.flightNotFound);
    const classes = await tx.select().from(flightClasses).where(eq(flightClasses.flightId, id)).for('update');

    const departureCity = body.departure?.city ?? current.departureCity;
    const arrivalCity = body.arrival?.city ?? current.arrivalCity;
    const departureAt = body.departure?.date
      ? parseDate(body.departure.date, MSG.departureInFuture)
      : current.departureAt;
    const arrivalAt = body.arrival?.date
      ? parseDate(body.arrival.date, MSG.arrivalAfterDeparture)
      : current.arrivalAt;
    if (departureAt.getTime() !== current.departureAt.getTime() && departureAt.getTime() < now.getTime()) {
      throw badRequest(MSG.departureInFuture);
    }
    if (arrivalAt.getTime() <= departureAt.getTime()) throw badRequest(MSG.arrivalAfterDeparture);
    if (body.departure?.date || body.arrival?.date) {
      const scheduleProblem = firstScheduleError(departureAt.getTime(), arrivalAt.getTime(), now);
      if (scheduleProblem) throw badRequest(scheduleProblem);
    }
    if (departureCity !== current.departureCity || arrivalCity !== current.arrivalCity) {
      const airportProblem = firstAirportError(departureCity, arrivalCity);
      if (airportProblem) throw badRequest(airportProblem);
    }

    if (body.classTypes) {
      const classProblem = firstClassError(body.classTypes);
      if (classProblem) throw badRequest(classProblem);
      for (const change of body.classTypes) {
        const existing = classes.find((c) => c.type === change.type);
        if (existing && change.availableSeats < existing.bookedSeats) {
          throw conflict(seatsBelowBookedMessage(existing.bookedSeats));
        }
      }
      for (const change of body.classTypes) {
        const existing = classes.find((c) => c.type === change.type);
        const values = { priceCents: cents(change.price), capacity: change.availableSeats };
        if (existing) await tx.update(flightClasses).set(values).where(eq(flightClasses.id, existing.id));
        else await tx.insert(flightClasses).values({ ...values, flightId: id, type: change.type });
      }
    }

    const status = body.status ?? current.status;
    await tx
      .update(flights)
      .set({
        departureCity,
        arrivalCity,
        departureAt,
        arrivalAt,
        status,
        lowestPriceCents: lowestPriceOf(id),
      })
      .where(eq(flights.id, id));

    if (status === 'CANCELLED' && current.status !== 'CANCELLED') {
      cancelled.push(...(await cancelFlightBookings(tx, id, now)));
    }
  });
  return { flight: await getFlight(db, id), mails: cancelled.map(flightCancelledMail) };
}

/** DELETE /admin/flights/:id: refused while active bookings exist (cancel the flight instead). */
export async function deleteFlight(db: Queryable, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: flights.id })
      .from(flights)
      .where(eq(flights.id, id))
      .for('update');
    if (!current) throw notFound(flightMessages.flightNotFound);
    const [active] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.flightId, id), inArray(bookings.bookingStatus, [...ACTIVE_BOOKING_STATUSES])));
    if ((active?.n ?? 0) > 0) throw conflict(MSG.flightHasActiveBookings);
    await tx.delete(flights).where(eq(flights.id, id));
  });
}
