import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { call } from '../test/app';
import { adminQuery, withDatabase } from '../test/global-setup';
import { openTestDatabase } from '../test/app';
import { type Database, openDatabase } from './client';

/**
 * DATABASE_OWNER_URL: the migrations run as the owner, and the application's own role (a restricted
 * one, made here) may add to the audit trail and read it, never change, empty or unguard it.
 */
const role = `skylark_app_${randomBytes(4).toString('hex')}`;
let cloned: Awaited<ReturnType<typeof openTestDatabase>>;
let appUrl: string;
let database: Database;

beforeAll(async () => {
  cloned = await openTestDatabase(2);
  await cloned.database.close();
  await adminQuery(cloned.url!, `create role ${role} login`);
  const url = new URL(cloned.url!);
  url.username = role;
  appUrl = url.toString();
  database = await openDatabase({ url: appUrl, ownerUrl: cloned.url! });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await cloned.drop();
  await adminQuery(withDatabase(cloned.url!, 'postgres'), `drop role if exists ${role}`);
});

async function asApp(sql: string) {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('the application role on PostgreSQL', () => {
  it('serves the app and writes the audit trail, which it can read but neither change nor empty', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: appUrl,
      JWT_SECRET: 'j'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { database, logger: false });
    try {
      const failed = await call(app, 'POST', '/user/login', {
        body: { email: 'nobody@example.com', password: 'wrong-password-0' },
      });
      expect(failed.status).toBe(401);
    } finally {
      await app.close();
    }
    const { rows } = await asApp(
      `select count(*)::int as n from audit_events where action = 'auth.login_failed'`,
    );
    expect(rows[0].n).toBe(1);
    await expect(asApp('delete from audit_events')).rejects.toThrow(/permission denied/);
    await expect(asApp('truncate audit_events')).rejects.toThrow(/permission denied/);
    await expect(asApp(`update audit_events set action = 'x'`)).rejects.toThrow(/permission denied/);
    await expect(asApp('alter table audit_events disable trigger all')).rejects.toThrow(/must be owner/);
    await expect(asApp('drop table audit_events')).rejects.toThrow(/must be owner/);
    // every other table is the application's to use
    await expect(asApp('delete from rate_counters')).resolves.toBeTruthy();
  });
});
