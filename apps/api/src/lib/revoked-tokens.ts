import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens } from '../db/schema';

/** Refuses a token (by its jti) until it would have expired anyway; logging out twice is harmless. */
export async function revokeToken(db: Db, jti: string, expiresAtSeconds: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti, expiresAt: new Date(expiresAtSeconds * 1000) })
    .onConflictDoNothing();
}

export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.jti, jti), gt(revokedTokens.expiresAt, sql`clock_timestamp()`)));
  return Boolean(row);
}

/** Drops revocations of tokens that have expired (an indexed delete). */
export async function sweepRevokedTokens(db: Db): Promise<void> {
  await db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, sql`clock_timestamp()`));
}
