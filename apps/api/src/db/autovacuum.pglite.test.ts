import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOVACUUM_QUEUE } from '../jobs/plugin';
import { buildTestApp, type TestApp } from '../test/app';
import { insertBookingHistory } from '../test/factories';
import { autovacuum } from './autovacuum';

const BOOKINGS = 5000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertBookingHistory(t.database.db, BOOKINGS, 'VACU0');
});
afterAll(() => t.close());

async function tableStats(name: string) {
  await t.database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const { rows } = await t.database.db.execute<{ analyzed: boolean; dead: number }>(sql`
    SELECT coalesce(last_analyze, last_autoanalyze) IS NOT NULL AS analyzed, n_dead_tup::int AS dead
    FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname = ${name}`);
  return rows[0]!;
}

/** The plan of the first batch of the desk's bookings export (bookings/export.ts), newest first. */
async function exportPlan() {
  const { rows } = await t.database.db.execute<{ 'QUERY PLAN': string }>(sql`
    EXPLAIN SELECT b.tracking_id FROM bookings b
      JOIN booking_segments s ON s.booking_id = b.id AND s.segment = 0
    ORDER BY b.created_at DESC, b.id DESC LIMIT 1000`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the embedded database kept up without PostgreSQL autovacuum', () => {
  it('has its statistics made by the upkeep job, so a growing table is read by its index', async () => {
    expect((await tableStats('bookings')).analyzed).toBe(false);
    // without statistics the planner joins every booking and sorts them all, batch after batch
    expect(await exportPlan()).not.toContain('bookings_created_at_idx');

    await t.app.jobs.runNow(AUTOVACUUM_QUEUE);

    expect((await tableStats('bookings')).analyzed).toBe(true);
    expect((await tableStats('booking_segments')).analyzed).toBe(true);
    expect(await exportPlan()).toContain('Index Scan Backward using bookings_created_at_idx on bookings');
  });

  it('clears the dead rows of a table rewritten, and leaves it alone once it has not changed', async () => {
    await autovacuum(t.database.db);
    await t.database.db.execute(sql`UPDATE bookings SET updated_at = now()`);
    // past PostgreSQL's threshold: 50 rows and a fifth of the table
    expect((await tableStats('bookings')).dead).toBeGreaterThan(50 + BOOKINGS / 5);

    expect(await autovacuum(t.database.db)).toContain('public.bookings');
    expect((await tableStats('bookings')).dead).toBe(0);
    expect(await autovacuum(t.database.db)).not.toContain('public.bookings');
  });
});
