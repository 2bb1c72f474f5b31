import {
  ACTIVE_BOOKING_STATUSES,
  type Eu261MailNotice,
  MSG,
  type CreateFlightBody,
  type Flight,
  type UpdateFlightBody,
  flightMessages,
  seatsBelowBookedMessage,
  seatsOrDefault,
} from '@skylark/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookings, flightClasses, flights, type BookingRow } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { cents } from '../../lib/units';
import { enqueueMail, mailJob } from '../../mail/outbox';
import { type AuditContext, auditedFlight, recordAudit } from '../audit';
import {
  bookingsFlying,
  cancelFlightBookings,
  type Eu261Rates,
  mailLanguageOf,
  recordFlightDisruption,
} from '../bookings';
import { announceGate, announceNewTimes } from '../news';
import { insertFlights, lowestPriceOf } from './insert';
import { getFlight } from './queries';
import { FLIGHT_NUMBER_DAY_KEY, rethrowNumberTaken, takenDays } from './series';
import { checkCreateFlight, checkUpdateFlight } from './rules';

/** The administrators' changes to flights: the rules, then one transaction. */

/** A gate as stored: trimmed, upper case; empty clears it (docs/product.md#146-online-check-in-and-boarding-passes). */
const gateOf = (gate: string | null | undefined) => (gate?.trim() ? gate.trim().toUpperCase() : null);
const boardingOf = (time: string | null | undefined) => (time ? new Date(time) : null);

/** POST /admin/flights: the spec's rules in order (shared with the dialog), then a unique flight number. */
export async function createFlight(
  db: Queryable,
  body: CreateFlightBody,
  audit: AuditContext,
  now = new Date(),
): Promise<Flight> {
  checkCreateFlight(body, now);
  const classes = body.classTypes.map((c) => ({
    type: c.type,
    priceCents: cents(c.price),
    capacity: seatsOrDefault(c),
  }));
  const [taken] = await takenDays(db, body.flightNumber, [new Date(body.departure.date)]);
  if (taken) throw conflict(flightMessages.flightNumberTaken, 'FLIGHT_NUMBER_TAKEN');
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await insertFlights(tx, [
        {
          flightNumber: body.flightNumber,
          departureCity: body.departure.city,
          departureAt: new Date(body.departure.date),
          arrivalCity: body.arrival.city,
          arrivalAt: new Date(body.arrival.date),
          status: body.status ?? 'SCHEDULED',
          classes,
          gate: gateOf(body.gate),
          boardingAt: boardingOf(body.boardingTime),
        },
      ]);
      await recordAudit(tx, {
        ...audit,
        action: 'flight.create',
        targetType: 'flight',
        targetId: inserted!.id,
        after: body,
      });
      return inserted;
    });
    return await getFlight(db, row!.id);
  } catch (error) {
    if (isUniqueViolation(error, FLIGHT_NUMBER_DAY_KEY))
      throw conflict(flightMessages.flightNumberTaken, 'FLIGHT_NUMBER_TAKEN');
    throw error;
  }
}

export interface UpdateResult {
  flight: Flight;
  /** the bookings cancelled with the flight */
  cancelled: BookingRow[];
  /** the trips that keep their other flights, each with the segment it flew the flight as (decision 088) */
  trips: { booking: BookingRow; segment: number }[];
}

/**
 * PATCH /admin/flights/:id. Seats for sale may not go below those booked (409); setting
 * CANCELLED cancels the flight's active bookings with a refund of what was paid (docs/product.md#13-flights-and-seats).
 */
export async function updateFlight(
  db: Queryable,
  id: string,
  body: UpdateFlightBody,
  audit: AuditContext,
  now = new Date(),
  /** the product's address, for the links in the travellers' mails */
  appUrl = '',
  /** EU261's bands, amounts and delay (docs/product.md#1414-eu261-notice-of-rights-and-compensation); without them no notice is given */
  eu261?: Eu261Rates,
): Promise<UpdateResult> {
  const cancelled: BookingRow[] = [];
  const trips: UpdateResult['trips'] = [];
  const rescheduled: BookingRow[] = [];
  const flight = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(flights).where(eq(flights.id, id)).for('update');
      if (!current) throw notFound(flightMessages.flightNotFound);
      const classes = await tx
        .select()
        .from(flightClasses)
        .where(eq(flightClasses.flightId, id))
        .for('update');

      checkUpdateFlight(body, current, now);
      const departureCity = body.departure?.city ?? current.departureCity;
      const arrivalCity = body.arrival?.city ?? current.arrivalCity;
      const departureAt = body.departure?.date ? new Date(body.departure.date) : current.departureAt;
      const arrivalAt = body.arrival?.date ? new Date(body.arrival.date) : current.arrivalAt;

      if (body.classTypes) {
        for (const change of body.classTypes) {
          const existing = classes.find((c) => c.type === change.type);
          if (existing && change.availableSeats < existing.bookedSeats) {
            throw conflict(seatsBelowBookedMessage(existing.bookedSeats), 'SEATS_BELOW_BOOKED');
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
          ...(body.gate !== undefined && { gate: gateOf(body.gate) }),
          ...(body.boardingTime !== undefined && { boardingAt: boardingOf(body.boardingTime) }),
        })
        .where(eq(flights.id, id));

      if (status === 'CANCELLED' && current.status !== 'CANCELLED') {
        const outcome = await cancelFlightBookings(tx, id, now);
        cancelled.push(...outcome.cancelled);
        trips.push(...outcome.trips);
      } else if (
        departureAt.getTime() !== current.departureAt.getTime() ||
        arrivalAt.getTime() !== current.arrivalAt.getTime()
      ) {
        rescheduled.push(
          ...(await selectBookings(tx).where(
            and(bookingsFlying(id), inArray(bookings.bookingStatus, ACTIVE_BOOKING_STATUSES)),
          )),
        );
      }
      // EU261 (docs/product.md#1414-eu261-notice-of-rights-and-compensation): the notices, and the compensation owed
      const notices = eu261
        ? await recordFlightDisruption(tx, current, {
            cancelled: [...cancelled.map((b) => b.id), ...trips.map((t) => t.booking.id)],
            rescheduled: rescheduled.map((b) => b.id),
            arrivalAt,
            cause: body.cause ?? 'WITHIN_AIRLINE_CONTROL',
            rates: eu261,
            now,
          })
        : new Map<string, Eu261MailNotice>();
      await recordAudit(tx, {
        ...audit,
        // a cancellation reads as one in the trail, whichever way it was asked (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles)
        action:
          cancelled.length > 0 ||
          trips.length > 0 ||
          (status === 'CANCELLED' && current.status !== 'CANCELLED')
            ? 'flight.cancel'
            : 'flight.update',
        targetType: 'flight',
        targetId: id,
        before: auditedFlight(current, classes),
        after: auditedFlight(
          { flightNumber: current.flightNumber, departureCity, arrivalCity, departureAt, arrivalAt, status },
          await tx.select().from(flightClasses).where(eq(flightClasses.flightId, id)),
        ),
      });
      const updated = await getFlight(tx, id);
      // the travellers hear of it if and only if the change commits (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails)
      const previous = { departureAt: current.departureAt, arrivalAt: current.arrivalAt };
      const [after] = await tx.select().from(flights).where(eq(flights.id, id));
      await announceGate(tx, current, after!, appUrl, now);
      const speaking = await mailLanguageOf(tx, [
        ...cancelled,
        ...trips.map((t) => t.booking),
        ...rescheduled,
      ]);
      await enqueueMail(
        tx,
        ...cancelled.map((booking) =>
          mailJob('flightCancelled', [speaking(booking), appUrl, current, notices.get(booking.id)]),
        ),
        ...trips.map(({ booking, segment }) =>
          mailJob('tripFlightCancelled', [
            speaking(booking),
            segment,
            appUrl,
            current,
            notices.get(booking.id),
          ]),
        ),
        ...(await announceNewTimes(tx, rescheduled.map(speaking), previous, updated, appUrl, notices)),
      );
      return updated;
    })
    .catch(rethrowNumberTaken);
  return { flight, cancelled, trips };
}

/** DELETE /admin/flights/:id: refused while active bookings exist (cancel the flight instead). */
export async function deleteFlight(db: Queryable, id: string, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(flights).where(eq(flights.id, id)).for('update');
    if (!current) throw notFound(flightMessages.flightNotFound);
    const [active] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(bookingsFlying(id), inArray(bookings.bookingStatus, [...ACTIVE_BOOKING_STATUSES])));
    if ((active?.n ?? 0) > 0) throw conflict(MSG.flightHasActiveBookings, 'FLIGHT_HAS_BOOKINGS');
    const classes = await tx.select().from(flightClasses).where(eq(flightClasses.flightId, id));
    await tx.delete(flights).where(eq(flights.id, id));
    const before = auditedFlight(current, classes);
    await recordAudit(tx, { ...audit, action: 'flight.delete', targetType: 'flight', targetId: id, before });
  });
}
