/**
 * The one way server, mails and web write a calendar day and an amount of money. No zod here: the
 * web's first load imports this module.
 */

import { isolate, writesRightToLeft } from './languages';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A whole number with thousands separators, 1234567 → "1,234,567". Written out rather than with
 * toLocaleString, whose first use in a browser loads locale data in a long task.
 */
export function groupThousands(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return whole < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

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
 * is $0.00.
 */
export function formatMoney(dollars: number | string | null | undefined): string {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  const amount = value === null || value === undefined || !Number.isFinite(value) ? 0 : value;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = groupThousands(Math.floor(cents / 100));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}.${pad(cents % 100)}`;
}

/**
 * An amount in a currency format of `locale`. Written right to left, the currency's sign is an
 * isolate: else the bidi algorithm draws "620.00 US$" as "$US 620.00".
 */
export function formatInCurrency(format: Intl.NumberFormat, amount: number, locale: string): string {
  if (!writesRightToLeft(locale)) return format.format(amount);
  return format
    .formatToParts(amount)
    .map(({ type, value }) => (type === 'currency' ? isolate(value, 'auto') : value))
    .join('');
}
