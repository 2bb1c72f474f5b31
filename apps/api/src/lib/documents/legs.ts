import type { Booking } from '@skylark/contract';

/** The booking as seen on one of its flights: that flight's number, places, class and seats. */
export function legsOf(booking: Booking): Booking[] {
  if (booking.segments.length < 2) return [booking];
  return booking.segments.map((s, k) => ({
    ...booking,
    flightNumber: s.flightNumber,
    departure: s.departure,
    arrival: s.arrival,
    classType: s.classType,
    passengers: booking.passengers.map((p, i) => ({ ...p, seatNumber: s.seatNumbers[i] ?? p.seatNumber })),
    // each leg's bags as its own first flight's (docs/product.md#1419-paid-bags)
    bags: booking.bags?.filter((b) => b.segment === k).map((b) => ({ ...b, segment: 0 })),
  }));
}

/** The flights the traveller will fly: a flight the airline cancelled and the trip kept without is left out. */
export function flownLegsOf(booking: Booking): Booking[] {
  return legsOf(booking).filter((_, i) => !booking.segments[i]?.cancelled);
}
