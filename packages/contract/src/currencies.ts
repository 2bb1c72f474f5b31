/**
 * No zod here: the header's currency picker loads this on every page's arrival.
 * The currencies a traveller may see prices in (docs/product.md#1417-prices-in-the-travellers-currency).
 * Fares are sold and charged in USD; the others are approximations from the rate table.
 */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'JPY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
/** The currencies of the rate table: units of each that one US dollar buys. */
export const RATE_CURRENCIES = ['EUR', 'GBP', 'AED', 'JPY'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
export type CurrencyRates = Record<RateCurrency, number>;

/** The shipped table, used when neither CURRENCY_RATES nor CURRENCY_RATES_URL is set. */
export const DEFAULT_CURRENCY_RATES: CurrencyRates = { EUR: 0.92, GBP: 0.79, AED: 3.6725, JPY: 151.2 };

export const CURRENCY_RATE_SOURCES = ['default', 'setting', 'url'] as const;

export const currencyMessages = {
  ratesRetrieved: 'Currency rates retrieved',
} as const;
