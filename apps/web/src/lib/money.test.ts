import { DEFAULT_CURRENCY_RATES } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { convertUsd, formatBtc, formatCurrency, formatSats } from './money';

describe('formatCurrency: each currency with its own decimals, in the chosen locale', () => {
  it('writes JPY without decimals', () => {
    expect(formatCurrency(21240.4, 'JPY', 'en-US')).toBe('¥21,240');
  });

  it('writes a three-decimal currency with three decimals', () => {
    expect(formatCurrency(65.4321, 'KWD', 'en-US')).toBe('KWD\u00a065.432');
    expect(formatCurrency(1.2, 'BHD', 'en-US')).toBe('BHD\u00a01.200');
  });

  it('writes EUR the French way in fr-FR and the American way in en-US', () => {
    // fr-FR: a decimal comma, and a no-break space before the sign
    expect(formatCurrency(1212.4, 'EUR', 'fr-FR')).toBe('1\u202f212,40\u00a0€');
    expect(formatCurrency(1212.4, 'EUR', 'en-US')).toBe('€1,212.40');
  });

  it('writes AED in Arabic with its own sign, right-to-left marks and two decimals', () => {
    expect(formatCurrency(780.06, 'AED', 'ar')).toBe('\u200f780.06\u00a0\u2068د.إ.\u2069\u200f');
  });

  it('keeps a Latin sign whole in Arabic, an isolate that the page cannot draw as "$US"', () => {
    expect(formatCurrency(620, 'USD', 'ar')).toBe('\u200f620.00\u00a0\u2068US$\u2069');
    expect(formatCurrency(620, 'USD', 'fr-FR')).toBe('620,00\u00a0$US');
  });
});

describe('convertUsd', () => {
  it('multiplies by the rate of the currency, USD unchanged', () => {
    expect(convertUsd(100, 'EUR', { ...DEFAULT_CURRENCY_RATES, EUR: 0.92 })).toBeCloseTo(92);
    expect(convertUsd(100, 'USD', DEFAULT_CURRENCY_RATES)).toBe(100);
  });
});

describe('bitcoin amounts never use the currency style', () => {
  it('writes BTC as a number of up to eight decimals with its label', () => {
    expect(formatBtc(123_000, 'en-US')).toBe('0.00123 BTC');
    expect(formatBtc(1, 'en-US')).toBe('0.00000001 BTC');
    expect(formatBtc(123_000, 'fr-FR')).toBe('0,00123 BTC');
    expect(formatBtc(123_000, 'en-US')).not.toContain('0.00 ');
  });

  it('writes sats as a whole number with its label', () => {
    expect(formatSats(1_234_567, 'en-US')).toBe('1,234,567 sats');
  });
});
