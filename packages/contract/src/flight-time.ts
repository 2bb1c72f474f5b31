import { timeZoneOf } from './airport-time-zones';
import { MSG } from './messages';
import { written } from './written-times';

/**
 * Flight times as every screen and e-mail writes them (docs/product.md#133-times-and-time-zones): in the zone of the
 * airport where they happen, 24-hour, with the zone named — "Dec 05, 2026 19:45 CET".
 */

interface ZoneFormats {
  date: Intl.DateTimeFormat;
  /** the time and the zone's name in one: "19:45 CET" is read from its parts */
  clock: Intl.DateTimeFormat;
}

const US_NAMED = /^(?:America\/|Pacific\/Honolulu$)/;

// building an Intl.DateTimeFormat is slow (a long task on a phone); one pair per zone serves every call
const cache = new Map<string, ZoneFormats>();

function formatsOf(timeZone: string): ZoneFormats {
  let formats = cache.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: '2-digit', year: 'numeric' }),
      // the names travellers know: English (US) has EST, PST and HST, English (UK) has CET, EET and
      // BST; elsewhere both write an offset such as GMT+9
      clock: new Intl.DateTimeFormat(US_NAMED.test(timeZone) ? 'en-US' : 'en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
    };
    cache.set(timeZone, formats);
  }
  return formats;
}

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "19:45 CET" */
function clockOf(formats: ZoneFormats, date: Date): string {
  const parts = formats.clock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/**
 * Builds the formats of an airport's zone ahead of its first time shown, so a page can build each in
 * a task of its own instead of all of them in the render that shows a list of flights.
 */
export function prepareAirportTime(airport: string): void {
  formatsOf(timeZoneOf(airport));
}

/** "19:45 CET": the time at the airport, with its zone. */
export function airportTime(value: string | Date | null | undefined, airport: string): string {
  const date = parse(value);
  if (!date) return MSG.invalidDate;
  return zonedTime(date, timeZoneOf(airport));
}

/** "Dec 05, 2026": the day at the airport (a late departure in UTC may be the next day there). */
export function airportDate(value: string | Date | null | undefined, airport: string): string {
  const date = parse(value);
  if (!date) return MSG.invalidDate;
  const timeZone = timeZoneOf(airport);
  return written('date', date, timeZone, () => formatsOf(timeZone).date.format(date));
}

/** "19:45 CET" in any IANA zone: the clock part of `zonedDateTime`, for a page that writes the day itself. */
export function zonedTime(value: string | Date | null | undefined, timeZone: string): string {
  const date = parse(value);
  if (!date) return MSG.invalidDate;
  return written('clock', date, timeZone, () => clockOf(formatsOf(timeZone), date));
}

/** "Dec 05, 2026 19:45 CET". */
export function airportDateTime(value: string | Date | null | undefined, airport: string): string {
  return zonedDateTime(value, timeZoneOf(airport));
}

/** "Dec 05, 2026 19:45 CET" in any IANA zone, e.g. the reader's own for a pay-by time. */
export function zonedDateTime(value: string | Date | null | undefined, timeZone: string): string {
  const date = parse(value);
  if (!date) return MSG.invalidDate;
  return written('full', date, timeZone, () => {
    const formats = formatsOf(timeZone);
    return `${formats.date.format(date)} ${clockOf(formats, date)}`;
  });
}

const dayKeys = new Map<string, Intl.DateTimeFormat>();
/** Days since 1970 of the calendar day at the airport. */
function localDayNumber(date: Date, airport: string): number {
  const timeZone = timeZoneOf(airport);
  let format = dayKeys.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayKeys.set(timeZone, format);
  }
  return Date.parse(`${format.format(date)}T00:00:00Z`) / 86_400_000;
}

/**
 * How many local calendar days after its departure day a flight lands: 1 for an overnight flight
 * ("+1" beside its arrival time), 0 on the same day, -1 when it lands on the day before out east.
 */
export function arrivalDayShift(
  departure: { city: string; date: string | Date },
  arrival: { city: string; date: string | Date },
): number {
  const from = parse(departure.date);
  const to = parse(arrival.date);
  if (!from || !to) return 0;
  return localDayNumber(to, arrival.city) - localDayNumber(from, departure.city);
}
