import type { FlightClassRow, FlightRow } from '../../db/schema';
import { dollars, iso } from '../../lib/units';

type FlightFields = Pick<
  FlightRow,
  'flightNumber' | 'departureCity' | 'arrivalCity' | 'departureAt' | 'arrivalAt' | 'status'
>;

/** A flight as the audit trail keeps it before and after a change: readable, in dollars. */
export function auditedFlight(flight: FlightFields, classes: FlightClassRow[]) {
  return {
    flightNumber: flight.flightNumber,
    departureCity: flight.departureCity,
    departureAt: iso(flight.departureAt),
    arrivalCity: flight.arrivalCity,
    arrivalAt: iso(flight.arrivalAt),
    status: flight.status,
    classes: [...classes]
      .sort((a, b) => a.type.localeCompare(b.type))
      .map((c) => ({ type: c.type, price: dollars(c.priceCents), seats: c.capacity, booked: c.bookedSeats })),
  };
}
