import { MSG, airportDate, airportDateTime, airportTime } from '@skylark/contract';
import { format, isValid, parseISO } from 'date-fns';

export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

function formatWith(pattern: string) {
  return (value: DateInput): string => {
    const date = toDate(value);
    return date ? format(date, pattern) : MSG.invalidDate;
  };
}

/**
 * docs/product.md §9 date formats, in the browser's local time, for moments that happen nowhere in
 * particular (a booking made, a login). Invalid dates show "Invalid Date".
 */
export const formatDate = formatWith('MMM dd, yyyy');
export const formatDateTime = formatWith('MMM dd, yyyy HH:mm');
export const formatTime = formatWith('HH:mm');
export const formatShortDate = formatWith('MMM d, yyyy');

/** A departure or an arrival: where and when. */
export interface FlightPlace {
  city: string;
  date: string;
}

/** docs/product.md §25: flight times in the airport's own zone, named — "Dec 05, 2026 19:45 CET". */
export const formatFlightDate = (place: FlightPlace) => airportDate(place.date, place.city);
export const formatFlightTime = (place: FlightPlace) => airportTime(place.date, place.city);
export const formatFlightDateTime = (place: FlightPlace) => airportDateTime(place.date, place.city);
/** yyyy-MM-dd as the analytics calls expect it. */
export const formatIsoDay = formatWith('yyyy-MM-dd');

/**
 * Dollars with a $ prefix, thousands separators and cents: 1234.5 → "$1,234.50"; a missing amount
 * shows $0.00. Written out by hand because the browser's first currency Intl.NumberFormat loads
 * locale data for about 25 ms, a long task on the first paint of every page that shows a price.
 */
export function formatMoney(dollars: number | string | null | undefined): string {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  const amount = value === null || value === undefined || !Number.isFinite(value) ? 0 : value;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** How long ago, short, for the booking desk (docs/product.md §22): "45 min", "20 h", "3 d". */
export function formatElapsed(since: DateInput, now: number = Date.now()): string {
  const date = toDate(since);
  if (!date) return MSG.invalidDate;
  const minutes = Math.max(0, Math.floor((now - date.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
