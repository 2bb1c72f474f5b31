import type { BookingSegment } from '@skylark/contract';

type Trip = { flightNumber?: string | null; segments?: Pick<BookingSegment, 'flightNumber'>[] | null };

/** Every flight number of a booking, in order: "SK100 · SK200" for a return trip (docs/product.md#149-return-trips-and-multi-city); "" when none. */
export function tripFlightNumbers(trip: Trip): string {
  const numbers = trip.segments?.length ? trip.segments.map((s) => s.flightNumber) : [trip.flightNumber];
  return numbers.filter(Boolean).join(' · ');
}
