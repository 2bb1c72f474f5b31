import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@skylark/contract';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Skylark Admin';
const PERIOD_SECONDS = 30;
/** codes of the previous and the next 30-second step are accepted too (clock drift) */
const WINDOW_STEPS = 1;

const totpFor = (secret: string, label = 'admin') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random 160-bit secret, base32 as authenticator apps expect it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The current code of a secret (used by tests and the demo only through the library). */
export const totpCode = (secret: string, timestamp = Date.now()): string =>
  totpFor(secret).generate({ timestamp });

/**
 * The time step a 6-digit code belongs to within ±1 step of now, or null when it matches none.
 * The caller refuses a step not newer than the last accepted one, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

// 32 letters and digits without the look-alikes l, o, 0 and 1: 5 bits per character.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_CHARS = 10;

/** Recovery codes are xxxxx-xxxxx (50 random bits); only their normalized hash is stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_CHARS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Lower-case, without spaces or dashes; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.replace(/[\s-]/g, '').toLowerCase();
  return plain.length === RECOVERY_CHARS && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

export const hashRecoveryCode = (normalized: string): string =>
  createHash('sha256').update(normalized).digest('hex');
