import { MSG, airportDate, airportDateTime, airportTime, isoDayOf, zonedDateTime } from '@skylark/contract';

export type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // a day without a time is that day here, not midnight UTC
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const local = new Date(year, month, date);
    return local.getMonth() === month && local.getDate() === date ? local : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// made on first use: building an Intl format is a long task on a page's first paint
let formats: Record<'date' | 'shortDate' | 'time', Intl.DateTimeFormat> | undefined;
const localFormats = () =>
  (formats ??= {
    date: new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }),
    shortDate: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  });

function formatWith(write: (date: Date, f: ReturnType<typeof localFormats>) => string) {
  return (value: DateInput): string => {
    const date = toDate(value);
    return date ? write(date, localFormats()) : MSG.invalidDate;
  };
}

/**
 * docs/product.md#9-constants-and-limits date formats, in the browser's local time, for moments that happen nowhere in
 * particular (a booking made, a login): "Dec 05, 2026", "Dec 05, 2026 19:45", "19:45",
 * "Dec 5, 2026". Invalid dates show "Invalid Date".
 */
export const formatDate = formatWith((d, f) => f.date.format(d));
export const formatDateTime = formatWith((d, f) => `${f.date.format(d)} ${f.time.format(d)}`);
export const formatTime = formatWith((d, f) => f.time.format(d));
export const formatShortDate = formatWith((d, f) => f.shortDate.format(d));

/** A deadline in the reader's own time with their zone named (a pay-by time): "Nov 27, 2026 08:15 CET". */
export const formatLocalDateTimeZoned = (value: DateInput): string => {
  const date = toDate(value);
  return date ? zonedDateTime(date, Intl.DateTimeFormat().resolvedOptions().timeZone) : MSG.invalidDate;
};

/**
 * A booking's pay-by time at its departure airport with the zone named, as the e-mail writes it too
 * (docs/product.md#143-paying-for-a-booking): one zone for the same deadline wherever it is read.
 */
export const formatPayBy = (payBy: DateInput, airport: string): string => {
  const date = toDate(payBy);
  return date ? airportDateTime(date, airport) : MSG.invalidDate;
};

/** A countdown: "29:05" under an hour, "1:02:03" above; never below "0:00". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const [hours, minutes, seconds] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** A departure or an arrival: where and when. */
export interface FlightPlace {
  city: string;
  date: string;
}

/** docs/product.md#133-times-and-time-zones: flight times in the airport's own zone, named — "Dec 05, 2026 19:45 CET". */
export const formatFlightDate = (place: FlightPlace) => airportDate(place.date, place.city);
export const formatFlightTime = (place: FlightPlace) => airportTime(place.date, place.city);
export const formatFlightDateTime = (place: FlightPlace) => airportDateTime(place.date, place.city);
/** yyyy-MM-dd of the browser's own calendar, as the analytics calls expect it. */
export const formatIsoDay = formatWith((d) => isoDayOf(d, 'local'));

export { formatMoney } from '@skylark/contract';

/** How long ago, short, for the booking desk (docs/product.md#145-the-booking-desk): "45 min", "20 h", "3 d". */
export function formatElapsed(since: DateInput, now: number = Date.now()): string {
  const date = toDate(since);
  if (!date) return MSG.invalidDate;
  const minutes = Math.max(0, Math.floor((now - date.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
