import {
  MSG,
  airportDate,
  airportDateTime,
  airportTime,
  formatInCurrency,
  formatMoney as formatDollars,
  groupThousands,
  isolate,
  isoDayOf,
  timeZoneOf,
  zonedDateTime,
  zonedTime,
  writesRightToLeft,
  type Language,
} from '@skylark/contract';
import { currentLanguage, i18n } from '@/lib/i18n';

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

/**
 * The locale each language writes dates and numbers in (docs/decisions/102, "Formats"): Arabic as the
 * Emirates write it, with Western digits as Gulf airlines print times, prices and flight numbers.
 */
export const LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  ar: 'ar-AE-u-nu-latn',
};

type Other = Exclude<Language, 'en'>;
const otherFormats = new Map<string, Intl.DateTimeFormat>();
/** A date format of another language, in a zone (the reader's own when none), made once. */
function otherFormat(language: Other, kind: 'date' | 'shortDate' | 'time', timeZone?: string) {
  const key = `${language} ${kind} ${timeZone ?? ''}`;
  let format = otherFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { month: 'short', day: kind === 'date' ? '2-digit' : 'numeric', year: 'numeric' };
    format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone });
    otherFormats.set(key, format);
  }
  return format;
}

/** "Invalid Date", in the language shown. */
const invalidDate = () => (other() ? i18n.t('app:lib.invalidDate') : MSG.invalidDate);

/** English keeps its fast, spec-exact formats; another language writes the same parts its own way. */
const other = (): Other | null => {
  const language = currentLanguage();
  return language === 'en' ? null : language;
};

function formatWith(write: (date: Date, f: ReturnType<typeof localFormats>) => string) {
  return (value: DateInput): string => {
    const date = toDate(value);
    if (!date) return invalidDate();
    const language = other();
    if (!language) return write(date, localFormats());
    return write(date, {
      date: otherFormat(language, 'date'),
      shortDate: otherFormat(language, 'shortDate'),
      time: otherFormat(language, 'time'),
    });
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
  return date ? zonedDateTimeIn(date, Intl.DateTimeFormat().resolvedOptions().timeZone) : invalidDate();
};

/** A time and its zone, "19:45 CET", kept in that order inside a right-to-left sentence. */
function timeAndZone(text: string): string {
  const language = other();
  return language && writesRightToLeft(language) ? isolate(text, 'ltr') : text;
}

/**
 * A moment in a zone, "Dec 05, 2026 19:45 CET"; another language writes the day its own way and keeps
 * the time and the zone's name as travellers know them ("05 dic 2026 19:45 CET").
 */
function zonedDateTimeIn(date: Date, timeZone: string): string {
  const language = other();
  if (!language) return zonedDateTime(date, timeZone);
  return `${otherFormat(language, 'date', timeZone).format(date)} ${timeAndZone(zonedTime(date, timeZone))}`;
}

/**
 * A booking's pay-by time at its departure airport with the zone named, as the e-mail writes it too
 * (docs/product.md#143-paying-for-a-booking): one zone for the same deadline wherever it is read.
 */
export const formatPayBy = (payBy: DateInput, airport: string): string => {
  const date = toDate(payBy);
  if (!date) return invalidDate();
  return other() ? zonedDateTimeIn(date, timeZoneOf(airport)) : airportDateTime(date, airport);
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
export function formatFlightDate(place: FlightPlace): string {
  const language = other();
  const date = language ? toDate(place.date) : null;
  if (!language || !date) return airportDate(place.date, place.city);
  return otherFormat(language, 'date', timeZoneOf(place.city)).format(date);
}
/** "19:45 CET" in every language: 24-hour, Western digits, the zone's name as travellers know it. */
export const formatFlightTime = (place: FlightPlace) => timeAndZone(airportTime(place.date, place.city));
export function formatFlightDateTime(place: FlightPlace): string {
  const date = other() ? toDate(place.date) : null;
  return date ? zonedDateTimeIn(date, timeZoneOf(place.city)) : airportDateTime(place.date, place.city);
}
/** yyyy-MM-dd of the browser's own calendar, as the analytics calls expect it. */
export const formatIsoDay = formatWith((d) => isoDayOf(d, 'local'));

const moneyFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<Other, Intl.NumberFormat>();

/**
 * US dollars: "$1,234.50" in English (docs/product.md's format, written out without Intl); in another
 * language as it writes dollars, "1.234,50 US$", "1 234,50 $US", "1,234.50 US$". `wholeWithoutCents`
 * leaves out the cents of a whole amount ("$299", "299 US$"), as "from" prices and a chart's axis show it.
 */
export function formatMoney(
  dollars: number | string | null | undefined,
  { wholeWithoutCents = false } = {},
): string {
  const language = other();
  if (!language) {
    const written = formatDollars(dollars);
    return wholeWithoutCents ? written.replace(/\.00$/, '') : written;
  }
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  const amount = value === null || value === undefined || !Number.isFinite(value) ? 0 : value;
  const key = `${language}${wholeWithoutCents ? ':whole' : ''}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'USD',
      useGrouping: 'always',
      ...(wholeWithoutCents ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
    });
    moneyFormats.set(key, format);
  }
  return formatInCurrency(format, Math.round(amount * 100) / 100, LOCALES[language]);
}

/** A whole count with the language's thousands separator: "1,234" in English, "1.234" in Spanish. */
export function formatNumber(value: number): string {
  const language = other();
  if (!language) return groupThousands(value);
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0, useGrouping: 'always' });
    numberFormats.set(language, format);
  }
  return format.format(Math.trunc(value));
}

/** How long ago, short, for the booking desk (docs/product.md#145-the-booking-desk): "45 min", "20 h", "3 d". */
export function formatElapsed(since: DateInput, now: number = Date.now()): string {
  const date = toDate(since);
  if (!date) return invalidDate();
  const minutes = Math.max(0, Math.floor((now - date.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
