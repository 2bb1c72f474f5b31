import { z } from 'zod';
import { CURRENCY_RATE_SOURCES } from './currencies';

/** GET /currency-rates */
export const currencyRatesSchema = z.object({
  base: z.literal('USD'),
  rates: z.object({ EUR: z.number(), GBP: z.number(), AED: z.number(), JPY: z.number() }),
  /** when the table was set: the server's start for a setting or the default, the last good read of the URL */
  updatedAt: z.string(),
  source: z.enum(CURRENCY_RATE_SOURCES),
});
export type CurrencyRateTable = z.infer<typeof currencyRatesSchema>;
