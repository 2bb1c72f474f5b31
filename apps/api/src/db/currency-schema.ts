import type { CurrencyRates } from '@skylark/contract';
import { jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last good table read from CURRENCY_RATES_URL (decision 104): one row (id 1), written by the
 * currency-rates job, so that every process serves the same table.
 */
export const currencyRates = pgTable('currency_rates', {
  id: smallint('id').primaryKey().default(1),
  rates: jsonb('rates').$type<CurrencyRates>().notNull(),
  sourceUrl: text('source_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
