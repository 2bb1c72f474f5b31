import type { CurrencyRateTable } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema';
import { readRatesUrl } from '../../lib/currency-rates';

type RatesSettings = AppConfig['currencyRates'];

/**
 * The display rates in use (docs/product.md#1417-prices-in-the-travellers-currency): the last good
 * read of CURRENCY_RATES_URL, else CURRENCY_RATES, else the shipped table. A table read from
 * another URL than the one set now is not used.
 */
export async function currentRates(
  db: Db,
  settings: RatesSettings,
  startedAt: Date,
): Promise<CurrencyRateTable> {
  if (settings.url) {
    const [row] = await db.select().from(currencyRates).where(eq(currencyRates.id, 1));
    if (row && row.sourceUrl === settings.url)
      return { base: 'USD', rates: row.rates, updatedAt: row.updatedAt.toISOString(), source: 'url' };
  }
  return {
    base: 'USD',
    rates: settings.table,
    updatedAt: startedAt.toISOString(),
    source: settings.source,
  };
}

/**
 * The currency-rates job: reads the URL and keeps the table when it is sane. A slow, large,
 * malformed or insane answer throws, and the last good table stays in use.
 */
export async function refreshRates(db: Db, url: string, now: Date): Promise<void> {
  const rates = await readRatesUrl(url);
  await db
    .insert(currencyRates)
    .values({ id: 1, rates, sourceUrl: url, updatedAt: now })
    .onConflictDoUpdate({ target: currencyRates.id, set: { rates, sourceUrl: url, updatedAt: now } });
}
