import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './test/app';
import { killStartedProcesses, startServer } from './test/server-start';

/** WEB_CONCURRENCY on PostgreSQL (docs/product.md#10-running-it, docs/product.md#101-public-reads-from-memory-and-workers): workers under one supervising process. */

afterAll(() => killStartedProcesses());

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('WEB_CONCURRENCY=2', () => {
  it('starts two workers on one port that answer the API, and stops them all cleanly on SIGTERM', async () => {
    const shared = await openTestDatabase(2);
    try {
      await shared.database.close();
      const server = await startServer({
        DATABASE_URL: shared.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        WEB_CONCURRENCY: '2',
      });
      await expect.poll(() => childrenOf(server.child.pid!).length, { timeout: 120_000 }).toBe(2);
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${server.url}/api/v1/user/flights`);
        expect(res.status).toBe(200);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await shared.drop();
    }
  }, 180_000);
});
