import { airportDateTime, flightTimeHint } from '@skylark/contract';
import { format, isValid, parseISO } from 'date-fns';

/** An ISO instant → the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** A datetime-local value (local time) → an ISO instant; '' when empty or unreadable. */
export function fromLocalInput(value: string): string {
  if (value.trim() === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The browser's own zone, short ("GMT+1", "EST"). */
function browserZone(at: Date): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * The hint under a date field: the admin types in their own time, and every screen shows flights in
 * the airport's time (docs/product.md §13.3), so the hint says both.
 */
export function airportTimeHint(airport: string, value: string): string {
  const iso = fromLocalInput(value);
  const at = iso ? new Date(iso) : new Date();
  return flightTimeHint(browserZone(at), iso && airport ? airportDateTime(iso, airport) : null);
}
