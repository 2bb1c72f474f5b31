import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { pgErrorOf } from '../lib/errors';
import { wrap } from '../lib/reply';
import { MIGRATIONS_DIR } from '../paths';

/** A readiness check that takes longer than this answers not ready. */
const READY_TIMEOUT_MS = 2_000;

/** The newest migration this code ships (drizzle records each applied one by this timestamp). */
function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

type Check = 'up' | 'down';
interface Readiness {
  database: Check;
  migrations: 'applied' | 'pending' | 'unknown';
}

async function readiness(database: Database): Promise<Readiness> {
  const latest = latestMigrationMillis();
  const check = async (): Promise<Readiness> => {
    const result = await database.db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const newest = Number(result.rows[0]?.newest ?? 0);
    return { database: 'up', migrations: newest >= latest ? 'applied' : 'pending' };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ database: 'down', migrations: 'unknown' }), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    // no migrations table yet means the migrations have not run
    const code = pgErrorOf(error)?.code;
    if (code === '42P01' || code === '3F000') return { database: 'up', migrations: 'pending' };
    return { database: 'down', migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health/live (the process answers) and GET /health/ready (the database answers and every
 * migration is applied, with each read replica's lag), for load balancers and orchestrators:
 * unauthenticated, not rate-limited.
 */
export const healthPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const hidden = { schema: { hide: true } };
  app.get('/health/live', hidden, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return wrap(reply, 200, 'Live', { status: 'live', uptimeSeconds: Math.round(process.uptime()) });
  });
  app.get('/health/ready', hidden, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks = await readiness(database);
    const ready = checks.database === 'up' && checks.migrations === 'applied';
    if (!ready) request.log.warn({ checks }, 'not ready');
    // a replica down or behind sends its reads to the primary: it does not make this node unready
    return wrap(reply, ready ? 200 : 503, ready ? 'Ready' : 'Not ready', {
      status: ready ? 'ready' : 'not ready',
      ...checks,
      replicas: database.reads.replicas(),
    });
  });
});
