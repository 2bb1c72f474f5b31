import { invoiceMessages } from '@skylark/contract';
import { AppError } from '../../lib/errors';

/**
 * The dollars a bitcoin buys, for a new booking's amount (docs/product.md#143-paying-for-a-booking, decision 030).
 * BTC_RATE_URL, when set, is read at most once a minute, in the background after the first read;
 * a rate outside sane bounds or an answer later than 3 s counts as a failure. After a failure the
 * last good rate serves for up to 10 minutes, then BTC_USD_RATE when set, else bookings are refused.
 */
export interface RateSource {
  /** dollars per bitcoin, or undefined when no rate is configured at all */
  current(now: Date): Promise<number | undefined>;
}

const FRESH_MS = 60_000;
const USABLE_MS = 10 * 60_000;
const TIMEOUT_MS = 3_000;
const MAX_BODY = 64 * 1024;
export const MIN_RATE = 1_000;
export const MAX_RATE = 10_000_000;

export const rateUnavailable = () => new AppError(503, invoiceMessages.rateUnavailable);

/** The USD rate of an answer shaped like mempool.space's /api/v1/prices: `{"USD": 97000, …}`. */
export async function readRate(url: string, fetchImpl: typeof fetch = fetch): Promise<number> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`rate source answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BODY) throw new Error('rate source answer too large');
  const usd = (JSON.parse(text) as { USD?: unknown }).USD;
  if (typeof usd !== 'number' || !Number.isFinite(usd) || usd < MIN_RATE || usd > MAX_RATE) {
    throw new Error(`rate source gave no sane USD rate (${String(usd)})`);
  }
  return Math.round(usd * 100) / 100;
}

export function createRateSource(options: {
  fixedRate: number | undefined;
  url: string | undefined;
  log?: { warn(obj: object, msg: string): void };
  fetchImpl?: typeof fetch;
}): RateSource {
  const { fixedRate, url, log } = options;
  if (!url) return { current: async () => fixedRate };
  let last: { rate: number; at: number } | undefined;
  let lastTry = 0;
  let reading: Promise<void> | undefined;

  const refresh = (now: number) => {
    lastTry = now;
    reading ??= readRate(url, options.fetchImpl)
      .then((rate) => {
        last = { rate, at: now };
      })
      .catch((err: unknown) => log?.warn({ err }, 'the Bitcoin exchange rate could not be read'))
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  return {
    async current(nowDate) {
      const now = nowDate.getTime();
      if (!last) {
        if (now - lastTry >= FRESH_MS || reading) await refresh(now);
      } else if (now - last.at >= FRESH_MS && now - lastTry >= FRESH_MS) {
        // served from the last read; the next booking gets the new one
        void refresh(now);
      }
      if (last && now - last.at < USABLE_MS) return last.rate;
      if (fixedRate !== undefined) return fixedRate;
      throw rateUnavailable();
    },
  };
}

/** Satoshis for an amount in cents at a rate in dollars per bitcoin, rounded up to the satoshi. */
export const satsFor = (cents: number, usdPerBtc: number) =>
  // rounded to a thousandth first, so that float noise never adds a satoshi
  Math.ceil(Math.round(((cents * 1_000_000) / usdPerBtc) * 1000) / 1000);
