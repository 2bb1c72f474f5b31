import { LOGIN_FAILURE_LIMIT } from '@skylark/contract';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { clearHits, countHit, refundHit } from '../../lib/rate-counters';

const PAIR_WINDOW_MS = 60_000;
/** Attempts on one account from all addresses together before delays start, per window. */
export const ACCOUNT_FREE_ATTEMPTS = 20;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
/** The first delay; it doubles with each further attempt, up to the cap. */
export const ACCOUNT_FIRST_DELAY_MS = 15_000;
export const ACCOUNT_MAX_DELAY_MS = 5 * 60_000;
/** Login attempts from one address (an IPv6 /64) across all accounts, per window. */
export const ADDRESS_LIMIT = 100;
const ADDRESS_WINDOW_MS = 15 * 60_000;

const PAIR_MESSAGE = 'Too many failed login attempts. Please try again in a minute.';
const LATER_MESSAGE = 'Too many failed login attempts. Please try again later.';

/** Which secret is being guessed: a customer's or an administrator's password, or a second-factor code. */
export type LoginScope = 'user' | 'admin' | 'mfa';

export interface LoginAttempt {
  pair: string;
  account: string;
  accountSlot: string;
  address: string;
  device: string | null;
}

/** The delay an account imposes once it is past its free attempts: doubling, capped. */
export function accountDelayMs(attempts: number): number {
  const over = attempts - ACCOUNT_FREE_ATTEMPTS;
  if (over <= 0) return 0;
  return Math.min(ACCOUNT_FIRST_DELAY_MS * 2 ** Math.min(over - 1, 20), ACCOUNT_MAX_DELAY_MS);
}

/**
 * Three limits, all counted in the database so every server process shares them, and each attempt
 * counted before the password is checked so guesses sent in parallel cannot slip past:
 * - per address and e-mail: 10 a minute (docs/product.md#12-accounts-and-access);
 * - per address across accounts (one password tried on every account);
 * - per account across addresses: after the free attempts, one attempt per delay that doubles up
 *   to a few minutes, so nobody can lock an account for good but guessing becomes slow.
 * Unknown e-mails are counted exactly like real ones, so the limits reveal nothing.
 * A device cookie of the account (from a past login on this browser) replaces the per-account
 * limits by a limit of its own (10 failures per 15 minutes), so strangers filling the account's limit never lock its owner out;
 * a device past its own limit is treated like any other.
 */
export async function admitLoginAttempt(
  db: Db,
  scope: LoginScope,
  address: string,
  email: string,
  deviceId: string | null = null,
): Promise<LoginAttempt> {
  const attempt: LoginAttempt = {
    pair: `login|${scope}|${address}|${email}`,
    account: `login-account|${scope}|${email}`,
    accountSlot: `login-account-slot|${scope}|${email}`,
    address: `login-address|${address}`,
    device: deviceId ? `login-device|${scope}|${deviceId}` : null,
  };
  const byAddress = await countHit(db, attempt.address, ADDRESS_WINDOW_MS);
  if (byAddress.hits > ADDRESS_LIMIT) throw tooManyRequests(LATER_MESSAGE, byAddress.msLeft);
  if (attempt.device) {
    const byDevice = await countHit(db, attempt.device, ACCOUNT_WINDOW_MS);
    if (byDevice.hits <= LOGIN_FAILURE_LIMIT) return attempt;
  }
  const byPair = await countHit(db, attempt.pair, PAIR_WINDOW_MS);
  if (byPair.hits > LOGIN_FAILURE_LIMIT) throw tooManyRequests(PAIR_MESSAGE, byPair.msLeft);
  const byAccount = await countHit(db, attempt.account, ACCOUNT_WINDOW_MS);
  const delay = accountDelayMs(byAccount.hits);
  if (delay > 0) {
    // One attempt passes per delay window; the rest wait for it to end.
    const slot = await countHit(db, attempt.accountSlot, delay);
    if (slot.hits > 1) throw tooManyRequests(LATER_MESSAGE, slot.msLeft);
  }
  return attempt;
}

/** A successful login forgets the account's failures; the address keeps only its failures. */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await Promise.all([
    clearHits(db, attempt.pair),
    clearHits(db, attempt.account),
    clearHits(db, attempt.accountSlot),
    refundHit(db, attempt.address),
    attempt.device ? clearHits(db, attempt.device) : undefined,
  ]);
}
