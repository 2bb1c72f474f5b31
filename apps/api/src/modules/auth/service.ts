import {
  type Admin,
  type AdminRole,
  teamMessages,
  MSG,
  REMEMBER_ME_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  type Language,
  type User,
  adminRegisterBody,
  loginBody,
  registerBody,
} from '@skylark/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { admins, users, type AdminRow } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, unauthorized } from '../../lib/errors';
import { assertStrongPassword, hashPassword, verifyPasswordOf } from '../../lib/password';
import { revokeToken } from '../../lib/revoked-tokens';
import { iso } from '../../lib/units';
import { toUser } from '../users';
import { type AuditContext, recordAudit } from '../audit';
import type { LoginClient } from '../../lib/login-client';
import { admitLoginAttempt, loginSucceeded } from './login-limiter';

export const toAdmin = (row: AdminRow): Admin => ({
  _id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: 'admin',
  teamRole: row.teamRole,
  createdAt: iso(row.createdAt),
});

/** The Team screen's last login: stamped when an administrator's token is issued (docs/product.md#121-roles-and-the-team). */
export const markLogin = async (db: Queryable, adminId: string) => {
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, adminId));
};

export const tokenTtl = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS);
export const wrongCredentials = () => unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');

export type Sign = (sub: string, role: 'user' | 'admin', ttlSeconds: number, issuedAtMs?: number) => string;

/** A login refusal for the audit trail: who tried (the account, if it exists) and from where. */
export async function recordLoginRefusal(
  db: Db,
  action: 'auth.login_failed' | 'auth.login_throttled',
  role: 'user' | 'admin',
  email: string,
  accountId: string | null,
  ip: string,
) {
  await recordAudit(db, {
    actor: { id: accountId, email, role },
    ip,
    action,
    targetType: role,
    targetId: accountId,
  });
}

/** The login limits of login-limiter.ts; a 429 they answer is recorded in the audit trail. */
export async function admitAudited(db: Db, role: 'user' | 'admin', client: LoginClient, email: string) {
  try {
    return await admitLoginAttempt(db, role, client.address, email, client.deviceOf(role, email));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      await recordLoginRefusal(db, 'auth.login_throttled', role, email, null, client.address);
    }
    throw error;
  }
}

/** `language`: the one the body names, else the request's (lib/request-language.ts). */
export async function registerUser(
  db: Db,
  input: z.output<typeof registerBody> & { language: Language },
): Promise<User> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw badRequest(MSG.passwordsDoNotMatch, [
      { field: 'confirmPassword', message: MSG.passwordsDoNotMatch },
    ]);
  }
  await assertStrongPassword(input.password, input.email, 'password', [input.firstName, input.lastName]);
  try {
    const [row] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash: await hashPassword(input.password),
        language: input.language,
      })
      .returning();
    return toUser(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(MSG.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}

export async function loginUser(
  db: Db,
  input: z.output<typeof loginBody>,
  client: LoginClient,
  sign: Sign,
): Promise<{ token: string; user: User }> {
  const attempt = await admitAudited(db, 'user', client, input.email);
  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  const passwordRight = await verifyPasswordOf(row, input.password);
  if (!passwordRight || !row)
    await recordLoginRefusal(db, 'auth.login_failed', 'user', input.email, row?.id ?? null, client.address);
  // a blocked account answers every password alike: it never tells whether one was right (decision 034)
  if (row?.status === 'blocked') throw forbidden(MSG.accountBlocked, 'ACCOUNT_BLOCKED');
  if (!passwordRight || !row) throw wrongCredentials();
  await loginSucceeded(db, attempt);
  // issued after the account's last revocation even when another node, whose clock runs ahead, wrote it
  return {
    token: sign(row.id, 'user', tokenTtl(input.rememberMe), row.tokensValidAfter.getTime() + 1),
    user: toUser(row),
  };
}

export async function adminCount(db: Queryable): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(admins);
  return existing?.n ?? 0;
}

/**
 * Open while no administrator exists (first-run bootstrap) or for a signed-in administrator
 * adding a colleague (docs/product.md#12-accounts-and-access).
 */
export async function registerAdmin(
  db: Db,
  input: z.output<typeof adminRegisterBody> & { teamRole?: AdminRole; temporaryPassword?: boolean },
  by: AdminRow | null,
  audit: AuditContext,
): Promise<Admin> {
  // adding a colleague is managing the team: an agent may not (docs/product.md#121-roles-and-the-team)
  if (by && by.teamRole !== 'admin') throw forbidden(teamMessages.agentForbidden, 'ROLE_NOT_ALLOWED');
  const byAdmin = by !== null;
  // Closed registration is refused before the password is judged; the transaction checks again.
  if (!byAdmin && (await adminCount(db)) > 0)
    throw forbidden(MSG.adminRegistrationClosed, 'REGISTRATION_CLOSED');
  await assertStrongPassword(input.password, input.email, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // Serializes concurrent bootstrap attempts: only the first may create the first admin.
      await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
      if (!byAdmin && (await adminCount(tx)) > 0)
        throw forbidden(MSG.adminRegistrationClosed, 'REGISTRATION_CLOSED');
      const [row] = await tx
        .insert(admins)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          teamRole: input.teamRole ?? 'admin',
          // a password set on the Team screen is temporary: it is replaced at the first login
          mustChangePassword: byAdmin && input.temporaryPassword === true,
        })
        .returning();
      const admin = toAdmin(row!);
      await recordAudit(tx, {
        ...audit,
        action: 'admin.create',
        targetType: 'admin',
        targetId: admin._id,
        after: admin,
      });
      return admin;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_key')) throw conflict(MSG.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}

/** Logging out revokes the presented token (its jti) until it would have expired. */
export async function logout(
  db: Db,
  claims: { jti: string; exp: number },
  audit: AuditContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeToken(tx, claims.jti, claims.exp);
    await recordAudit(tx, {
      ...audit,
      action: 'auth.logout',
      targetType: audit.actor.role,
      targetId: audit.actor.id,
    });
  });
}
