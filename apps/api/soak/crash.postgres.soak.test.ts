import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ServerProcesses, startServerProcesses } from '../src/test/server-processes';
import { startSmtpServer, type TestSmtpServer } from '../src/test/smtp';
import { bookFigures, expectSoundBooks, mailFigures, planSoak, runSoak, soakSettings } from './crash-soak';

/** Two server processes on one PostgreSQL database; one of them, in turn, killed and started again. */
describe('the crash soak on PostgreSQL (two processes)', () => {
  const { attempts, killEveryMs } = soakSettings();
  let smtp: TestSmtpServer;
  let servers: ServerProcesses;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // a mail whose process died mid-send is tried again after 3 × 2 s
    servers = await startServerProcesses(2, {
      SMTP_URL: smtp.url,
      MAIL_TIMEOUT_SECONDS: '2',
      MAIL_RETRY_DELAY_SECONDS: '0',
    });
  }, 120_000);
  afterAll(async () => {
    await servers?.close();
    await smtp?.close();
  });

  it(
    'loses no answered booking, holds no seat twice, keeps every counter and mails every booking once',
    async () => {
      const planned = await planSoak(servers.db, servers.app, attempts);
      let victim = 0;
      let down: number | undefined;
      const run = await runSoak(
        planned,
        {
          // while one process is down, the other takes every request, as a load balancer would send them
          url: (i) => `http://127.0.0.1:${servers.ports[down === undefined ? i % 2 : 1 - down]}`,
          async killAndRestart() {
            victim = 1 - victim;
            down = victim;
            await servers.crash(victim);
            await servers.restart(victim);
            down = undefined;
          },
        },
        killEveryMs,
      );
      const figures = {
        ...(await bookFigures(servers.db, planned, run)),
        ...(await mailFigures(run.outcomes, smtp)),
      };
      expectSoundBooks('PostgreSQL, two processes', figures);
    },
    24 * 60 * 60_000,
  );
});
