import { chmodSync, existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './test/app';
import { killStartedProcesses, runScript, startServer } from './test/server-start';

afterAll(() => killStartedProcesses());

/** Every path under `dir` that another local user could read, with its mode. */
function readableByOthers(dir: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) loose.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return loose;
}

describe('start-up', () => {
  it('stops with a message when ADMIN_PASSWORD is weak', async () => {
    const run = runScript('src/server.ts', {
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-weak-')),
      ADMIN_EMAIL: 'owner@skylark.test',
      ADMIN_PASSWORD: '12345678',
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('ADMIN_PASSWORD: This password is too easy to guess');
  }, 180_000);

  it('keeps DATA_DIR to the server user: 0700 directories, 0600 files, the database, its WAL and the outbox included', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skylark-modes-'));
    chmodSync(dataDir, 0o755);
    // a file an older version left readable to everyone
    writeFileSync(join(dataDir, 'jwt-secret'), 'j'.repeat(48), { mode: 0o666 });
    chmodSync(join(dataDir, 'jwt-secret'), 0o666);
    const cloned = process.env.TEST_DB === 'postgres' ? await openTestDatabase(1) : undefined;
    await cloned?.database.close();
    try {
      const server = await startServer({
        DATA_DIR: dataDir,
        ...(cloned ? { DATABASE_URL: cloned.url, JWT_SECRET: 'j'.repeat(48) } : {}),
      });
      // once started, before any request: the database's files and the older file are the server's alone
      if (!cloned) expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(readableByOthers(dataDir)).toEqual([]);
      const email = 'modes@example.com';
      const register = await fetch(`${server.url}/api/v1/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Mode',
          lastName: 'Tester',
          email,
          phoneNumber: '07123456789',
          password: 'Kestrel-Harbour-42',
        }),
      });
      expect(register.status).toBe(201);
      await fetch(`${server.url}/api/v1/user/forget-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      const outbox = join(dataDir, 'outbox');
      await expect
        .poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0), { timeout: 60_000 })
        .toBe(1);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      if (!cloned) expect(existsSync(join(dataDir, 'pglite', 'pg_wal'))).toBe(true);
      expect(readableByOthers(dataDir)).toEqual([]);
    } finally {
      await cloned?.drop();
    }
  }, 240_000);
});
