import {
  ACTIVE_BOOKING_STATUSES,
  LAP_INFANT_CODE,
  MANIFEST_COLUMNS,
  bagScreenMessages,
  classicTerms,
  checkedInText,
  compareSeatNumbers,
  flightMessages,
  type Manifest,
} from '@skylark/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingPassengers, bookingSegments, bookings, flights, passengerCheckIns } from '../../db/schema';
import { csvLine } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/units';

/**
 * A flight's passenger manifest (docs/product.md#152-exports-and-the-manifest): every passenger holding a seat, on a pending or
 * confirmed booking that flies it on any of its segments, sorted by seat (2A before 10A). A flight's seats are few, so it is read at once.
 */
export async function getManifest(db: Queryable, id: string): Promise<Manifest> {
  const [flight] = await db.select().from(flights).where(eq(flights.id, id));
  if (!flight) throw notFound(flightMessages.flightNotFound);
  const rows = await db
    .select({
      p: bookingPassengers,
      b: bookings,
      segmentClass: bookingSegments.classType,
      fareTerms: bookingSegments.fareTerms,
      sequence: passengerCheckIns.sequence,
    })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.bookingId))
    // the passenger's class is that of the segment they fly this flight as, the first or a later one
    .innerJoin(
      bookingSegments,
      and(eq(bookingSegments.bookingId, bookings.id), eq(bookingSegments.segment, bookingPassengers.segment)),
    )
    .leftJoin(passengerCheckIns, eq(passengerCheckIns.passengerId, bookingPassengers.id))
    .where(
      and(
        eq(bookingPassengers.flightId, id),
        eq(bookingPassengers.active, true),
        // a seat held for a change awaiting its payment is not yet a passenger of the flight
        isNull(bookingPassengers.changeId),
        inArray(bookings.bookingStatus, ACTIVE_BOOKING_STATUSES),
      ),
    );
  return {
    flight: {
      _id: flight.id,
      flightNumber: flight.flightNumber,
      status: flight.status,
      departure: { city: flight.departureCity, date: iso(flight.departureAt) },
      arrival: { city: flight.arrivalCity, date: iso(flight.arrivalAt) },
    },
    passengers: rows
      .map(({ p, b, segmentClass, fareTerms, sequence }) => {
        const lapInfants = (b.lapInfants ?? []).filter(
          (infant) => infant.travellingWith === `${p.firstName} ${p.lastName}`,
        );
        return {
          seatNumber: p.seatNumber,
          name: `${p.firstName} ${p.lastName}`,
          age: p.age,
          gender: p.gender,
          mealPreference: p.mealPreference,
          assistance: [
            p.wheelchair && 'Wheelchair',
            p.infant && 'Infant',
            p.elderly && 'Elderly',
            // an infant on this passenger's lap, without a seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap)
            ...lapInfants.map((infant) => `Lap infant: ${infant.name} (born ${infant.dateOfBirth})`),
          ].filter((need): need is string => Boolean(need)),
          classType: segmentClass,
          bookingStatus: b.bookingStatus,
          trackingId: b.trackingId,
          checkedIn: sequence !== null,
          checkInSequence: sequence,
          services: [...p.serviceCodes, ...(lapInfants.length ? [LAP_INFANT_CODE] : [])],
          bags: {
            included: (fareTerms ?? classicTerms(segmentClass)).includedBags,
            extra: p.extraBags,
          },
        };
      })
      .sort((x, y) => compareSeatNumbers(x.seatNumber, y.seatNumber)),
  };
}

/** The manifest as CSV, one line per seat. */
export const manifestCsv = ({ passengers }: Manifest): string =>
  csvLine(MANIFEST_COLUMNS) +
  passengers
    .map((p) =>
      csvLine([
        p.seatNumber,
        p.name,
        p.age,
        p.gender,
        p.mealPreference,
        p.assistance.join('; '),
        p.classType,
        p.bookingStatus,
        p.trackingId,
        checkedInText(p),
        p.services.join(' '),
        bagScreenMessages.bagsLine(p.bags.included, p.bags.extra),
      ]),
    )
    .join('');
