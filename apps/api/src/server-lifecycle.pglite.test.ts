import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killStartedProcesses, runScript, type StartedServer, startServer } from './test/server-start';

/**
 * The embedded database under real processes: one owner per data directory, a crashed owner
 * (kill -9) leaves no stale lock, and `npm run backup` goes through the running owner.
 */

afterAll(() => killStartedProcesses());

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '0712345678',
  password: 'Analytical-Engine-1843',
};

async function post(url: string, path: string, body: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
}

/** A fingerprint of every file of the embedded database (name, size, content). */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

describe('one process owns an embedded data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skylark-lock-'));
  let owner: StartedServer;

  it('a second process on a held data directory exits at once, names the owner and changes nothing', async () => {
    owner = await startServer({ DATA_DIR: dataDir });
    const registered = await post(owner.url, '/user/register', customer);
    expect(registered.body.message).toBeTruthy();
    expect(registered.status).toBe(201);
    // the owner's own jobs write every few seconds: paused meanwhile, any change is the second's
    owner.child.kill('SIGSTOP');
    const before = fingerprint(join(dataDir, 'pglite'));

    const second = runScript('src/server.ts', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by process ${owner.child.pid}`);
    expect(second.output()).toContain('DATABASE_URL');
    expect(second.output()).not.toContain('running at');
    expect(fingerprint(join(dataDir, 'pglite'))).toBe(before);
    owner.child.kill('SIGCONT');

    // the owner still serves
    const ready = await fetch(`${owner.url}/health/ready`);
    expect(ready.status).toBe(200);
  }, 180_000);

  it('npm run backup while the server runs asks the server for the backup', async () => {
    const backup = runScript('src/ops/backup/cli.ts', { DATA_DIR: dataDir }, ['backup']);
    expect(await backup.exited).toBe(0);
    expect(backup.output()).toContain('Backup written by the running server');
    const files = readdirSync(join(dataDir, 'backups'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^skylark-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
  }, 120_000);

  it('after kill -9 of the owner the lock is gone: a new process starts on the same data', async () => {
    owner.child.kill('SIGKILL');
    await owner.exited;
    expect(existsSync(join(dataDir, 'skylark.lock'))).toBe(true);

    const next = await startServer({ DATA_DIR: dataDir });
    const login = await post(next.url, '/user/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 180_000);
});
