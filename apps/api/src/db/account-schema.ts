import { ADMIN_ROLES, LANGUAGES, USER_STATUSES } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Customers and administrators, and what signs them in: recovery codes, two-factor challenges, reset links. */
export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** stored trimmed and lower-cased, so uniqueness is case-insensitive */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** the language of the account's e-mails and documents (docs/product.md#1418-languages-of-e-mails-and-documents) */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** tokens issued before this instant are refused (password reset or change, block) */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`'epoch'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_language_check', sql`${t.language} in ('en', 'es', 'fr', 'ar')`),
    check(
      'users_status_check',
      sql`${t.status} in (${sql.raw(USER_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    teamRole: text('team_role', { enum: ADMIN_ROLES }).notNull().default('admin'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** tokens issued before this instant are refused */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`'epoch'`),
    /** base32 TOTP secret once enrolment is confirmed */
    mfaSecret: text('mfa_secret'),
    /** the secret shown during an enrolment not yet confirmed */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** the last accepted TOTP time step: a code is never accepted twice */
    mfaLastStep: integer('mfa_last_step'),
    /** a temporary password set by a colleague: it must be changed before anything else */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);

export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** SHA-256 of a random 50-bit code */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_key').on(t.adminId, t.codeHash)],
);

/** The short-lived step between a correct password and the second factor. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    /** SHA-256 of the challenge handed to the client */
    challengeHash: text('challenge_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ['password', 'code', 'enrol'] }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mfa_challenges_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the e-mail */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
