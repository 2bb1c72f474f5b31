import { type ChildProcess, spawn } from 'node:child_process';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './api';
import { TestEsplora } from './esplora';
import { test } from './fixtures';
import { E2E_PORT } from './servers';

/** BIP-0084 test vectors: account 0 of "abandon … about", and its first receive address. */
export const TEST_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
export const TEST_ZPUB_FIRST_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

/** The address of a spec's own server, E2E_PORT + offset (each spec its own offset). */
export const ownServerURL = (offset: number) => `http://127.0.0.1:${E2E_PORT + offset}`;

export interface OwnServer {
  api: APIRequestContext;
  /** the test Esplora server the product watches, when asked for */
  esplora: TestEsplora | null;
  stop: () => Promise<void>;
}

interface OwnServerOptions {
  esplora?: boolean;
  env?: Record<string, string>;
}

/**
 * A server of a spec's own, for settings the shared servers do not have: each booking at its own
 * address (BTC_XPUB) and, with `esplora`, payments seen through a test Esplora server every second.
 */
async function startOwnServer(
  offset: number,
  { esplora: withEsplora = false, env = {} }: OwnServerOptions = {},
): Promise<OwnServer> {
  const port = E2E_PORT + offset;
  const esplora = withEsplora ? new TestEsplora(port + 1) : null;
  await esplora?.ready();
  const server: ChildProcess = spawn('node', ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-own-${port}-${Date.now()}`,
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: '1000',
      TRACKING_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      BTC_XPUB: TEST_ZPUB,
      ...(esplora ? { BTC_USD_RATE: '97000', BTC_ESPLORA_URL: esplora.url, BTC_POLL_SECONDS: '1' } : {}),
      ...env,
    },
    stdio: 'ignore',
  });
  const api = await playwrightRequest.newContext({ baseURL: ownServerURL(offset) });
  // a second server starts on a shared machine: a minute or more is normal
  await expect
    .poll(async () => (await api.get('/api/v1/user/flights').catch(() => null))?.status(), {
      timeout: 150_000,
    })
    .toBe(200);
  return {
    api,
    esplora,
    stop: async () => {
      await api.dispose();
      server.kill('SIGTERM');
      esplora?.stop();
    },
  };
}

/**
 * The spec's own server for all its tests: started before them, stopped after them, and their
 * baseURL. `api` and `esplora` are there once the tests run.
 */
export function useOwnServer(offset: number, options: OwnServerOptions = {}) {
  let own: OwnServer | undefined;
  test.beforeAll(async () => {
    own = await startOwnServer(offset, options);
  });
  test.afterAll(async () => own?.stop());
  test.use({ baseURL: ownServerURL(offset) });
  const started = () => {
    if (!own) throw new Error('the own server is not started: use it inside a test');
    return own;
  };
  return {
    get api(): APIRequestContext {
      return started().api;
    },
    get esplora(): TestEsplora {
      const { esplora } = started();
      if (!esplora)
        throw new Error('this own server watches no test Esplora server: start it with esplora: true');
      return esplora;
    },
  };
}
