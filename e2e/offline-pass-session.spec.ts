import { checkInMessages, type CheckInState, type Flight, isoDayOf, HOUR_MS } from '@skylark/contract';
import type { APIRequestContext } from '@playwright/test';
import { apiCall, loginCustomerThroughUi, registerCustomer, type Customer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

/** A confirmed booking of Ada Lovelace on a flight 23 hours away, checked in through the API. */
async function checkedInBooking(request: APIRequestContext, customer: Customer) {
  const departure = new Date(Date.now() + 23 * HOUR_MS);
  departure.setUTCSeconds(0, 0);
  const flight: Flight = await createFlightViaApi(request, {
    departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: departure.toISOString() },
    arrival: {
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(departure.getTime() + 3 * HOUR_MS).toISOString(),
    },
  });
  const booking = await bookViaApi(request, customer.token, flight);
  await approveViaApi(request, booking._id);
  const state = await apiCall<CheckInState>(request, 'GET', `/user/bookings/${booking._id}/check-in`, {
    token: customer.token,
  });
  const born = new Date(departure.getTime() - 20 * 24 * HOUR_MS);
  born.setUTCFullYear(born.getUTCFullYear() - 36);
  const checkIn = await apiCall(request, 'POST', `/user/bookings/${booking._id}/check-in`, {
    token: customer.token,
    body: {
      passengers: state.body.data.passengers.map((p) => ({
        passengerId: p.passengerId,
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: isoDayOf(born),
        passport: {
          number: 'RO1234567',
          nationality: 'RO',
          expiry: isoDayOf(new Date(Date.now() + 900 * 24 * HOUR_MS)),
        },
      })),
    },
  });
  expect(checkIn.status, checkIn.body.message).toBe(200);
  return booking;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a pass kept offline goes with its session: revoked elsewhere, the next traveller on the browser never sees it, at ${viewport.width} px`, async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    const first = await registerCustomer(request, { password: 'Kestrel-Harbour-42' });
    const second = await registerCustomer(request, { password: 'Lantern-Meadow-73' });
    const booking = await checkedInBooking(request, first);
    const passUrl = `/bookings/${booking._id}/boarding-pass`;
    const pass = page.getByRole('article', { name: 'Boarding pass LOVELACE/ADA' });
    // the first traveller's check-in data (names, seats, barcodes) kept anywhere in Cache Storage
    const cachedPasses = () =>
      page.evaluate(
        (key) => caches.match(key).then((found) => found !== undefined),
        `/api/v1/user/bookings/${booking._id}/check-in`,
      );

    // the first traveller opens the pass, then opens it again without a network
    await loginCustomerThroughUi(page, first);
    await page.goto(passUrl);
    await expect(pass).toBeVisible();
    await expect(page.getByText(checkInMessages.offlineReady)).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    consoleErrors.allow('net::ERR_INTERNET_DISCONNECTED');
    consoleErrors.allow('Failed to load resource');
    await context.setOffline(true);
    await page.reload();
    await expect(pass.getByRole('img')).toBeVisible();
    expect(await axeViolations(page, `boarding pass offline (${viewport.width} px)`)).toEqual([]);
    await context.setOffline(false);

    // from another device the first traveller changes the password: this browser's session is revoked
    const elsewhere = await apiCall<{ token: string }>(request, 'POST', '/user/change-password', {
      token: first.token,
      body: { currentPassword: first.password, newPassword: 'Quiet-Orchard-Lamp-58' },
    });
    expect(elsewhere.status, elsewhere.body.message).toBe(200);
    consoleErrors.allowHttpStatus(401);
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(cachedPasses).toBe(false);

    // a second traveller signs in on the same browser and goes offline: the first one's pass is gone
    await loginCustomerThroughUi(page, second);
    await context.setOffline(true);
    await page.goto(passUrl).catch(() => undefined);
    await expect(pass).toHaveCount(0);
    await page.screenshot({
      path: `/tmp/shots/offline-session/second-user-${viewport.width}.png`,
      fullPage: true,
    });
    await context.setOffline(false);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cachedPasses()).toBe(false);
    expect(await axeViolations(page, `second traveller's bookings (${viewport.width} px)`)).toEqual([]);
  });
}
