import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';
import { buildTestApp, openTestDatabase } from '../test/app';
import { clearHits, countHit, sweepEndedWindows } from './rate-counters';

/** vi.waitFor's hang guard: on a busy machine a NOTIFY or a write can take seconds to show */
const WAIT = { timeout: 30_000, interval: 50 };

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

  it('starts again at 1 once the window has ended; the sweep drops only the ended windows', async () => {
    await countHit(database.db, 'old', 60_000);
    await countHit(database.db, 'old', 60_000);
    await database.db.update(rateCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });
    expect((await countHit(database.db, 'old', 60_000)).hits).toBe(1);
    await sweepEndedWindows(database.db);
    // 'burst' above had ended; 'old' has a new open window
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

describe('the running server', () => {
  it('sweeps ended windows every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const t = await buildTestApp();
    try {
      await countHit(t.database.db, 'ended', 60_000);
      await t.database.db.update(rateCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });
      await countHit(t.database.db, 'open', 60_000);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(
        async () => expect(await t.database.db.select().from(rateCounters)).toHaveLength(1),
        WAIT,
      );
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});
