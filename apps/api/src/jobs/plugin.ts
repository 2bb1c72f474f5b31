import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAIL_QUEUE, enqueueMail, mailJob, onMailQueued } from '../mail/outbox';
import { oweAutomaticRefunds } from '../modules/bookings';
import { mailRunner } from './mail-job';
import {
  DETECTION_QUEUE,
  EXPIRY_EVERY_SECONDS,
  EXPIRY_QUEUE,
  detectionRunner,
  expiryRunner,
} from '../modules/payments';
import {
  NEWS_EVERY_SECONDS,
  NEWS_QUEUE,
  PUSH_QUEUE,
  pushRunner,
  sendDueNews,
  vapidKeys,
} from '../modules/news';
import { CURRENCY_RATES_EVERY_SECONDS, CURRENCY_RATES_QUEUE, refreshRates } from '../modules/currency-rates';
import { AUTOVACUUM_EVERY_SECONDS, autovacuum } from '../db/autovacuum';
import { createJobs, type Jobs, type QueueDef } from './runner';

/** The embedded database's statistics and dead rows kept up (decision 106), on PGlite only. */
export const AUTOVACUUM_QUEUE = 'autovacuum';

/** Refunds owed without being asked for (decision 097), looked for once a minute. */
export const AUTOMATIC_REFUND_QUEUE = 'automatic-refunds';
const AUTOMATIC_REFUND_EVERY_SECONDS = 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** the job queue: mail, expiry, payment detection (docs/product.md#104-background-jobs-and-mail) */
    jobs: Jobs;
  }
}

interface JobsOptions {
  /** false: an app that only signs tokens or sets up data (tests, the bench) runs no jobs */
  work: boolean;
  /** the database is PGlite, which one process at a time can open */
  oneProcess: boolean;
}

/**
 * The app's jobs, started when the app is ready and stopped before it closes. The timed work is
 * a tick a process sends every period, throttled by pg-boss to one job a period whoever sends it,
 * so that across processes each tick runs once.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, { work, oneProcess }: JobsOptions) => {
  const { config, db } = app;
  const { limit, delaySeconds, timeoutSeconds } = config.mailRetry;
  const detection = detectionRunner(db, config, app.log);
  const expire = expiryRunner(db, config);
  const queues: QueueDef[] = [
    {
      name: MAIL_QUEUE,
      options: {
        retryLimit: limit,
        retryDelay: delaySeconds,
        retryBackoff: delaySeconds > 0,
        // a send that outlives its SMTP timeouts was lost with its process: tried again
        expireInSeconds: timeoutSeconds * 3,
      },
      run: mailRunner(db, config, app.secrets, app.log),
      pollSeconds: 2,
      batch: 10,
    },
    {
      name: EXPIRY_QUEUE,
      options: { retryLimit: 0, expireInSeconds: 300 },
      run: expire,
      pollSeconds: EXPIRY_EVERY_SECONDS,
      batch: 1,
    },
    {
      name: AUTOMATIC_REFUND_QUEUE,
      options: { retryLimit: 0, expireInSeconds: 300 },
      run: async () => {
        await oweAutomaticRefunds(db, new Date(), {
          onRefunded: (tx, booking) =>
            enqueueMail(tx, mailJob('bookingCancelled', [booking, config.appUrl], 'booking')),
        });
      },
      pollSeconds: AUTOMATIC_REFUND_EVERY_SECONDS,
      batch: 1,
    },
    {
      name: DETECTION_QUEUE,
      options: { retryLimit: 0, expireInSeconds: 600 },
      run: () => detection.run(),
      pollSeconds: Math.min(config.payments.pollSeconds, 30),
      batch: 1,
    },
    {
      name: NEWS_QUEUE,
      options: { retryLimit: 0, expireInSeconds: 600 },
      run: async () => void (await sendDueNews(db, config, new Date())),
      pollSeconds: NEWS_EVERY_SECONDS,
      batch: 1,
    },
    {
      name: PUSH_QUEUE,
      options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
      run: pushRunner(db, config.push, vapidKeys(config.push, config.dataDir), app.log),
      pollSeconds: 5,
      batch: 10,
    },
  ];
  // a PostgreSQL server runs its own autovacuum
  if (oneProcess)
    queues.push({
      name: AUTOVACUUM_QUEUE,
      options: { retryLimit: 0, expireInSeconds: 600 },
      run: async () => void (await autovacuum(db)),
      pollSeconds: AUTOVACUUM_EVERY_SECONDS,
      batch: 1,
    });
  const ratesUrl = config.currencyRates.url;
  if (ratesUrl)
    queues.push({
      name: CURRENCY_RATES_QUEUE,
      options: { retryLimit: 0, expireInSeconds: 60 },
      run: () => refreshRates(db, ratesUrl, new Date()),
      pollSeconds: 60,
      batch: 1,
    });
  const jobs = createJobs(db, queues, app.log, {
    maintenanceSeconds: Math.min(30, timeoutSeconds),
    oneProcess,
  });
  app.decorate('jobs', jobs);

  const timers: NodeJS.Timeout[] = [];
  const tick = (queue: string, seconds: number, skip: () => boolean = () => false) => {
    const send = () => {
      if (skip()) return;
      jobs.boss
        .send(queue, {}, { singletonKey: queue, singletonSeconds: seconds })
        .catch((err: unknown) => app.log.error({ err, queue }, 'tick not sent'));
    };
    const timer = setInterval(send, seconds * 1000);
    timer.unref();
    timers.push(timer);
  };
  let stopWaking = () => {};

  // an app that only signs tokens or sets up data (tests, the bench) runs no jobs
  if (!work) return;
  let started = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const start = async (attempt: number): Promise<void> => {
    try {
      await jobs.start();
    } catch (err) {
      // the database is out of reach: the server still starts and answers 503 (decision 009);
      // the queue starts once the database is back
      app.log.error({ err }, 'job queue not started; trying again');
      if (!closing) {
        retry = setTimeout(() => void start(attempt + 1), Math.min(30, 2 ** attempt) * 1000);
        retry.unref();
      }
      return;
    }
    if (closing) return jobs.stop();
    started = true;
    stopWaking = onMailQueued(() => jobs.wake(MAIL_QUEUE));
    tick(EXPIRY_QUEUE, EXPIRY_EVERY_SECONDS);
    tick(AUTOMATIC_REFUND_QUEUE, AUTOMATIC_REFUND_EVERY_SECONDS);
    tick(NEWS_QUEUE, NEWS_EVERY_SECONDS);
    if (oneProcess) tick(AUTOVACUUM_QUEUE, AUTOVACUUM_EVERY_SECONDS);
    if (ratesUrl) {
      tick(CURRENCY_RATES_QUEUE, CURRENCY_RATES_EVERY_SECONDS);
      // a first read at start, not an hour later; throttled to one across processes
      const first = { singletonKey: CURRENCY_RATES_QUEUE, singletonSeconds: 60 };
      void jobs
        .track(jobs.boss.send(CURRENCY_RATES_QUEUE, {}, first))
        .then(() => jobs.wake(CURRENCY_RATES_QUEUE))
        .catch((err: unknown) => app.log.error({ err }, 'currency rates not read at start'));
    }
    if (config.payments.esploraUrl)
      tick(DETECTION_QUEUE, config.payments.pollSeconds, () => Date.now() < detection.pausedUntil());
  };
  app.addHook('onReady', () => start(0));
  // before the server stops answering: no tick is sent after this, the jobs running finish
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(retry);
    for (const timer of timers) clearInterval(timer);
    stopWaking();
    if (started) await jobs.stop();
  });
});
