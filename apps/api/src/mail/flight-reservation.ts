import type { Booking } from '@skylark/contract';
import { airportCode, UNKNOWN_AIRPORT } from '../lib/documents/bcbp';

const RESERVATION_STATUS = {
  PENDING: 'https://schema.org/ReservationPending',
  CONFIRMED: 'https://schema.org/ReservationConfirmed',
  CANCELLED: 'https://schema.org/ReservationCancelled',
} as const;

/** An airport by its display name; offshore points have no IATA code and go by name alone. */
function airport(name: string) {
  const code = airportCode(name);
  return { '@type': 'Airport', name, ...(code === UNKNOWN_AIRPORT ? {} : { iataCode: code }) };
}

/**
 * The booking as schema.org FlightReservation JSON-LD, one reservation per passenger, the form mail
 * clients read to show the flight in the inbox (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails).
 */
export function flightReservations(booking: Booking) {
  const flights =
    booking.segments.length > 1
      ? booking.segments
      : [{ ...booking, seatNumbers: booking.passengers.map((p) => p.seatNumber) }];
  return flights.flatMap((f) => {
    const flight = {
      '@type': 'Flight',
      flightNumber: f.flightNumber,
      airline: { '@type': 'Airline', name: 'Skylark Airways' },
      departureAirport: airport(f.departure.city),
      departureTime: f.departure.date,
      arrivalAirport: airport(f.arrival.city),
      arrivalTime: f.arrival.date,
    };
    return booking.passengers.map((passenger, i) => ({
      '@context': 'https://schema.org',
      '@type': 'FlightReservation',
      reservationNumber: booking.trackingId,
      reservationStatus: RESERVATION_STATUS[booking.bookingStatus],
      underName: { '@type': 'Person', name: passenger.name },
      airplaneSeat: f.seatNumbers[i] ?? passenger.seatNumber,
      airplaneSeatClass: { '@type': 'AirplaneSeatClass', name: f.classType },
      reservationFor: flight,
    }));
  });
}
