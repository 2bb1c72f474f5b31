import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { openDatabase } from '../db/client';
import { outboxSurvivesCrash } from '../test/outbox-crash';
import { killStartedProcesses } from '../test/server-start';

afterAll(() => killStartedProcesses());

describe('the mail outbox across a crash (PGlite)', () => {
  it('a server killed between the commit and the send sends every mail once after its restart, under the same Message-ID', async () => {
    await outboxSurvivesCrash(async (env) => {
      const database = await openDatabase({ dataDir: join(env.DATA_DIR!, 'pglite') });
      await database.migrate();
      return { database, env };
    });
  }, 240_000);
});
