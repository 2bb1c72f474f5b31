import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatFlightDate,
  formatFlightDateTime,
  formatFlightTime,
  formatIsoDay,
  formatLocalDateTimeZoned,
  formatMoney,
  formatNumber,
  formatShortDate,
  formatTime,
} from './format';
import { changeLanguage } from '@/lib/i18n';

// local time, as the browser shows it
const afternoon = new Date(2025, 0, 5, 14, 7);

describe('dates', () => {
  it('uses the formats of docs/product.md#9-constants-and-limits', () => {
    expect(formatDate(afternoon)).toBe('Jan 05, 2025');
    expect(formatDateTime(afternoon)).toBe('Jan 05, 2025 14:07');
    expect(formatTime(afternoon)).toBe('14:07');
    expect(formatShortDate(afternoon)).toBe('Jan 5, 2025');
    expect(formatIsoDay(afternoon)).toBe('2025-01-05');
  });

  it('writes a flight time in the zone of its airport, 24-hour and named (docs/product.md#133-times-and-time-zones)', () => {
    const departure = { city: 'Paris, Charles de Gaulle (CDG)', date: '2026-12-05T18:45:00.000Z' };
    expect(formatFlightTime(departure)).toBe('19:45 CET');
    expect(formatFlightDate(departure)).toBe('Dec 05, 2026');
    expect(formatFlightDateTime({ city: 'Tokyo, Haneda (HND)', date: '2026-12-05T23:30:00.000Z' })).toBe(
      'Dec 06, 2026 08:30 GMT+9',
    );
  });

  it('reads ISO strings from the API', () => {
    expect(formatDate(afternoon.toISOString())).toBe('Jan 05, 2025');
  });

  it('shows "Invalid Date" for anything that is not a date', () => {
    for (const value of ['not a date', '', null, undefined, Number.NaN]) {
      expect(formatDate(value)).toBe('Invalid Date');
    }
    expect(formatDateTime('2025-13-45')).toBe('Invalid Date');
  });
});

describe('money', () => {
  it('shows dollars with a $ prefix, thousands separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney('299')).toBe('$299.00');
    expect(formatMoney(999.999)).toBe('$1,000.00');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('puts the minus sign of a negative amount before the dollar sign', () => {
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows a missing amount as $0.00', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });
});

describe('invoices', () => {
  it('counts down in minutes and seconds, hours when there are any, never below zero', () => {
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it("writes a pay-by time in the reader's zone with the zone named", () => {
    const payBy = new Date(2026, 10, 27, 8, 15);
    expect(formatLocalDateTimeZoned(payBy.toISOString())).toMatch(/^Nov 27, 2026 08:15 \S+/);
    expect(formatLocalDateTimeZoned('soon')).toBe('Invalid Date');
  });
});

describe('in the chosen language (docs/decisions/102, "Formats")', () => {
  const departure = { city: 'Paris, Charles de Gaulle (CDG)', date: '2026-12-05T18:45:00.000Z' };

  it('writes Spanish days and dollars, keeping the time and the zone travellers know', async () => {
    await changeLanguage('es');
    expect(formatDate(afternoon)).toBe('05 ene 2025');
    expect(formatDateTime(afternoon)).toBe('05 ene 2025 14:07');
    expect(formatFlightDate(departure)).toBe('05 dic 2026');
    expect(formatFlightTime(departure)).toBe('19:45 CET');
    expect(formatFlightDateTime(departure)).toBe('05 dic 2026 19:45 CET');
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0US$');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatDate('not a date')).toBe('Fecha no válida');
  });

  it('writes French dollars with a thin space between thousands', async () => {
    await changeLanguage('fr');
    expect(formatShortDate(afternoon)).toBe('5 janv. 2025');
    expect(formatMoney('1234.5').replace(/\s/g, ' ')).toBe('1 234,50 $US');
  });

  it('writes Arabic with Western digits, as Gulf airlines print times and prices', async () => {
    await changeLanguage('ar');
    // the time and its zone an isolate, so that a right-to-left line keeps "19:45 CET" whole
    expect(formatFlightDateTime(departure)).toBe('05 ديسمبر 2026 \u206619:45 CET\u2069');
    expect(formatFlightTime(departure)).toBe('\u206619:45 CET\u2069');
    expect(formatMoney(1234.5)).toBe('\u200f1,234.50\u00a0\u2068US$\u2069');
    expect(formatNumber(1234)).toBe('1,234');
  });

  it('keeps English exactly as the spec writes it', async () => {
    await changeLanguage('en');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatFlightDateTime(departure)).toBe('Dec 05, 2026 19:45 CET');
  });

  it('leaves out the cents of a whole "from" price in every language, and keeps any other cents', async () => {
    const whole = { wholeWithoutCents: true };
    const written: Record<string, string[]> = {};
    for (const language of ['en', 'es', 'fr', 'ar'] as const) {
      await changeLanguage(language);
      written[language] = [formatMoney(1299, whole), formatMoney(1299.5, whole)].map((m) =>
        m.replace(/\s/g, ' '),
      );
    }
    expect(written).toEqual({
      en: ['$1,299', '$1,299.50'],
      es: ['1.299 US$', '1.299,50 US$'],
      fr: ['1 299 $US', '1 299,50 $US'],
      ar: ['\u200f1,299 \u2068US$\u2069', '\u200f1,299.50 \u2068US$\u2069'],
    });
    await changeLanguage('en');
  });
});
