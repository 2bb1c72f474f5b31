import { LOGIN_FAILURE_LIMIT } from '@skylark/contract';
import type { Db } from '../../db/client';
import { clearHits, countHit } from '../../lib/rate-counters';

const WINDOW_MS = 60_000;
const counterKey = (key: string) => `login|${key}`;

/**
 * Failed logins per client address and e-mail (docs/product.md §12: 10 a minute), counted in the
 * database so that every server process shares the limit. The attempt is counted before the
 * password is checked, so guesses sent in parallel cannot slip past the limit.
 */
export async function admitLoginAttempt(db: Db, key: string): Promise<boolean> {
  const { hits } = await countHit(db, counterKey(key), WINDOW_MS);
  return hits <= LOGIN_FAILURE_LIMIT;
}

/** A successful login forgets the failures before it. */
export async function forgetLoginFailures(db: Db, key: string): Promise<void> {
  await clearHits(db, counterKey(key));
}
