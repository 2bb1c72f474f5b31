import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { bossDb } from '../db/pg-boss-db';
import { sql } from 'drizzle-orm';

/** A queue of the product: how its jobs are retried, and what runs them. */
export interface QueueDef {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  /** runs one job; a throw fails the try (pg-boss retries it as the queue says) */
  run(job: PgBoss.JobWithMetadata<object>): Promise<void>;
  /** seconds between polls of this process's worker while the queue is empty */
  pollSeconds: number;
  /** jobs a worker takes at a time, run together */
  batch: number;
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

const START_ATTEMPTS = 5;
/** How long a stop waits for the jobs running. */
const STOP_TIMEOUT_MS = 10_000;
/** The most jobs a drain runs: a queue refilled as fast as it drains still ends. */
const DRAIN_LIMIT = 10_000;
/**
 * PGlite is one process on its data directory: a job active there is running, or was orphaned by a
 * crash and goes back to its queue at the next start. Its expiry is only a hang guard.
 */
const ONE_PROCESS_EXPIRY_SECONDS = 23 * 3600;

/**
 * Creates a queue, or updates it when another process made it. Processes creating their queues
 * together can deadlock, and the one PostgreSQL aborts tries again: a queue left unmade would
 * drop every job sent to it, as pg-boss inserts a job only into a queue that exists.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * pg-boss on the app's own database (PGlite or PostgreSQL; docs/decisions/027), its jobs in the
 * schema `pgboss`. Several processes on one PostgreSQL share the queues; each job runs once.
 */
export function createJobs(
  db: Db,
  queues: QueueDef[],
  log: FastifyBaseLogger,
  {
    maintenanceSeconds = 30,
    oneProcess = false,
  }: {
    /** how often a job that outlived its expiry (its process died) is handed back */
    maintenanceSeconds?: number;
    /** the database is PGlite, which one process at a time can open */
    oneProcess?: boolean;
  } = {},
): Jobs {
  const makeBoss = () => {
    const made = new PgBoss({
      db: bossDb(db),
      // a finished job is kept an hour, a failed one a week for the administrators (GET /admin/jobs/failed)
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: maintenanceSeconds,
      // no cron: the timed work sends its own ticks (jobs/plugin.ts)
      schedule: false,
    });
    made.on('error', (err) => log.error({ err }, 'job queue error'));
    return made;
  };
  let boss = makeBoss();
  const byName = new Map(queues.map((q) => [q.name, q]));
  const workers = new Map<string, { wake(): void; stop(): Promise<void> }>();
  const running = new Set<Promise<unknown>>();
  let started = false;

  const tracked = <T>(work: Promise<T>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  /**
   * Takes up to `size` due jobs of the queue and runs them, each completed or failed on its own. The
   * fetch is tracked with the runs: a drain waits for a job a worker is taking at that moment.
   */
  function runBatch(queue: QueueDef, size: number): Promise<number> {
    return tracked(
      (async () => {
        const jobs = (await boss.fetch<object>(queue.name, { batchSize: size, includeMetadata: true })) ?? [];
        const done: string[] = [];
        await Promise.all(
          jobs.map((job) =>
            queue.run(job).then(
              () => done.push(job.id),
              (error: unknown) => boss.fail(queue.name, job.id, error as object),
            ),
          ),
        );
        // one UPDATE for the batch's successes
        if (done.length > 0) await boss.complete(queue.name, done);
        return jobs.length;
      })(),
    );
  }

  /** A queue's worker: batch after batch while they come full, else a poll every pollSeconds. */
  function startWorker(queue: QueueDef) {
    let stopped = false;
    let wakeUp: (() => void) | undefined;
    // a wake while a batch runs: jobs may have been queued after its fetch
    let wokenMeanwhile = false;
    const loop = async () => {
      while (!stopped) {
        let full = false;
        wokenMeanwhile = false;
        try {
          full = (await runBatch(queue, queue.batch)) === queue.batch;
        } catch (err) {
          log.error({ err, queue: queue.name }, 'job worker failed to fetch');
        }
        if (full || stopped || wokenMeanwhile) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, queue.pollSeconds * 1000);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    };
    const done = loop();
    return {
      wake: () => {
        if (wakeUp) wakeUp();
        else wokenMeanwhile = true;
      },
      async stop() {
        stopped = true;
        wakeUp?.();
        await done;
      },
    };
  }

  return {
    get boss() {
      return boss;
    },
    async start() {
      // before pg-boss's maintenance can take an orphan for expired
      if (oneProcess) await requeueOrphans(db);
      // processes starting together on a new database race to create pg-boss's schema; the one
      // that loses finds it made when it tries again
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.start();
          break;
        } catch (error) {
          // a pg-boss whose start failed does not start again, not even at the caller's next try
          boss = makeBoss();
          if (attempt >= START_ATTEMPTS) throw error;
          log.warn({ err: error }, 'job queue not started: trying again');
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
      }
      for (const { name, options } of queues) {
        const queue = {
          name,
          ...options,
          ...(oneProcess ? { expireInSeconds: ONE_PROCESS_EXPIRY_SECONDS } : {}),
        };
        await ensureQueue(boss, queue);
      }
      for (const queue of queues) workers.set(queue.name, startWorker(queue));
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // no job starts after this; those running finish (one that never does is taken up again
      // by another process once its expiry passes)
      const stopping = Promise.all([...workers.values()].map((w) => w.stop()));
      workers.clear();
      await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref())]);
      await boss.stop({ graceful: false, close: false });
    },
    async drain(...names) {
      await Promise.allSettled([...running]);
      for (let ran = 0; ran < DRAIN_LIMIT;) {
        let any = false;
        for (const name of names) {
          const queue = byName.get(name);
          if (queue && (await runBatch(queue, 1)) > 0) {
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
      workers.get(name)?.wake();
    },
    track: tracked,
  };
}

/**
 * The jobs a crash left active on PGlite, due again without counting a try (a try counts when a job
 * that had started is fetched again); every unfinished job's expiry the hang guard's. Nothing to do
 * on a database pg-boss has not set up yet.
 */
async function requeueOrphans(db: Db): Promise<void> {
  await db.execute(sql`
    do $$ begin
      if to_regclass('pgboss.job') is not null then
        update pgboss.job set expire_in = ${sql.raw(`interval '${ONE_PROCESS_EXPIRY_SECONDS} seconds'`)}
          where state < 'completed';
        update pgboss.job set state = 'retry', started_on = null, start_after = now()
          where state = 'active';
      end if;
    end $$`);
}
