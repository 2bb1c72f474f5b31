import { MINUTE_MS } from '@skylark/contract';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { countHit, refundHit } from '../../lib/rate-counters';
import { pnrOf } from '../../lib/tracking-id';

const TOO_MANY_GUESSES = 'Too many requests. Please try again later.';

/**
 * A last name given on public tracking is a guess at the booking's key: it is counted per PNR (the
 * first 7 characters, whether the 12 or the 7 were given; whoever asks, from any address) before it
 * is compared, so parallel guesses cannot slip past, and a right one gives its hit back. Past
 * `TRACKING_RATE_LIMIT` a minute every guess answers 429, right or wrong, so the answer tells nothing
 * (docs/product.md#14-bookings-and-payment).
 */
export async function withTrackingGuess<T extends { limited: boolean }>(
  db: Db,
  reference: string,
  limit: number,
  answer: () => Promise<T>,
): Promise<T> {
  const key = `tracking-guess|${pnrOf(reference)}`;
  const hit = await countHit(db, key, MINUTE_MS);
  if (hit.hits > limit) throw tooManyRequests(TOO_MANY_GUESSES, hit.msLeft);
  const result = await answer();
  if (!result.limited) await refundHit(db, key);
  return result;
}
