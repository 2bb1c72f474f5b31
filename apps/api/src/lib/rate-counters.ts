import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema';

export interface Hit {
  /** hits in the current window, this one included */
  hits: number;
  /** milliseconds until the window ends */
  msLeft: number;
}

// Hashed, so the table holds no e-mail or client address.
export const counterKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts one hit for a key in fixed windows of `windowMs`, in one atomic statement, so any number
 * of server processes sharing the database count against the same limit.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  // clock_timestamp(), not now(): a hit that waited for the row lock is judged at the time it counts.
  const expired = sql`${rateCounters.windowEndsAt} <= clock_timestamp()`;
  const [row] = await db
    .insert(rateCounters)
    .values({
      key: counterKey(key),
      hits: 1,
      windowEndsAt: sql`clock_timestamp() + ${windowMs} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateCounters.hits,
      msLeft: sql<number>`least(${windowMs}, greatest(0, ceil(extract(epoch from (${rateCounters.windowEndsAt} - clock_timestamp())) * 1000)))::int`,
    });
  return row!;
}

/** Drops the windows that have ended (an indexed delete); countHit already ignores them. */
export async function sweepEndedWindows(db: Db): Promise<void> {
  await db.delete(rateCounters).where(lte(rateCounters.windowEndsAt, sql`clock_timestamp()`));
}

/** Forgets a key's hits (a successful login clears its failures). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, counterKey(key)));
}

/** Gives back one hit of the current window (a successful login is not a failure). */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ hits: sql`greatest(${rateCounters.hits} - 1, 0)` })
    .where(eq(rateCounters.key, counterKey(key)));
}
