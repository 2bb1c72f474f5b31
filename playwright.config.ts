import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, dataDirOf, ownSlot, portOf } from './e2e/support/servers';
import { walletSettings } from './e2e/support/wallet';

// every server signs Apple Wallet passes with the run's stand-in certificates (e2e/wallet-pass.spec.ts)
const wallet = walletSettings(`.tmp/e2e-${process.env.E2E_RUN}-passkit`);

// Each worker has a server of its own (E2E_PORT, E2E_PORT + 1, …): no journey sees another's bookings.

export default defineConfig({
  testDir: 'e2e',
  workers: E2E_WORKERS,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  reporter: 'list',
  // hang guards: on a machine busy with other work (load 12–17 on 2 cores) a login's password hash
  // alone can take over 15 s, and a journey several minutes
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${portOf(ownSlot())}`,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${portOf(slot)}/api/v1/user/flights`,
    reuseExistingServer: false,
    // the start-up judges ADMIN_PASSWORD with the strength estimator's dictionaries
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(portOf(slot)),
      DATA_DIR: dataDirOf(slot),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@skylark.test',
      ADMIN_PASSWORD: 'Skyward-Heron-2048',
      AUTH_RATE_LIMIT: '1000',
      TRACKING_RATE_LIMIT: '1000',
      BOOKING_RATE_LIMIT: '1000',
      MAX_PENDING_PASSENGERS: '1000',
      MAX_PENDING_PASSENGERS_TOTAL: '1000',
      LOG_LEVEL: 'warn',
      // a mail that cannot be sent fails within seconds (e2e/admin-jobs.spec.ts)
      MAIL_RETRY_LIMIT: '1',
      MAIL_RETRY_DELAY_SECONDS: '1',
      SUPPORT_EMAIL: 'care@skylark.test',
      SUPPORT_CHAT_URL: 'https://chat.skylark.test/start',
      SOCIAL_LINKS: 'messenger=https://m.me/skylark.test,x=https://x.com/skylark.test',
      ...wallet,
    },
  })),
});
