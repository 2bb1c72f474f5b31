import { paymentMessages } from '@skylark/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { TEST_ZPUB_FIRST_ADDRESS, useOwnServer } from './support/own-server';

// A second server with BTC_XPUB set (the shared one rotates through BTC_ADDRESSES), on its own port.
const OFFSET = 100;
const FIRST = TEST_ZPUB_FIRST_ADDRESS;
const SHOTS = '/tmp/shots/payment';
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
];

const own = useOwnServer(OFFSET);

test('each booking shows its own BIP84 address without rotation; the admin links it to the explorer', async ({
  page,
}) => {
  const customer = await registerCustomer(own.api);
  const flight = await createFlightViaApi(own.api);
  const booking = await bookViaApi(own.api, customer.token, flight);
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

  const login = await own.api.post('/api/v1/admin/login', {
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
    await expect(page.getByRole('link', { name: paymentMessages.viewOnExplorer })).toHaveAttribute(
      'href',
      `https://mempool.space/address/${FIRST}`,
    );
    const found = await axeViolations(page, `/admin/bookings/{id} own address (${size.name} px)`);
    expect(found, found.join('\n')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/admin-own-address-${size.name}.png`, fullPage: true });
  }
});
