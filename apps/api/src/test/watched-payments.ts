import { randomBytes } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { afterAll, beforeAll } from 'vitest';
import { esploraClient } from '../modules/payments/esplora';
import { pollInvoices } from '../modules/payments/detection';
import { type TestEsplora, startEsploraServer } from './esplora-server';
import { type PaymentsApp, startPaymentsApp } from './payments-app';

/** A fresh BIP84 account key: an app's invoices at addresses no other app on the one chain has. */
export const freshXpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey;

/** How `poll` judges an invoice: one confirmation confirms a booking, and a late payment has an hour. */
export const WATCHED_POLL = { confirmations: 1, graceSeconds: 3600, autoConfirm: true };

export interface WatchedPayments {
  readonly app: PaymentsApp;
  readonly esplora: TestEsplora;
  /** one poll of the invoices on the test's clock (WATCHED_POLL) */
  poll(now?: Date): ReturnType<typeof pollInvoices>;
}

/**
 * A payments app watching a test Esplora server, for every test of the file: started before them,
 * closed after them. Its own poll waits an hour, so a test polls when it means to.
 */
export function useWatchedPayments(env: Record<string, string> = {}): WatchedPayments {
  let started: { app: PaymentsApp; esplora: TestEsplora } | undefined;
  beforeAll(async () => {
    const esplora = await startEsploraServer();
    const app = await startPaymentsApp({
      BTC_USD_RATE: '50000',
      BTC_ESPLORA_URL: esplora.url,
      BTC_XPUB: freshXpub(),
      BTC_POLL_SECONDS: '3600',
      ...env,
    });
    started = { app, esplora };
  }, 180_000);
  afterAll(async () => {
    await started?.app.close();
    await started?.esplora.close();
  });
  const get = () => {
    if (!started) throw new Error('the payments app is not started: use it inside a test');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get esplora() {
      return get().esplora;
    },
    poll: (now = new Date()) =>
      pollInvoices(get().app.t.database.db, esploraClient(get().esplora.url), now, WATCHED_POLL),
  };
}
