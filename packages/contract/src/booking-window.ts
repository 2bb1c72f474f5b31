import { airportDateTime } from './flight-time';

/**
 * Online booking closes when the last pay-by time would be: 2 hours before departure
 * (docs/product.md#143-paying-for-a-booking). The flight list and search stop offering a flight then.
 */
// a module without schemas, so the flight's page loads no zod for it; the pay-by rule reads it from here
export const BOOKINGS_CLOSE_BEFORE_DEPARTURE_MS = 2 * 60 * 60 * 1000;

/** When a flight departing at `departureAt` stops taking bookings. */
export const bookingsCloseAt = (departureAt: string | Date): Date =>
  new Date(new Date(departureAt).getTime() - BOOKINGS_CLOSE_BEFORE_DEPARTURE_MS);

/** The earliest departure still open for booking at `now`. */
export const bookingsOpenAfter = (now: Date): Date =>
  new Date(now.getTime() + BOOKINGS_CLOSE_BEFORE_DEPARTURE_MS);

export const bookingsOpen = (departureAt: string | Date, now: number = Date.now()): boolean =>
  bookingsCloseAt(departureAt).getTime() > now;

/** 409 and the flight page: bookings have closed, and when they closed, at the departure airport. */
export const bookingsClosedMessage = (departure: { city: string; date: string | Date }): string =>
  `Bookings for this flight have closed: online booking closes 2 hours before departure, at ${airportDateTime(bookingsCloseAt(departure.date), departure.city)}.`;
