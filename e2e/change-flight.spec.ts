import { type ChildProcess, spawn } from 'node:child_process';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { type Booking, CHANGE_TEXT, noPaymentDueMessage } from '@skylark/contract';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  apiCall,
  loginCustomerInBrowser,
  registerCustomer,
} from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { TestEsplora } from './support/esplora';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// A server of its own with each booking at its own address, watching a test Esplora server every
// second and confirming a booking paid in full: the difference of a change is paid on chain.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 120;
const BASE = `http://127.0.0.1:${PORT}`;
// BIP-0084 test vectors: account 0 of "abandon … about"
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;
const LIVE = { timeout: 25_000 };

let esplora: TestEsplora;
let server: ChildProcess;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  esplora = new TestEsplora(PORT + 1);
  await esplora.ready();
  server = spawn('node', ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: `.tmp/e2e-change-${Date.now()}`,
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: '1000',
      TRACKING_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      BTC_XPUB: ZPUB,
      BTC_USD_RATE: '97000',
      BTC_ESPLORA_URL: esplora.url,
      BTC_POLL_SECONDS: '1',
      AUTO_CONFIRM_PAYMENTS: 'true',
    },
    stdio: 'ignore',
  });
  api = await playwrightRequest.newContext({ baseURL: BASE });
  await expect
    .poll(async () => (await api.get('/api/v1/user/flights').catch(() => null))?.status(), {
      timeout: 150_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill('SIGTERM');
  esplora?.stop();
});

test.use({ baseURL: BASE });

async function expectCleanAxe(page: Page, where: string) {
  const found = await axeViolations(page, where);
  expect(found, found.join('\n')).toEqual([]);
}

for (const size of SIZES) {
  test(`at ${size.name} px: change a paid booking to a dearer flight and pay the difference on chain`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const customer = await registerCustomer(api);
    const flight = await createFlightViaApi(api);
    const dearer = await createFlightViaApi(api, {
      departure: {
        city: flight.departure.city,
        date: new Date(Date.parse(flight.departure.date) + 86_400_000).toISOString(),
      },
      arrival: {
        city: flight.arrival.city,
        date: new Date(Date.parse(flight.arrival.date) + 86_400_000).toISOString(),
      },
      classTypes: [{ type: 'ECONOMY', price: 300, availableSeats: 120 }],
    });
    const booking = await bookViaApi(api, customer.token, flight);
    const approved = await apiCall(api, 'POST', `/admin/bookings/${booking._id}/approve`, {
      token: await adminToken(api),
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    await page.getByRole('button', { name: CHANGE_TEXT.changeFlight }).click();
    const dialog = page.getByRole('dialog', { name: CHANGE_TEXT.changeFlight });
    await dialog.getByRole('radio', { name: new RegExp(dearer.flightNumber) }).check();
    // $300.00 − $149.50 + the Economy change fee of $75.00
    await expect(dialog.getByTestId('change-quote')).toContainText('$225.50');
    await expectCleanAxe(page, `change dialog (${size.name} px)`);
    await page.screenshot({ path: `/tmp/shots/change/quote-${size.name}.png`, fullPage: true });
    await dialog.getByRole('button', { name: `${CHANGE_TEXT.confirmChange}: pay $225.50` }).click();

    // the payment page of the change's own invoice
    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    const changeId = new URL(page.url()).pathname.split('/').pop()!;
    const pending = (
      await apiCall<Booking>(api, 'GET', `/user/bookings/${changeId}`, { token: customer.token })
    ).body.data;
    expect(pending).toMatchObject({ bookingStatus: 'PENDING', totalAmount: 225.5 });
    await expect(page.getByTestId('btc-address')).toHaveText(pending.payment!.address);
    await expectCleanAxe(page, `/payment of a change (${size.name} px)`);
    await esplora.pay(pending.payment!.address, pending.payment!.amountSats!);
    await esplora.mine();
    // received in full, the product confirms it on its own (AUTO_CONFIRM_PAYMENTS)
    await expect(page.getByText(noPaymentDueMessage('CONFIRMED'))).toBeVisible(LIVE);

    // paid in full: the change is confirmed and the old booking gives way
    await page.goto(`/bookings/${changeId}`);
    await expect(page.getByText('Confirmed', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('change-links')).toContainText(booking.trackingId);
    await expectCleanAxe(page, `/bookings after a change (${size.name} px)`);
    await page.screenshot({ path: `/tmp/shots/change/changed-${size.name}.png`, fullPage: true });
    const old = (
      await apiCall<Booking>(api, 'GET', `/user/bookings/${booking._id}`, { token: customer.token })
    ).body.data;
    expect(old).toMatchObject({ bookingStatus: 'CANCELLED', cancelReason: 'CHANGED' });
  });
}
