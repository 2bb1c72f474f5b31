import { airportTime, flightTimeHint, isoToWallTime, wallTimeToIso } from '@skylark/contract';

/**
 * A flight's times are typed as they read at their airport (docs/product.md#133-times-and-time-zones): departure in the
 * departure airport's zone, arrival in the arrival airport's.
 */

/** An ISO instant → the value of a datetime-local input, at the airport. */
export const toLocalInput = (iso: string, airport: string): string => isoToWallTime(iso, airport);

/** A datetime-local value at the airport → an ISO instant; '' when empty or unreadable. */
export const fromLocalInput = (value: string, airport: string): string => wallTimeToIso(value, airport);

/** The zone's name at the airport then ("CET", "EST", "GMT+4"). */
function zoneAt(airport: string, value: string): string {
  const at = fromLocalInput(value, airport) || new Date().toISOString();
  return airportTime(at, airport).split(' ').slice(1).join(' ');
}

/** The hint under a date field: the time is the airport's own, its zone named. */
export function airportTimeHint(airport: string, value: string): string {
  return flightTimeHint(airport ? zoneAt(airport, value) : null);
}
