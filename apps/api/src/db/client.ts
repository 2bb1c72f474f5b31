import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { survivingConnectionLoss } from './pool-errors';
import { MIGRATIONS_DIR } from '../paths';
import { primaryOnly, type ReadRouting, replicaRouting } from './replicas';
import { grantAppRole } from './roles';
import { applySqlFunctions } from './sql-functions';
import * as schema from './schema';

import type { Db } from './types';

export type { Db, Queryable, Tx } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the public reads and analytics: a streaming replica when one is configured and near enough */
  reads: ReadRouting;
  /** Applies the pending migrations, then the SQL functions of `db/functions`, under the start-up lock. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock (a PostgreSQL advisory lock on a direct connection
   * of its own, past any pooler; PGlite has one owner anyway), so processes starting together
   * migrate and seed one at a time. `work` gets the lock's connection and a `migrate` on it.
   */
  exclusive<T>(work: (db: Db, migrate: () => Promise<void>) => Promise<T>): Promise<T>;
  /** PGlite only: a consistent gzipped tar of the data directory, restorable with `loadDataDir`. */
  dump?: () => Promise<Blob>;
  /**
   * Calls `onNotify` on every NOTIFY on `channel` by any session, this one included, and
   * `onListening` whenever listening starts or stops (PostgreSQL: one dedicated connection,
   * on the direct URL, reopened after a loss, when `onNotify` also runs since messages may have
   * been missed). Never
   * fails for a database out of reach: it keeps trying. The answer stops it.
   */
  listen(
    channel: string,
    onNotify: () => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Connection pool figures for the metrics (PGlite: one connection, never waiting). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/** Any constant works; it only has to be the same in every Skylark process. */
const STARTUP_LOCK_KEY = 7_539_152_001;
/**
 * How long a request waits for a connection (a pool slot, then the connect) before it is answered
 * 503. Generous: under a burst, requests queue for a slot and must not be refused for it; the bound
 * is for a server that neither answers nor refuses.
 */
const CONNECT_TIMEOUT_MS = 30_000;

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used */
  url?: string;
  /** a session of its own on the primary, past any pooler (LISTEN, the start-up lock); default `url` */
  directUrl?: string;
  /** streaming replicas for `reads` */
  readUrls?: string[];
  /** a replica further behind is not read (default 1 s) */
  replicaMaxLagMs?: number;
  /** the role that owns the tables and runs the migrations (DATABASE_OWNER_URL); defaults to `url` */
  ownerUrl?: string;
  /** PGlite data directory; omitted means in memory */
  dataDir?: string;
  /** PGlite: start from this dump (`Database.dump`) instead of an empty database */
  from?: Blob;
  poolSize?: number;
}

/**
 * pg's Pool.query closes the connection after any failed query, so every refusal by a constraint
 * (a seat already taken: under contention, most booking attempts) would cost the next query a new
 * connection. This one gives a connection the server answered with an error back to the pool; any
 * other error (a broken connection) still closes it. Drizzle calls only this promise form.
 */
const keepingQuery = (pool: pg.Pool) =>
  (async (config: pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
      throw error;
    }
  }) as pg.Pool['query'];

/** pg_trgm backs the indexed city substring search (migration 0001). */
const pgliteExtensions = { pg_trgm };

/**
 * PGlite's buffer pool lives in WebAssembly memory, which grows and never shrinks, while its data
 * files are also cached by the operating system: a small pool keeps the server's memory low.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection that the server ends (restart, admin termination) is dropped and
    // replaced on the next query; a busy one fails its query (pool-errors.ts).
    survivingConnectionLoss(pool);
    pool.query = keepingQuery(pool);
    const db = drizzlePg(pool, { schema });
    const directUrl = options.directUrl ?? options.url;
    // Start-up work (migrations, seeding) runs as the owner role; a separate one gets its grants after.
    const ownerUrl = options.ownerUrl ?? options.url;
    const ownerConnection = async (): Promise<{
      client: pg.PoolClient | pg.Client;
      done: () => Promise<void>;
    }> => {
      if (ownerUrl === options.url) {
        const client = await pool.connect();
        return { client, done: async () => client.release() };
      }
      const client = new pg.Client({
        connectionString: ownerUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      client.on('error', () => {});
      await client.connect();
      return { client, done: () => client.end() };
    };
    let appRole: Promise<string> | undefined;
    // The lock is a session's: it is held on a connection of its own straight to the primary, since
    // a pooler in transaction mode would hand that session to other clients between statements.
    const exclusive: Database['exclusive'] = async (work) => {
      const lock = new pg.Client({
        connectionString: directUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      lock.on('error', () => {});
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const { client, done } = await ownerConnection();
        try {
          const locked = drizzlePg(client, { schema });
          return await work(locked, async () => {
            await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
            await applySqlFunctions(locked);
            // one URL is one role: nothing to grant (and the pool may have no other connection)
            if (ownerUrl === options.url) return;
            appRole ??= pool.query('select current_user').then((r) => String(r.rows[0].current_user));
            await grantAppRole(client, await appRole);
          });
        } finally {
          await done();
        }
      } finally {
        // ending the session releases its lock
        await lock.end();
      }
    };
    const reads = options.readUrls?.length
      ? replicaRouting({
          primary: { db, pool },
          urls: options.readUrls,
          maxLagMs: options.replicaMaxLagMs ?? 1000,
          poolSize: max,
        })
      : primaryOnly(db);
    return {
      db,
      kind: 'postgres',
      reads,
      listen: (channel, onNotify, onListening) => listenPostgres(directUrl, channel, onNotify, onListening),
      migrate: () => exclusive((_db, migrate) => migrate()),
      exclusive,
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await reads.close();
        await pool.end();
      },
    };
  }
  const pgliteOptions = {
    extensions: pgliteExtensions,
    loadDataDir: options.from,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const migrate = async () => {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    await applySqlFunctions(db as unknown as Db);
  };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    reads: primaryOnly(db as unknown as Db),
    migrate,
    exclusive: (work) => work(db as unknown as Db, migrate),
    listen: async (channel, onNotify, onListening) => {
      const stop = await client.listen(channel, onNotify);
      onListening(true);
      // the database may already be closed (the server closes it last): nothing left to stop
      return () => (client.closed ? Promise.resolve() : stop());
    },
    poolStats: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    // The dump runs alone in PGlite's queue, after a checkpoint has written every page out.
    dump: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
    close: () => client.close(),
  };
}

const RELISTEN_DELAY_MS = 200;

/** LISTEN on a connection of its own (a pooled one would be handed to queries). */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const lost = (which: pg.Client) => {
    if (client === which) client = undefined;
    which.end().catch(() => {});
    onListening(false);
    if (!stopped) setTimeout(open, RELISTEN_DELAY_MS).unref();
  };
  const open = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let dead = false;
    const die = () => {
      if (dead) return;
      dead = true;
      lost(next);
    };
    next.on('notification', () => onNotify());
    next.on('error', die);
    next.on('end', die);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      return die();
    }
    if (stopped) {
      dead = true;
      return void next.end().catch(() => {});
    }
    client = next;
    onListening(true);
    onNotify();
  };
  await open();
  return async () => {
    stopped = true;
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
