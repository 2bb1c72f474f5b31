import { randomBytes } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { AppError, badRequest } from './errors';

/** The hashing library's calls, as one object: a test counts the hashes a login checks. */
export const passwordHashing = { hash: argon2.hash, verify: argon2.verify };

/** argon2id (the library's default algorithm) with its recommended costs. */
export const hashPassword = (password: string) => passwordHashing.hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordHashing.verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random password nobody knows, made once: checking against it costs what a real
// check costs, so an unknown e-mail answers as slowly as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Verifies against the account's hash, or against the dummy hash when there is no account. */
export async function verifyPasswordOf(
  account: { passwordHash: string } | undefined,
  password: string,
): Promise<boolean> {
  if (account) return verifyPassword(account.passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * Refuses a common or guessable password (400 naming the field), whatever its length. The
 * estimator's dictionaries take about 30 MB of memory: they load with the first password set,
 * not with the server.
 */
export async function assertStrongPassword(
  password: string,
  email: string,
  field: string,
  names: string[] = [],
) {
  const { passwordStrength } = await import('@skylark/contract/password-strength');
  const { problem } = passwordStrength(password, email, names);
  if (problem) throw badRequest(problem, [{ field, message: problem }]);
}

/** Start-up: ADMIN_PASSWORD passes the rule every password passes, or the server does not start. */
export async function configuredAdminProblem(admin: { email: string; password: string }) {
  try {
    await assertStrongPassword(admin.password, admin.email.trim().toLowerCase(), 'ADMIN_PASSWORD');
    return null;
  } catch (error) {
    if (error instanceof AppError) return `ADMIN_PASSWORD: ${error.message}`;
    throw error;
  }
}
