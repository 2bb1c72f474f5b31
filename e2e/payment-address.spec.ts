import { type ChildProcess, spawn } from 'node:child_process';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { PAYMENT_TEXT } from '@skylark/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, registerCustomer } from './support/api';
import { E2E_PORT } from './support/servers';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// A second server with BTC_XPUB set (the shared one rotates through BTC_ADDRESSES), on its own port.
const PORT = E2E_PORT + 100;
const BASE = `http://127.0.0.1:${PORT}`;
// BIP-0084 test vectors: account 0 of "abandon … about" and its first receive address
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const SHOTS = '/tmp/shots/payment';
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
];

let server: ChildProcess;
let api: APIRequestContext;

test.beforeAll(async () => {
  // a second server starts on a shared machine: a minute or more is normal
  test.setTimeout(180_000);
  server = spawn('node', ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: `.tmp/e2e-xpub-${Date.now()}`,
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: '1000',
      TRACKING_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      BTC_XPUB: ZPUB,
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
});

test.use({ baseURL: BASE });

test('each booking shows its own BIP84 address without rotation; the admin links it to the explorer', async ({
  page,
}) => {
  const customer = await registerCustomer(api);
  const flight = await createFlightViaApi(api);
  const booking = await bookViaApi(api, customer.token, flight);
  expect(booking.payment?.address).toBe(FIRST);
  const uri = `bitcoin:${FIRST}?label=${booking.trackingId}`;
  expect(booking.payment?.uri).toBe(uri);

  await page.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('userToken', token);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: customer.token, user: customer.user },
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`/payment/${booking.id}`);
    await expect(page.getByTestId('btc-address')).toHaveText(FIRST);
    await expect(page.getByAltText(`QR code of ${uri}`)).toBeVisible();
    await expect(page.getByText(/The address will change/)).toHaveCount(0);
    const found = await axeViolations(page, `/payment own address (${size.name} px)`);
    expect(found, found.join('\n')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/own-address-${size.name}.png`, fullPage: true });
  }

  const login = await api.post('/api/v1/admin/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { token, admin } = ((await login.json()) as { data: { token: string; admin: unknown } }).data;
  await page.addInitScript(
    ({ savedToken, savedAdmin }) => {
      window.localStorage.setItem('adminToken', savedToken);
      window.localStorage.setItem('admin', JSON.stringify(savedAdmin));
    },
    { savedToken: token, savedAdmin: admin },
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`/admin/bookings/${booking.id}`);
    await expect(page.getByTestId('booking-address')).toHaveText(FIRST);
    await expect(page.getByRole('link', { name: PAYMENT_TEXT.viewOnExplorer })).toHaveAttribute(
      'href',
      `https://mempool.space/address/${FIRST}`,
    );
    const found = await axeViolations(page, `/admin/bookings/{id} own address (${size.name} px)`);
    expect(found, found.join('\n')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/admin-own-address-${size.name}.png`, fullPage: true });
  }
});
