import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters in fixed windows (login failures and the per-route rate limits of docs/product.md#12-accounts-and-access),
 * kept in the database so that every server process counts against the same limit.
 * The key is a hash, so no e-mail or client address is stored.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

/** Tokens revoked by logout (their `jti`), kept until the token would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);
