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
 * clients read to show the flight in the inbox (docs/product.md §14.4).
 */
export function flightReservations(booking: Booking) {
  const flight = {
    '@type': 'Flight',
    flightNumber: booking.flightNumber,
    airline: { '@type': 'Airline', name: 'Skylark Airways' },
    departureAirport: airport(booking.departure.city),
    departureTime: booking.departure.date,
    arrivalAirport: airport(booking.arrival.city),
    arrivalTime: booking.arrival.date,
  };
  return booking.passengers.map((passenger) => ({
    '@context': 'https://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: booking.trackingId,
    reservationStatus: RESERVATION_STATUS[booking.bookingStatus],
    underName: { '@type': 'Person', name: passenger.name },
    airplaneSeat: passenger.seatNumber,
    airplaneSeatClass: { '@type': 'AirplaneSeatClass', name: booking.classType },
    reservationFor: flight,
  }));
}
