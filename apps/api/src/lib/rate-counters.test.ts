import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';
import { openTestDatabase } from '../test/app';
import { clearHits, countHit } from './rate-counters';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(20));
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('rate counters', () => {
  it('counts 50 hits sent at once exactly: each gets its own number, 1 to 50', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => countHit(database.db, 'burst', 60_000)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    for (const { msLeft } of hits) {
      expect(msLeft).toBeGreaterThan(0);
      expect(msLeft).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts again at 1 once the window has ended, and drops the windows that ended', async () => {
    await countHit(database.db, 'old', 60_000);
    await countHit(database.db, 'old', 60_000);
    await database.db.update(rateCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });
    expect((await countHit(database.db, 'old', 60_000)).hits).toBe(1);
    // that new window swept every ended one ('burst' above), leaving only the open window
    expect(await database.db.select().from(rateCounters)).toHaveLength(1);
  });

  it('keeps keys apart and forgets a cleared one', async () => {
    await countHit(database.db, 'a', 60_000);
    expect((await countHit(database.db, 'a', 60_000)).hits).toBe(2);
    expect((await countHit(database.db, 'b', 60_000)).hits).toBe(1);
    await clearHits(database.db, 'a');
    expect((await countHit(database.db, 'a', 60_000)).hits).toBe(1);
    expect((await countHit(database.db, 'b', 60_000)).hits).toBe(2);
  });
});
