import { lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens } from '../db/schema';

/** Refuses a token (by its jti) until it would have expired anyway; logging out twice is harmless. */
export async function revokeToken(db: Db, jti: string, expiresAtSeconds: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti, expiresAt: new Date(expiresAtSeconds * 1000) })
    .onConflictDoNothing();
}

/** True when the token is revoked: a column for the guard's one query of the account. */
export const isRevoked = (jti: string | Placeholder | SQL) =>
  sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti} and ${revokedTokens.expiresAt} > clock_timestamp())`;

/** Drops revocations of tokens that have expired (an indexed delete). */
export async function sweepRevokedTokens(db: Db): Promise<void> {
  await db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, sql`clock_timestamp()`));
}
