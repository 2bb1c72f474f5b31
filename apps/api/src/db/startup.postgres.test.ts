import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase } from './client';
import { adminQuery, withDatabase } from '../test/global-setup';
import { killStartedProcesses, startServer } from '../test/server-start';

/**
 * Processes starting together on one empty PostgreSQL database: the migrations, the configured
 * administrator and the demo seed run under an advisory lock, one process at a time.
 */

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `skylark_startup_${randomBytes(5).toString('hex')}`;
const bare = `skylark_migrate_${randomBytes(5).toString('hex')}`;

afterAll(async () => {
  killStartedProcesses();
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(serverUrl, `drop database if exists ${bare} with (force)`);
});

const journalLength = () =>
  (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

describe('migrations run by several processes at the same moment', () => {
  it('eight connections migrating one empty database together all succeed, each migration applied once', async () => {
    await adminQuery(serverUrl, `create database ${bare}`);
    const databases = await Promise.all(
      Array.from({ length: 8 }, () => openDatabase({ url: withDatabase(serverUrl, bare), poolSize: 2 })),
    );
    try {
      const results = await Promise.allSettled(databases.map((d) => d.migrate()));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const applied = await databases[0]!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.n).toBe(journalLength());
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });
});

describe('four processes started at once on an empty database', () => {
  it('all come up, and the schema, the administrator and the demo data are applied once', async () => {
    await adminQuery(serverUrl, `create database ${name}`);
    const url = withDatabase(serverUrl, name);
    const env = {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Four-Processes-At-Once',
    };
    const servers = await Promise.all(Array.from({ length: 4 }, () => startServer(env)));
    for (const server of servers) {
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(200);
    }

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(journalLength());
      const admins = await client.query<{ n: number }>(
        `select count(*)::int as n from admins where email = 'ops@example.com'`,
      );
      expect(admins.rows[0]!.n).toBe(1);
      const flights = await client.query<{ n: number; numbers: number }>(
        'select count(*)::int as n, count(distinct flight_number)::int as numbers from flights',
      );
      expect(flights.rows[0]!.n).toBeGreaterThan(0);
      expect(flights.rows[0]!.numbers).toBe(flights.rows[0]!.n);
    } finally {
      await client.end();
    }

    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0, 0, 0]);
  }, 240_000);
});
