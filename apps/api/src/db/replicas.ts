import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { survivingConnectionLoss } from './pool-errors';
import type { Db } from './types';
import * as schema from './schema';
import { isReplicaFailure, lsnOf, ReplicaWatch, type ReplicaStatus } from './replica-watch';

export type { ReplicaStatus } from './replica-watch';

export interface ReadStats {
  replica: number;
  primary: number;
  /** reads begun on a replica that failed there and were answered by the primary */
  retried: number;
  /** the longest a read has waited for a replica to replay a change, in seconds */
  longestWaitSeconds: number;
}

/**
 * Where reads go (docs/deploy.md): the public reads and analytics to a streaming replica when one
 * is close enough behind, everything else to the primary.
 */
export interface ReadRouting {
  /**
   * Runs `work` on a replica that has replayed every change this process has heard of (`fence`),
   * or on the primary when none has within the wait, none is near enough or one fails mid-read.
   */
  fresh<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs `work` on a replica at most the lag bound behind (analytics), else on the primary. */
  recent<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** A change was committed on the primary: later `fresh` reads wait for a replica to have it. */
  fence(): void;
  replicas(): ReplicaStatus[];
  stats(): ReadStats;
  close(): Promise<void>;
}

/** A fresh read waits at most this long for a replica to replay a change before reading the primary. */
const FENCE_WAIT_MS = 400;
/** A replica that does not connect within this is taken for down: the read goes to the primary. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;
/** A fence that could not be read leaves fresh reads on the primary until this retry succeeds. */
const FENCE_RETRY_MS = 500;
const EVERYTHING = 2n ** 64n;

/** The primary alone: PGlite, or PostgreSQL without DATABASE_READ_URL. */
export function primaryOnly(db: Db): ReadRouting {
  const stats: ReadStats = { replica: 0, primary: 0, retried: 0, longestWaitSeconds: 0 };
  const onPrimary = <T>(work: (db: Db) => Promise<T>) => {
    stats.primary += 1;
    return work(db);
  };
  return {
    fresh: onPrimary,
    recent: onPrimary,
    fence: () => {},
    replicas: () => [],
    stats: () => ({ ...stats }),
    close: async () => {},
  };
}

export interface ReplicaOptions {
  primary: { db: Db; pool: pg.Pool };
  urls: string[];
  maxLagMs: number;
  poolSize: number;
}

export function replicaRouting({ primary, urls, maxLagMs, poolSize }: ReplicaOptions): ReadRouting {
  const primaryLsn = async () => {
    const result = await primary.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return lsnOf(result.rows[0]!.lsn);
  };
  const watches = urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
    });
    survivingConnectionLoss(pool);
    return new ReplicaWatch(url, pool, drizzle(pool, { schema }) as Db, primaryLsn);
  });
  const stats: ReadStats = { replica: 0, primary: 0, retried: 0, longestWaitSeconds: 0 };
  let turn = 0;
  let fenceLsn = 0n;
  let fencing: Promise<void> | undefined;
  let again = false;

  // Several changes heard while one fence is read need one more read after it, not one each.
  const readFence = async () => {
    while (again) {
      again = false;
      try {
        fenceLsn = await primaryLsn();
      } catch {
        fenceLsn = EVERYTHING;
        setTimeout(fence, FENCE_RETRY_MS).unref();
      }
    }
    fencing = undefined;
  };
  function fence() {
    again = true;
    fencing ??= readFence();
  }

  /** The replicas near enough behind, starting from the next one in turn. */
  const candidates = () => {
    turn = (turn + 1) % watches.length;
    return [...watches.slice(turn), ...watches.slice(0, turn)].filter(
      (w) => w.up && w.lagMs !== null && w.lagMs <= maxLagMs,
    );
  };

  const onPrimary = <T>(work: (db: Db) => Promise<T>) => {
    stats.primary += 1;
    return work(primary.db);
  };

  const onReplica = async <T>(watch: ReplicaWatch, work: (db: Db) => Promise<T>): Promise<T> => {
    try {
      const answer = await work(watch.db);
      stats.replica += 1;
      return answer;
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      watch.failed();
      stats.retried += 1;
      return onPrimary(work);
    }
  };

  return {
    async fresh(work) {
      if (fencing) await fencing;
      const target = fenceLsn;
      for (const watch of candidates()) {
        const started = performance.now();
        const caughtUp = await watch.reached(target, FENCE_WAIT_MS);
        stats.longestWaitSeconds = Math.max(stats.longestWaitSeconds, (performance.now() - started) / 1000);
        if (caughtUp) return onReplica(watch, work);
      }
      return onPrimary(work);
    },
    async recent(work) {
      const watch = candidates()[0];
      return watch ? onReplica(watch, work) : onPrimary(work);
    },
    fence,
    replicas: () => watches.map((w) => w.status()),
    stats: () => ({ ...stats }),
    async close() {
      await Promise.all(watches.map((w) => w.close()));
    },
  };
}
