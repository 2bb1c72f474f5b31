import { formatInCurrency, type CurrencyRates, type DisplayCurrency } from '@skylark/contract';

/**
 * Amounts in a currency by locale (docs/product.md#1417-prices-in-the-travellers-currency). Intl
 * knows each currency's own decimals: JPY none, USD, EUR, GBP and AED two, KWD and BHD three.
 * Bitcoin is never written in Intl's currency style, which prints "BTC 0.00".
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** An amount of an ISO 4217 currency, with that currency's own decimals. */
export const formatCurrency = (amount: number, currency: string, locale: string): string =>
  formatInCurrency(formatOf(locale, { style: 'currency', currency }), amount, locale);

/** Dollars in a currency of the rate table (USD as it is). */
export const convertUsd = (usd: number, currency: DisplayCurrency, rates: CurrencyRates): number =>
  currency === 'USD' ? usd : usd * rates[currency];

const SATS_PER_BTC = 100_000_000;

/** Satoshis as bitcoin, a plain number of up to eight decimals with its label: "0.00123 BTC". */
export const formatBtc = (sats: number, locale: string): string =>
  `${formatOf(locale, { maximumFractionDigits: 8 }).format(sats / SATS_PER_BTC)} BTC`;

/** Satoshis as a whole number with its label: "123,000 sats". */
export const formatSats = (sats: number, locale: string): string =>
  `${formatOf(locale, { maximumFractionDigits: 0 }).format(sats)} sats`;
