import { DEFAULT_CURRENCY_RATES, RATE_CURRENCIES, type CurrencyRates } from '@skylark/contract';
import { z } from 'zod';

/**
 * The display rates' rules (decision 104): one US dollar in each currency of the table. A rate is
 * sane within a factor of five of the shipped one, so a typo or a hostile source cannot show a
 * price a hundred times off.
 */
const SANE_FACTOR = 5;
const SETTING_MAX = 300;
const ITEM = /^([A-Z]{3})=(\d{1,7}(?:\.\d{1,8})?)$/;
/** How long a read of CURRENCY_RATES_URL may take, and how large its answer may be. */
export const RATES_TIMEOUT_MS = 5_000;
export const RATES_MAX_BYTES = 64 * 1024;

export class RatesError extends Error {}

function checkedRate(code: string, value: unknown): number {
  const shipped = DEFAULT_CURRENCY_RATES[code as keyof CurrencyRates];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RatesError(`${code} must be a number`);
  if (value < shipped / SANE_FACTOR || value > shipped * SANE_FACTOR)
    throw new RatesError(
      `${code}=${value} is outside ${shipped / SANE_FACTOR}–${shipped * SANE_FACTOR} (a typo?)`,
    );
  return value;
}

/** CURRENCY_RATES: "EUR=0.92,GBP=0.79,AED=3.6725,JPY=151.2", each currency of the table once. */
export function parseRatesSetting(text: string): CurrencyRates {
  if (text.length > SETTING_MAX) throw new RatesError(`must be at most ${SETTING_MAX} characters`);
  const found = new Map<string, number>();
  for (const item of text.split(',').map((part) => part.trim())) {
    const match = ITEM.exec(item);
    if (!match) throw new RatesError(`"${item.slice(0, 20)}" is not CODE=rate (EUR=0.92)`);
    const [, code, rate] = match as unknown as [string, string, string];
    if (!(RATE_CURRENCIES as readonly string[]).includes(code))
      throw new RatesError(`${code} is not one of ${RATE_CURRENCIES.join(', ')}`);
    if (found.has(code)) throw new RatesError(`${code} is given twice`);
    found.set(code, checkedRate(code, Number(rate)));
  }
  return tableOf((code) => found.get(code), 'must give');
}

function tableOf(rateOf: (code: string) => unknown, missing: string): CurrencyRates {
  const table = {} as CurrencyRates;
  for (const code of RATE_CURRENCIES) {
    const rate = rateOf(code);
    if (rate === undefined) throw new RatesError(`${missing} ${code}`);
    table[code] = checkedRate(code, rate);
  }
  return table;
}

/**
 * The table in an answer shaped like the common rate APIs (`{"base":"USD","rates":{"EUR":0.92,…}}`,
 * or `base_code`); currencies beyond the table's are ignored.
 */
export function ratesFromAnswer(answer: unknown): CurrencyRates {
  if (typeof answer !== 'object' || answer === null) throw new RatesError('answer is not an object');
  const { base, base_code: baseCode, rates } = answer as Record<string, unknown>;
  const named = base ?? baseCode;
  if (named !== undefined && named !== 'USD') throw new RatesError('answer is not based on USD');
  if (typeof rates !== 'object' || rates === null) throw new RatesError('answer has no rates');
  const byCode = rates as Record<string, unknown>;
  return tableOf((code) => (Object.hasOwn(byCode, code) ? byCode[code] : undefined), 'answer lacks');
}

/** Reads CURRENCY_RATES_URL: a bounded time, a bounded body, a sane table or a throw. */
export async function readRatesUrl(url: string): Promise<CurrencyRates> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(RATES_TIMEOUT_MS),
    headers: { accept: 'application/json' },
    redirect: 'error',
  });
  if (!response.ok || !response.body) throw new RatesError(`rate source answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  // leaving the loop cancels the rest of the answer
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > RATES_MAX_BYTES) break;
    chunks.push(chunk);
  }
  if (size > RATES_MAX_BYTES) throw new RatesError('rate source answer too large');
  let answer: unknown;
  try {
    answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new RatesError('rate source answer is not JSON');
  }
  return ratesFromAnswer(answer);
}

/** The CURRENCY_RATES setting, checked at start: a bad table stops the server and names the setting. */
const currencyRatesSetting = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return undefined;
    try {
      return parseRatesSetting(text);
    } catch (error) {
      if (!(error instanceof RatesError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });

/** CURRENCY_RATES and CURRENCY_RATES_URL, as settings.ts reads them. */
export const currencySettings = {
  CURRENCY_RATES: currencyRatesSetting.optional(),
  CURRENCY_RATES_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .max(500)
    .optional(),
};
