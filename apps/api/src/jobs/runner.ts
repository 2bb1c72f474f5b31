import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { bossDb } from './sql';

/** A queue of the product: how its jobs are retried, and what runs them. */
export interface QueueDef {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  /** runs one job; a throw fails the try (pg-boss retries it as the queue says) */
  run(job: PgBoss.JobWithMetadata<object>): Promise<void>;
  /** seconds between polls of this process's worker */
  pollSeconds: number;
}

export interface Jobs {
  boss: PgBoss;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs in this process every job of these queues that is due, until none is: tests, run-now. */
  drain(...queues: string[]): Promise<void>;
  /** Sends a job to run now, then drains its queue. */
  runNow(queue: string): Promise<void>;
  /** Wakes this process's worker of a queue (a job was just queued here). */
  wake(queue: string): void;
  /** Work that queues jobs after an answer has left: a drain waits for it first. */
  track<T>(work: Promise<T>): Promise<T>;
}

/** The most jobs a drain runs: a queue refilled as fast as it drains still ends. */
const DRAIN_LIMIT = 10_000;

/**
 * pg-boss on the app's own database (PGlite or PostgreSQL; docs/decisions/027), its jobs in the
 * schema `pgboss`. Several processes on one PostgreSQL share the queues; each job runs once.
 */
export function createJobs(
  db: Db,
  queues: QueueDef[],
  log: FastifyBaseLogger,
  /** how often a job that outlived its expiry (its process died) is handed back */
  maintenanceSeconds = 30,
): Jobs {
  const boss = new PgBoss({
    db: bossDb(db),
    // a finished job is kept an hour, a failed one a week for the administrators (GET /admin/jobs/failed)
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: maintenanceSeconds,
    // no cron: the timed work sends its own ticks (jobs/ticks.ts)
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const byName = new Map(queues.map((q) => [q.name, q]));
  const workers = new Map<string, string>();
  const running = new Set<Promise<unknown>>();
  let started = false;

  const tracked = <T>(work: Promise<T>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  async function runOne(queue: QueueDef): Promise<boolean> {
    const [job] = (await boss.fetch<object>(queue.name, { batchSize: 1, includeMetadata: true })) ?? [];
    if (!job) return false;
    await tracked(
      queue.run(job).then(
        () => boss.complete(queue.name, job.id),
        (error: unknown) => boss.fail(queue.name, job.id, error as object),
      ),
    );
    return true;
  }

  return {
    boss,
    async start() {
      await boss.start();
      for (const { name, options } of queues) {
        const queue = { name, ...options };
        // several processes starting together: the one that lost the race updates instead
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue).catch(() => boss.updateQueue(name, queue));
      }
      for (const queue of queues) {
        const id = await boss.work(
          queue.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: queue.pollSeconds },
          ([job]) => tracked(queue.run(job as PgBoss.JobWithMetadata<object>)),
        );
        workers.set(queue.name, id);
      }
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // the jobs running finish; one that does not within the timeout is tried again later
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      await Promise.allSettled([...running]);
    },
    async drain(...names) {
      await Promise.allSettled([...running]);
      for (let ran = 0; ran < DRAIN_LIMIT;) {
        let any = false;
        for (const name of names) {
          const queue = byName.get(name);
          if (queue && (await runOne(queue))) {
            any = true;
            ran++;
          }
        }
        if (!any) break;
      }
      await Promise.allSettled([...running]);
    },
    async runNow(name) {
      await boss.send(name, {});
      await this.drain(name);
    },
    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    track: tracked,
  };
}
