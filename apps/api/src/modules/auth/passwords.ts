import { createHash, randomBytes } from 'node:crypto';
import { MSG, RESET_TOKEN_TTL_MS, authMessages, type changePasswordBody } from '@skylark/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { passwordResetTokens, users, type UserRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { passwordResetMail } from '../../mail/account-mails';
import { assertStrongPassword, hashPassword, verifyPassword } from '../../lib/password';
import { type AuditContext, recordAudit } from '../audit/record';
import type { Sign } from './service';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function assertConfirmed(newPassword: string, confirm: string | undefined, field: string) {
  if (confirm !== undefined && confirm !== newPassword) {
    throw badRequest(MSG.passwordsDoNotMatch, [{ field, message: MSG.passwordsDoNotMatch }]);
  }
}

/** Always the same answer, whether or not the account exists (no enumeration). */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  email: string,
  ip: string,
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  await recordAudit(db, {
    actor: { id: row?.id ?? null, email, role: row ? 'user' : 'anonymous' },
    ip,
    action: 'auth.password_reset_requested',
    targetType: 'user',
    targetId: row?.id ?? null,
  });
  if (!row) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: row.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${appUrl}/reset-password?token=${token}`;
  mailer.send(passwordResetMail(row.email, row.firstName, link));
}

/**
 * Sets the new password, voids every other reset link of the account and ends every session
 * signed in before (tokensValidAfter moves forward).
 */
export async function resetPassword(
  db: Db,
  ip: string,
  token: string,
  newPassword: string,
  confirmNewPassword?: string,
) {
  assertConfirmed(newPassword, confirmNewPassword, 'confirmNewPassword');
  const live = and(
    eq(passwordResetTokens.tokenHash, sha256(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live);
  if (!owner) throw badRequest(MSG.invalidResetLink, undefined, 'RESET_LINK_INVALID');
  await assertStrongPassword(newPassword, owner.email, 'newPassword', [owner.firstName, owner.lastName]);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Marking the token used in the same statement that finds it makes it single-use under races.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(MSG.invalidResetLink, undefined, 'RESET_LINK_INVALID');
    const now = new Date();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, tokensValidAfter: now }).where(eq(users.id, used.userId));
    await recordAudit(tx, {
      actor: { id: used.userId, email: owner.email, role: 'user' },
      ip,
      action: 'auth.password_reset',
      targetType: 'user',
      targetId: used.userId,
    });
  });
}

/**
 * Changes a signed-in customer's password. Every other session ends; this one goes on with the
 * fresh token returned, which expires when the presented one would have.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  input: z.output<typeof changePasswordBody>,
  session: { exp: number },
  sign: Sign,
  audit: AuditContext,
): Promise<{ token: string }> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(authMessages.wrongCurrentPassword, [
      { field: 'currentPassword', message: authMessages.wrongCurrentPassword },
    ]);
  }
  assertConfirmed(input.newPassword, input.confirmNewPassword, 'confirmNewPassword');
  await assertStrongPassword(input.newPassword, user.email, 'newPassword', [user.firstName, user.lastName]);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, tokensValidAfter: now }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      ...audit,
      action: 'auth.password_changed',
      targetType: 'user',
      targetId: user.id,
    });
  });
  const ttlSeconds = Math.max(1, session.exp - Math.floor(Date.now() / 1000));
  return { token: sign(user.id, 'user', ttlSeconds, now.getTime() + 1) };
}
