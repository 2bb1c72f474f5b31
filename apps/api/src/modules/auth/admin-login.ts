import {
  type Admin,
  type AdminMfaMode,
  MSG,
  type MfaStep,
  type loginBody,
  mfaMessages,
  type passwordStepBody,
} from '@skylark/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { admins, type AdminRow } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/errors';
import type { LoginClient } from '../../lib/login-client';
import { assertStrongPassword, hashPassword, verifyPassword, verifyPasswordOf } from '../../lib/password';
import { recordAudit } from '../audit';
import { type ChallengeStep, createChallenge, openChallenge, spendChallenge } from './challenges';
import { loginSucceeded } from './login-limiter';
import {
  type Sign,
  admitAudited,
  markLogin,
  recordLoginRefusal,
  toAdmin,
  tokenTtl,
  wrongCredentials,
} from './service';

export type AdminLoginAnswer = { token: string; admin: Admin } | MfaStep;

/**
 * What follows a correct password: replacing a temporary password comes before anything else,
 * then the code of an enrolled administrator, or the enrolment ADMIN_MFA=required asks for.
 */
async function nextStep(
  db: Db,
  row: AdminRow,
  rememberMe: boolean,
  mfaMode: AdminMfaMode,
  sign: Sign,
): Promise<AdminLoginAnswer> {
  const step: ChallengeStep | null = row.mustChangePassword
    ? 'password'
    : row.mfaEnabledAt
      ? 'code'
      : mfaMode === 'required'
        ? 'enrol'
        : null;
  if (step) {
    return { mfaRequired: true, step, challenge: await createChallenge(db, row.id, step, rememberMe) };
  }
  await markLogin(db, row.id);
  return {
    token: sign(row.id, 'admin', tokenTtl(rememberMe), row.tokensValidAfter.getTime() + 1),
    admin: toAdmin(row),
  };
}

export async function loginAdmin(
  db: Db,
  input: z.output<typeof loginBody>,
  client: LoginClient,
  sign: Sign,
  mfaMode: AdminMfaMode = 'optional',
): Promise<AdminLoginAnswer> {
  const attempt = await admitAudited(db, 'admin', client, input.email);
  const [row] = await db.select().from(admins).where(eq(admins.email, input.email));
  if (!(await verifyPasswordOf(row, input.password)) || !row) {
    await recordLoginRefusal(db, 'auth.login_failed', 'admin', input.email, row?.id ?? null, client.address);
    throw wrongCredentials();
  }
  await loginSucceeded(db, attempt);
  return nextStep(db, row, input.rememberMe, mfaMode, sign);
}

/** The first login with a temporary password: a new one, then the next step of the login. */
export async function replaceTemporaryPassword(
  db: Db,
  input: z.output<typeof passwordStepBody>,
  ip: string,
  sign: Sign,
  mfaMode: AdminMfaMode,
): Promise<AdminLoginAnswer> {
  const open = await openChallenge(db, input.challenge, 'password');
  const { admin } = open;
  if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword) {
    throw badRequest(MSG.passwordsDoNotMatch, [
      { field: 'confirmNewPassword', message: MSG.passwordsDoNotMatch },
    ]);
  }
  await assertStrongPassword(input.newPassword, admin.email, 'newPassword', [
    admin.firstName,
    admin.lastName,
  ]);
  if (await verifyPassword(admin.passwordHash, input.newPassword)) {
    throw badRequest(mfaMessages.samePassword, [{ field: 'newPassword', message: mfaMessages.samePassword }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.transaction(async (tx) => {
    if (!(await spendChallenge(tx, open.challengeHash))) throw unauthorized(mfaMessages.invalidChallenge);
    const [row] = await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword: false, tokensValidAfter: new Date(), updatedAt: new Date() })
      .where(eq(admins.id, admin.id))
      .returning();
    await recordAudit(tx, {
      actor: { id: admin.id, email: admin.email, role: 'admin' },
      ip,
      action: 'auth.password_changed',
      targetType: 'admin',
      targetId: admin.id,
    });
    return row!;
  });
  return nextStep(db, updated, open.rememberMe, mfaMode, sign);
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: creates that administrator if missing, never overwrites a password. */
export async function ensureConfiguredAdmin(
  db: Db,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
) {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (existing) return;
  await db
    .insert(admins)
    .values({
      email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Skylark',
      lastName: 'Administrator',
    })
    .onConflictDoNothing();
  log.info({ email }, 'administrator created from ADMIN_EMAIL');
}

/**
 * Start-up with ADMIN_MFA=required: every session not proven by a second factor ends, so an
 * administrator without two-factor signs in again (and enrols); an enrolled one keeps only the
 * sessions begun after the enrolment.
 */
export async function endSessionsWithoutSecondFactor(db: Db): Promise<void> {
  await db
    .update(admins)
    .set({ tokensValidAfter: sql`clock_timestamp()` })
    .where(isNull(admins.mfaEnabledAt));
  await db
    .update(admins)
    .set({ tokensValidAfter: sql`greatest(${admins.tokensValidAfter}, ${admins.mfaEnabledAt})` })
    .where(and(isNotNull(admins.mfaEnabledAt)));
}
