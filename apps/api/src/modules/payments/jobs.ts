import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail, mailJob } from '../../mail/outbox';
import { esploraClient } from './esplora';
import { expireDueBookings, flagEndedHolds, lapseDueChanges } from './expiry';
import { pollInvoices } from './detection';

/**
 * The invoice work of docs/product.md#143-paying-for-a-booking as job bodies. Each is idempotent (a booking's row lock
 * decides), and each mail is queued in the transaction of the change it reports.
 */

export const EXPIRY_QUEUE = 'invoice-expiry';
export const DETECTION_QUEUE = 'payment-detection';
export const EXPIRY_EVERY_SECONDS = 2;
const MAX_BACKOFF_MS = 15 * 60_000;

export function expiryRunner(db: Db, config: AppConfig) {
  return async () => {
    const now = new Date();
    await expireDueBookings(db, now, {
      onExpired: (tx, booking) => enqueueMail(tx, mailJob('bookingExpired', [booking, config.appUrl])),
    });
    await flagEndedHolds(db, now);
    await lapseDueChanges(db, now, config.payments.graceSeconds);
  };
}

/**
 * One round of detection. When the Esplora API fails, this process's rounds back off (doubling,
 * longer on a 429's Retry-After, at most 15 min): the answer says until when.
 */
export function detectionRunner(db: Db, config: AppConfig, log: FastifyBaseLogger) {
  const { payments, appUrl } = config;
  const esplora = payments.esploraUrl ? esploraClient(payments.esploraUrl) : undefined;
  let failures = 0;
  let pausedUntil = 0;
  return {
    pausedUntil: () => pausedUntil,
    async run() {
      if (!esplora || Date.now() < pausedUntil) return;
      const result = await pollInvoices(db, esplora, new Date(), {
        confirmations: payments.confirmations,
        graceSeconds: payments.graceSeconds,
        autoConfirm: payments.autoConfirm,
        onEvents: (tx, events) =>
          enqueueMail(
            tx,
            ...events.map(({ kind, booking }) =>
              kind === 'received'
                ? mailJob('paymentReceived', [booking, appUrl])
                : mailJob('bookingApproved', [booking, appUrl]),
            ),
          ),
      });
      for (const { error, ...invoice } of result.failed)
        log.error({ err: error, ...invoice }, 'payment detection failed for one invoice');
      if (!result.error) {
        failures = 0;
        return;
      }
      failures++;
      const pollMs = payments.pollSeconds * 1000;
      const wait = Math.max(result.error.retryAfterMs ?? 0, pollMs * 2 ** failures);
      pausedUntil = Date.now() + Math.min(wait, MAX_BACKOFF_MS);
      throw result.error;
    },
  };
}
