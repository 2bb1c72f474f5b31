import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookingApprovedMail } from '../../mail/booking-mails';
import { bookingExpiredMail, paymentReceivedMail } from '../../mail/invoice-mails';
import { esploraClient } from './esplora';
import { expireDueBookings, flagEndedHolds } from './expiry';
import { type InvoiceEvent, pollInvoices } from './detection';

/**
 * INTERIM SCHEDULER, to be replaced by jobs on the job queue: runs the invoice work of
 * docs/product.md §14.3 on timers in this process, from the app's start to its close.
 *   - every 2 s: expireDueBookings, then flagEndedHolds
 *   - every BTC_POLL_SECONDS (with BTC_ESPLORA_URL set): pollInvoices, backing off on failures
 * Each is idempotent, so several processes may run it at once. Mails go through app.mailer.
 */

const EXPIRY_TICK_MS = 2_000;
const MAX_BACKOFF_MS = 15 * 60_000;

function sendEventMails(app: FastifyInstance, events: InvoiceEvent[]) {
  for (const { kind, booking } of events) {
    app.mailer.send(
      kind === 'received'
        ? paymentReceivedMail(booking, app.config.appUrl)
        : bookingApprovedMail(booking, app.config.appUrl),
    );
  }
}

export const invoiceTimers = fp(async (app: FastifyInstance) => {
  const { payments } = app.config;
  const esplora = payments.esploraUrl ? esploraClient(payments.esploraUrl) : undefined;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  /** Runs `tick` again after the delay it answers (or after `fallbackMs` if it throws). */
  function every(name: string, firstMs: number, fallbackMs: () => number, tick: () => Promise<number>) {
    const schedule = (ms: number) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = tick()
          .catch((err: unknown) => {
            app.log.error({ err }, `${name} failed`);
            return fallbackMs();
          })
          .then(schedule)
          .finally(() => running.delete(run));
        running.add(run);
      }, ms);
      timer.unref();
      timers.add(timer);
    };
    schedule(firstMs);
  }

  app.addHook('onReady', async () => {
    every(
      'invoice expiry',
      EXPIRY_TICK_MS,
      () => EXPIRY_TICK_MS,
      async () => {
        for (const booking of await expireDueBookings(app.db, new Date())) {
          app.mailer.send(bookingExpiredMail(booking, app.config.appUrl));
        }
        await flagEndedHolds(app.db, new Date());
        return EXPIRY_TICK_MS;
      },
    );
    if (!esplora) return;
    const pollMs = payments.pollSeconds * 1000;
    let failures = 0;
    const backoff = (retryAfterMs?: number) => {
      failures++;
      return Math.min(Math.max(retryAfterMs ?? 0, pollMs * 2 ** failures), MAX_BACKOFF_MS);
    };
    every('payment detection', pollMs, backoff, async () => {
      const result = await pollInvoices(app.db, esplora, new Date(), {
        confirmations: payments.confirmations,
        graceSeconds: payments.graceSeconds,
        autoConfirm: payments.autoConfirm,
      });
      sendEventMails(app, result.events);
      if (!result.error) {
        failures = 0;
        return pollMs;
      }
      app.log.warn({ err: result.error }, 'payment detection: the Esplora API failed, backing off');
      return backoff(result.error.retryAfterMs);
    });
  });

  // before the server stops answering: no tick starts after this, the one running finishes
  app.addHook('preClose', async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.allSettled([...running]);
  });
});
