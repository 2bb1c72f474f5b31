import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/app';
import { createJobs, type QueueDef } from './runner';

const mailQueue: QueueDef = {
  name: 'mail',
  options: { retryLimit: 2 },
  run: async () => {},
  pollSeconds: 60,
  batch: 1,
};

/**
 * Processes starting together on a new database create the same queues at once, and PostgreSQL
 * aborts one of them in a deadlock. Here the abort is a cancel of the statement creating the queue.
 */
describe('a queue whose creation PostgreSQL aborted (PostgreSQL)', () => {
  let shared: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    shared = await openTestDatabase();
    // pg-boss's schema, with no queue in it yet
    const first = createJobs(shared.database.db, [], pino({ level: 'silent' }));
    await first.start();
    await first.stop();
  }, 180_000);
  afterAll(async () => {
    await shared?.database.close();
    await shared?.drop();
  });

  it('is created on the next try, so the mails sent to it are kept', async () => {
    const db = shared.database.db;
    const jobs = createJobs(db, [mailQueue], pino({ level: 'silent' }));
    let started: Promise<void> | undefined;
    // another process creating queues: the table's lock taken, so this start's creation waits on it
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table pgboss.queue in share row exclusive mode`);
      started = jobs.start();
      const waiting = async () => {
        // read outside the transaction, which would see one snapshot of the activity throughout
        const { rows } = await db.execute<{ pid: number }>(sql`
          select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%create_queue%'`);
        expect(rows).toHaveLength(1);
        return rows[0]!.pid;
      };
      const pid = await vi.waitFor(waiting, { timeout: 30_000, interval: 50 });
      await tx.execute(sql`select pg_cancel_backend(${pid})`);
    });
    await started;
    try {
      expect(await jobs.boss.getQueue('mail')).not.toBeNull();
      const id = await jobs.boss.send('mail', { to: 'ada@example.com' });
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'mail' and id = ${id}`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await jobs.stop();
    }
  }, 120_000);
});
