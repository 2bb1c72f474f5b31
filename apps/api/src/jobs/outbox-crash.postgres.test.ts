import { afterAll, describe, it } from 'vitest';
import { openTestDatabase } from '../test/app';
import { outboxSurvivesCrash } from '../test/outbox-crash';
import { killStartedProcesses } from '../test/server-start';

let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  killStartedProcesses();
  await drop?.();
});

describe('the mail outbox across a crash (PostgreSQL)', () => {
  it('a server killed between the commit and the send sends every mail once after its restart, under the same Message-ID', async () => {
    await outboxSurvivesCrash(async (env) => {
      const test = await openTestDatabase();
      drop = test.drop;
      return { database: test.database, env: { ...env, DATABASE_URL: test.url! } };
    });
  }, 240_000);
});
