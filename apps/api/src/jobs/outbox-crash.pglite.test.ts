import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { MAIL_QUEUE } from '../mail/outbox';
import { outboxSurvivesCrash } from '../test/outbox-crash';
import { killStartedProcesses } from '../test/server-start';

afterAll(() => killStartedProcesses());

describe('the mail outbox across a crash (PGlite)', () => {
  it('a server killed between the commit and the send sends every mail once after its restart, under the same Message-ID', async () => {
    const open = async (env: Record<string, string>) => {
      const database = await openDatabase({ dataDir: join(env.DATA_DIR!, 'pglite') });
      await database.migrate();
      return database;
    };
    await outboxSurvivesCrash(
      async (env) => ({ database: await open(env), env }),
      async (env) => {
        // the mail cut off by the kill went back to its queue at the restart, without waiting for its
        // expiry and without counting a try
        const database = await open(env);
        const { rows } = await database.db.execute<{ state: string; retry_count: number }>(
          sql`select state, retry_count from pgboss.job where name = ${MAIL_QUEUE}`,
        );
        await database.close();
        expect(rows).toEqual([
          { state: 'completed', retry_count: 0 },
          { state: 'completed', retry_count: 0 },
        ]);
      },
    );
  }, 240_000);
});
