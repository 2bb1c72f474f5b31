import type { Booking } from '@skylark/contract';
import { pnrOf } from '../tracking-id';

/**
 * The IATA bar-coded boarding pass string (Resolution 792, format code M, mandatory items only,
 * one leg) — docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails. Field widths are fixed; every field is padded to its width.
 */

const COMPARTMENT: Record<Booking['classType'], string> = {
  FIRST: 'F',
  BUSINESS: 'C',
  ECONOMY: 'Y',
  PRIVATEJET: 'F',
  CHOPPER: 'Y',
};

/** IATA's code for an unknown location: offshore points have no airport code. */
export const UNKNOWN_AIRPORT = 'ZZZ';

const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
const ascii = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .trim();

/** The airport's IATA code from a display name `City, Airport (ABC)`. */
export const airportCode = (name: string) => /\(([A-Z]{3})\)$/.exec(name)?.[1] ?? UNKNOWN_AIRPORT;

/** Day of the year (001–366) of the departure, counted in UTC. */
export function julianDay(iso: string): string {
  const date = new Date(iso);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  const day = Math.floor((date.getTime() - start) / 86_400_000) + 1;
  return String(day).padStart(3, '0');
}

export type BcbpInput = {
  firstName: string;
  lastName: string;
  seatNumber: string;
  sequence: number;
  /** passenger status `1` (checked in) on a boarding pass; `0` (ticket issued) otherwise */
  checkedIn?: boolean;
};

export function encodeBcbp(booking: Booking, passenger: BcbpInput): string {
  const [, carrier = '', digits = ''] = /^([A-Z]{2})(\d{3,4})$/.exec(booking.flightNumber) ?? [];
  const seat = /^(\d{1,3})([A-Z])$/.exec(passenger.seatNumber.toUpperCase());
  return [
    'M1',
    pad(`${ascii(passenger.lastName)}/${ascii(passenger.firstName)}`, 20),
    'E',
    pad(pnrOf(booking.trackingId), 7),
    airportCode(booking.departure.city),
    airportCode(booking.arrival.city),
    pad(carrier, 3),
    pad(digits.padStart(4, '0'), 5),
    julianDay(booking.departure.date),
    COMPARTMENT[booking.classType],
    seat ? `${seat[1]!.padStart(3, '0')}${seat[2]}` : pad('', 4),
    pad(String(passenger.sequence).padStart(4, '0'), 5),
    passenger.checkedIn ? '1' : '0',
    '00',
  ].join('');
}

export type BcbpFields = {
  legs: number;
  name: string;
  pnr: string;
  from: string;
  to: string;
  carrier: string;
  flightNumber: string;
  julianDay: string;
  compartment: string;
  seat: string;
  sequence: string;
  status: string;
};

/** Reads the mandatory items back (used by the tests and by anyone checking a pass). */
export function parseBcbp(value: string): BcbpFields {
  if (value.length !== 60 || value[0] !== 'M') throw new Error('not a one-leg BCBP string');
  const at = (start: number, width: number) => value.slice(start, start + width).trim();
  return {
    legs: Number(value[1]),
    name: at(2, 20),
    pnr: at(23, 7),
    from: at(30, 3),
    to: at(33, 3),
    carrier: at(36, 3),
    flightNumber: at(39, 5),
    julianDay: at(44, 3),
    compartment: at(47, 1),
    seat: at(48, 4),
    sequence: at(52, 5),
    status: at(57, 1),
  };
}
