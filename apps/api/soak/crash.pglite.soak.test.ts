import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { type StartedServer, killStartedProcesses, startServer } from '../src/test/server-start';
import { startSmtpServer } from '../src/test/smtp';
import { bookFigures, expectSoundBooks, mailFigures, planSoak, runSoak, soakSettings } from './crash-soak';

afterAll(() => killStartedProcesses());

/** The one process of the embedded database, killed and started again on the same data directory. */
describe('the crash soak on PGlite (one process)', () => {
  const { attempts, killEveryMs } = soakSettings();

  it(
    'loses no answered booking, holds no seat twice, keeps every counter and mails every booking once',
    async () => {
      const smtp = await startSmtpServer();
      const env = {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-crash-soak-')),
        JWT_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: smtp.url,
        // a mail whose process died mid-send is tried again after 3 × 2 s
        MAIL_TIMEOUT_SECONDS: '2',
        MAIL_RETRY_DELAY_SECONDS: '0',
      };
      const dataDir = join(env.DATA_DIR, 'pglite');
      let database = await openDatabase({ dataDir });
      await database.migrate();
      const signer = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), {
        database,
        logger: false,
        work: false,
      });
      const planned = await planSoak(database.db, signer, attempts);
      await signer.close();
      await database.close();

      let server: StartedServer = await startServer(env);
      let restarting: Promise<StartedServer> | undefined;
      const run = await runSoak(
        planned,
        {
          // requests wait for the restart: the one process is the whole service
          url: async () => (restarting ? (await restarting).url : server.url),
          async killAndRestart() {
            restarting = (async () => {
              server.child.kill('SIGKILL');
              await server.exited;
              return startServer(env);
            })();
            server = await restarting;
            restarting = undefined;
          },
        },
        killEveryMs,
      );
      const mails = await mailFigures(run.outcomes, smtp);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await smtp.close();

      database = await openDatabase({ dataDir });
      const figures = { ...(await bookFigures(database.db, planned, run)), ...mails };
      await database.close();
      expectSoundBooks('PGlite, one process', figures);
    },
    24 * 60 * 60_000,
  );
});
