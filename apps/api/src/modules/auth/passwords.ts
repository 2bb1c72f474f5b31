import { createHash, randomBytes } from 'node:crypto';
import { MSG, RESET_TOKEN_TTL_MS, authMessages, type changePasswordBody } from '@skylark/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { admins, passwordResetTokens, users, type AdminRow, type UserRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { LoginClient } from '../../lib/login-client';
import { withinCap } from '../../lib/mail-cap';
import type { SecretBox } from '../../lib/secret-box';
import { enqueueMail, mailJob } from '../../mail/outbox';
import { assertStrongPassword, hashPassword, verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit';
import { loginSucceeded } from './login-limiter';
import { type Sign, admitAudited } from './service';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function assertConfirmed(newPassword: string, confirm: string | undefined, field: string) {
  if (confirm !== undefined && confirm !== newPassword) {
    throw badRequest(MSG.passwordsDoNotMatch, [{ field, message: MSG.passwordsDoNotMatch }]);
  }
}

/**
 * The part of a reset request the answer waits for, the same for every address: the lookup and
 * the audit record. The link is made and mailed after the answer (`queueResetMail`), so the answer's
 * timing does not tell whether the account exists.
 */
export async function recordResetRequest(db: Db, email: string, ip: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  await recordAudit(db, {
    actor: { id: row?.id ?? null, email, role: row ? 'user' : 'anonymous' },
    ip,
    action: 'auth.password_reset_requested',
    targetType: 'user',
    targetId: row?.id ?? null,
  });
  return row;
}

/**
 * After the answer: a new reset link for the account and its mail, in one transaction, unless the
 * address had its hourly share of reset mails.
 */
export async function queueResetMail(
  db: Db,
  appUrl: string,
  secrets: SecretBox,
  row: UserRow,
): Promise<void> {
  if (!(await withinCap(db, 'reset', row.email))) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: row.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    // the link is a secret: the queued job keeps it sealed, as the database keeps only its hash
    const link = secrets.seal(`${appUrl}/reset-password?token=${token}`);
    await enqueueMail(tx, {
      ...mailJob('passwordReset', [row.email, row.firstName, link, row.language]),
      sealedArgs: [2],
    });
  });
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

export type Account = { role: 'user'; row: UserRow } | { role: 'admin'; row: AdminRow };

/**
 * Changes a signed-in customer's or administrator's password. The current password is guessed
 * under the login limits and a wrong one is recorded; every other session and every reset link
 * of the account end; this session goes on with the fresh token returned, which expires when
 * the presented one would have.
 */
export async function changePassword(
  db: Db,
  { role, row }: Account,
  input: z.output<typeof changePasswordBody>,
  session: { exp: number },
  sign: Sign,
  client: LoginClient,
): Promise<{ token: string }> {
  const attempt = await admitAudited(db, role, client, row.email);
  const actor = { id: row.id, email: row.email, role };
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await recordAudit(db, {
      actor,
      ip: client.address,
      action: 'auth.password_change_failed',
      targetType: role,
      targetId: row.id,
    });
    throw badRequest(authMessages.wrongCurrentPassword, [
      { field: 'currentPassword', message: authMessages.wrongCurrentPassword },
    ]);
  }
  await loginSucceeded(db, attempt);
  assertConfirmed(input.newPassword, input.confirmNewPassword, 'confirmNewPassword');
  await assertStrongPassword(input.newPassword, row.email, 'newPassword', [row.firstName, row.lastName]);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (role === 'user') {
      await tx.update(users).set({ passwordHash, tokensValidAfter: now }).where(eq(users.id, row.id));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, row.id), isNull(passwordResetTokens.usedAt)));
    } else {
      await tx
        .update(admins)
        .set({ passwordHash, tokensValidAfter: now, mustChangePassword: false, updatedAt: now })
        .where(eq(admins.id, row.id));
    }
    await recordAudit(tx, {
      actor,
      ip: client.ip,
      action: 'auth.password_changed',
      targetType: role,
      targetId: row.id,
    });
  });
  const ttlSeconds = Math.max(1, session.exp - Math.floor(Date.now() / 1000));
  return { token: sign(row.id, role, ttlSeconds, now.getTime() + 1) };
}
