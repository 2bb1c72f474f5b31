import { and, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FirstFlight } from './booking-row';
import { bookings } from './core-schema';
import { bookingSegments } from './segment-schema';
import type { Queryable } from './types';

// A booking with its first flight: segment 0 of booking_segments, where every flight of a booking is
// kept (docs/product.md#149-return-trips-and-multi-city, decision 091). Not in schema.ts: drizzle-kit would take the alias for a table.

/** Segment 0 of the booking it is joined to. */
export const firstSegment = alias(bookingSegments, 'first_segment');

export const firstSegmentOn = and(eq(firstSegment.bookingId, bookings.id), eq(firstSegment.segment, 0));

/** The columns of the booking's first flight, under the names the booking's readers use. */
export const firstFlightColumns = {
  flightId: firstSegment.flightId,
  flightNumber: firstSegment.flightNumber,
  classType: firstSegment.classType,
  departureCity: firstSegment.departureCity,
  departureAt: firstSegment.departureAt,
  arrivalCity: firstSegment.arrivalCity,
  arrivalAt: firstSegment.arrivalAt,
  fareBrand: firstSegment.fareBrand,
  fareTerms: firstSegment.fareTerms,
} satisfies Record<keyof FirstFlight, unknown>;

export const bookingColumnsWithFlight = { ...getTableColumns(bookings), ...firstFlightColumns };

/** `select … from bookings` joined to its first flight; every booking has one (migration 0039). */
export function selectBookings(q: Queryable) {
  return q.select(bookingColumnsWithFlight).from(bookings).innerJoin(firstSegment, firstSegmentOn);
}
