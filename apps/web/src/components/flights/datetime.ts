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
