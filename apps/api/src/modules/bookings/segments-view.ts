import { type BookingSegment, classicTerms } from '@skylark/contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingSegments,
  flights,
  type BookingSegmentRow,
  type FlightRow,
  type PassengerRow,
} from '../../db/schema';
import { iso } from '../../lib/units';

// A booking's flights in its answer (docs/product.md#149-return-trips-and-multi-city)

/** What a booking's answer reads of a flight as it is now (it may have been rescheduled or cancelled). */
export const liveFlightColumns = {
  id: flights.id,
  flightNumber: flights.flightNumber,
  departureCity: flights.departureCity,
  departureAt: flights.departureAt,
  arrivalCity: flights.arrivalCity,
  arrivalAt: flights.arrivalAt,
  status: flights.status,
};

export type LiveFlight = Pick<FlightRow, keyof typeof liveFlightColumns>;

/** A later segment, with its flight as it is now when the flight still exists. */
export interface LaterSegment {
  s: BookingSegmentRow;
  f: LiveFlight | null;
}

/** The later segments (1–3) of these bookings, with their live flights, by booking id. */
export async function loadLaterSegments(q: Queryable, bookingIds: string[]) {
  const rows = bookingIds.length
    ? await q
        .select({
          s: bookingSegments,
          f: liveFlightColumns,
        })
        .from(bookingSegments)
        .leftJoin(flights, eq(flights.id, bookingSegments.flightId))
        .where(and(inArray(bookingSegments.bookingId, bookingIds), gt(bookingSegments.segment, 0)))
        .orderBy(asc(bookingSegments.bookingId), asc(bookingSegments.segment))
    : [];
  const byBooking = new Map<string, LaterSegment[]>();
  for (const row of rows) byBooking.set(row.s.bookingId, [...(byBooking.get(row.s.bookingId) ?? []), row]);
  return byBooking;
}

/**
 * The booking's segments: the first (segment 0, read with the booking), then the later ones; each
 * segment's seats in the order of `firstLeg` (the answer's passengers).
 */
export function segmentsOf(
  first: Omit<BookingSegment, 'seatNumbers'>,
  firstLeg: PassengerRow[],
  rows: PassengerRow[],
  later: LaterSegment[],
): BookingSegment[] {
  const seatsOf = (segment: number) =>
    firstLeg.map(
      (p) =>
        rows.find((r) => r.segment === segment && r.passengerIndex === p.passengerIndex)?.seatNumber ?? '',
    );
  return [
    { ...first, seatNumbers: firstLeg.map((p) => p.seatNumber) },
    ...later.map(({ s, f }) => ({
      flightId: s.flightId,
      flightNumber: s.flightNumber,
      departure: { city: f?.departureCity ?? s.departureCity, date: iso(f?.departureAt ?? s.departureAt) },
      arrival: { city: f?.arrivalCity ?? s.arrivalCity, date: iso(f?.arrivalAt ?? s.arrivalAt) },
      classType: s.classType,
      fareBrand: s.fareBrand,
      fareTerms: s.fareTerms ?? classicTerms(s.classType),
      seatNumbers: seatsOf(s.segment),
    })),
  ];
}
