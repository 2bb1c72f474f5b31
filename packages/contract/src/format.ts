/**
 * The one way server, mails and web write a calendar day and an amount of money. No zod here: the
 * web's first load imports this module.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment's calendar day as yyyy-MM-dd: in UTC, the API's days (the default), in the clock's own
 * time zone, the day a person sees on their calendar, or in an IANA zone (an airport's).
 */
export function isoDayOf(date: Date, zone: 'utc' | 'local' | (string & {}) = 'utc'): string {
  if (zone === 'utc')
    return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (zone === 'local')
    return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA writes a date as yyyy-MM-dd
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(date);
}

/** Today (or `now`) as yyyy-MM-dd in the clock's own time zone. */
export const localDay = (now: Date = new Date()): string => isoDayOf(now, 'local');

/**
 * Dollars with a $ prefix, thousands separators and cents: 1234.5 → "$1,234.50"; a missing amount
 * is $0.00. Written out rather than with a currency Intl.NumberFormat, whose first use in a browser
 * loads locale data in a long task.
 */
export function formatMoney(dollars: number | string | null | undefined): string {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  const amount = value === null || value === undefined || !Number.isFinite(value) ? 0 : value;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}.${pad(cents % 100)}`;
}
