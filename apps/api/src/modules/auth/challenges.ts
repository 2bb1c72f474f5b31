import { createHash, randomBytes } from 'node:crypto';
import { MFA_CHALLENGE_TTL_MS, mfaMessages } from '@skylark/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { admins, mfaChallenges, type AdminRow } from '../../db/schema';
import { unauthorized } from '../../lib/errors';

export type ChallengeStep = 'password' | 'code' | 'enrol';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** After a correct password: a random challenge the client sends back with the second step. */
export async function createChallenge(
  db: Queryable,
  adminId: string,
  step: ChallengeStep,
  rememberMe: boolean,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  // Ended challenges are dropped as new ones are made (an indexed delete), so the table stays small.
  await db.delete(mfaChallenges).where(lte(mfaChallenges.expiresAt, sql`now()`));
  await db.insert(mfaChallenges).values({
    challengeHash: sha256(challenge),
    adminId,
    step,
    rememberMe,
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_TTL_MS),
  });
  return challenge;
}

export interface OpenChallenge {
  challengeHash: string;
  rememberMe: boolean;
  admin: AdminRow;
}

/** The administrator behind a live challenge of this step; 401 otherwise. */
export async function openChallenge(
  db: Queryable,
  challenge: string,
  step: ChallengeStep,
): Promise<OpenChallenge> {
  const [row] = await db
    .select({
      challengeHash: mfaChallenges.challengeHash,
      rememberMe: mfaChallenges.rememberMe,
      admin: admins,
    })
    .from(mfaChallenges)
    .innerJoin(admins, eq(admins.id, mfaChallenges.adminId))
    .where(
      and(
        eq(mfaChallenges.challengeHash, sha256(challenge)),
        eq(mfaChallenges.step, step),
        gt(mfaChallenges.expiresAt, new Date()),
      ),
    );
  if (!row) throw unauthorized(mfaMessages.invalidChallenge);
  return row;
}

/** Uses a challenge up: false when another request used it first. */
export async function spendChallenge(db: Queryable, challengeHash: string): Promise<boolean> {
  const spent = await db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.challengeHash, challengeHash))
    .returning({ hash: mfaChallenges.challengeHash });
  return spent.length === 1;
}
