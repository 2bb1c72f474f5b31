import { createHash, randomBytes } from 'node:crypto';
import {
  type Admin,
  MSG,
  REMEMBER_ME_TTL_SECONDS,
  RESET_TOKEN_TTL_MS,
  TOKEN_TTL_SECONDS,
  type User,
  adminRegisterBody,
  loginBody,
  registerBody,
} from '@skylark/contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { admins, passwordResetTokens, users, type AdminRow, type UserRow } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { passwordResetMail } from '../../mail/account-mails';
import { hashPassword, verifyPassword } from '../../lib/password';
import { iso } from '../../lib/units';
import { admitLoginAttempt, forgetLoginFailures } from './login-limiter';

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  status: row.status,
  role: 'user',
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toAdmin = (row: AdminRow): Admin => ({
  _id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: 'admin',
  createdAt: iso(row.createdAt),
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const tokenTtl = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS);
const tooManyAttempts = () =>
  new AppError(429, 'Too many failed login attempts. Please try again in a minute.');
const wrongCredentials = () => unauthorized('Invalid email or password');

type Sign = (sub: string, role: 'user' | 'admin', ttlSeconds: number) => string;

export async function registerUser(db: Db, input: z.output<typeof registerBody>): Promise<User> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw badRequest(MSG.passwordsDoNotMatch, [
      { field: 'confirmPassword', message: MSG.passwordsDoNotMatch },
    ]);
  }
  try {
    const [row] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return toUser(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(MSG.emailTaken);
    throw error;
  }
}

export async function loginUser(
  db: Db,
  input: z.output<typeof loginBody>,
  clientKey: string,
  sign: Sign,
): Promise<{ token: string; user: User }> {
  const key = `user|${clientKey}|${input.email}`;
  if (!(await admitLoginAttempt(db, key))) throw tooManyAttempts();
  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) throw wrongCredentials();
  if (row.status === 'blocked') throw forbidden(MSG.accountBlocked);
  await forgetLoginFailures(db, key);
  return { token: sign(row.id, 'user', tokenTtl(input.rememberMe)), user: toUser(row) };
}

/** Always the same answer, whether or not the account exists (no enumeration). */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  email: string,
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
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

export async function resetPassword(db: Db, token: string, newPassword: string, confirmNewPassword?: string) {
  if (confirmNewPassword !== undefined && confirmNewPassword !== newPassword) {
    throw badRequest(MSG.passwordsDoNotMatch, [
      { field: 'confirmNewPassword', message: MSG.passwordsDoNotMatch },
    ]);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Marking the token used in the same statement that finds it makes it single-use under races.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(MSG.invalidResetLink);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
  });
}

/**
 * Open while no administrator exists (first-run bootstrap) or for a signed-in administrator
 * adding a colleague (docs/product.md §12).
 */
export async function registerAdmin(
  db: Db,
  input: z.output<typeof adminRegisterBody>,
  byAdmin: boolean,
): Promise<Admin> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // Serializes concurrent bootstrap attempts: only the first may create the first admin.
      await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
      if (!byAdmin) {
        const [existing] = await tx.select({ n: count() }).from(admins);
        if ((existing?.n ?? 0) > 0) throw forbidden(MSG.adminRegistrationClosed);
      }
      const [row] = await tx
        .insert(admins)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
        })
        .returning();
      return toAdmin(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_key')) throw conflict(MSG.emailTaken);
    throw error;
  }
}

export async function loginAdmin(
  db: Db,
  input: z.output<typeof loginBody>,
  clientKey: string,
  sign: Sign,
): Promise<{ token: string; admin: Admin }> {
  const key = `admin|${clientKey}|${input.email}`;
  if (!(await admitLoginAttempt(db, key))) throw tooManyAttempts();
  const [row] = await db.select().from(admins).where(eq(admins.email, input.email));
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) throw wrongCredentials();
  await forgetLoginFailures(db, key);
  return { token: sign(row.id, 'admin', tokenTtl(input.rememberMe)), admin: toAdmin(row) };
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
