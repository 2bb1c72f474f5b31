import { checkInMessages, type Flight, checkInFlightLabel, isoDayOf, HOUR_MS } from '@skylark/contract';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookTripViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { hourFlight } from './support/flights';

const OSLO = 'Oslo, Gardermoen (OSL)';
const BERGEN = 'Bergen, Flesland (BGO)';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a traveller checks in both flights of a return trip and opens both passes offline at ${viewport.width} px`, async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    const out: Flight = await hourFlight(request, OSLO, BERGEN, 5 * HOUR_MS);
    const back: Flight = await hourFlight(request, BERGEN, OSLO, 8 * HOUR_MS);
    const customer = await registerCustomer(request);
    const booking = await bookTripViaApi(request, customer.token, [out, back]);
    await approveViaApi(request, booking._id);
    // 36 on the day of departure, as booked
    const born = new Date(Date.now() - 20 * 24 * HOUR_MS);
    born.setUTCFullYear(born.getUTCFullYear() - 36);
    const label = (f: Flight) =>
      checkInFlightLabel({ flightNumber: f.flightNumber, departure: f.departure, arrival: f.arrival });

    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.getByRole('heading', { name: checkInMessages.title })).toBeVisible();
    const outbound = page.getByRole('region', { name: label(out) });
    const inbound = page.getByRole('region', { name: label(back) });
    await outbound.getByLabel(checkInMessages.dateOfBirth).fill(isoDayOf(born));
    expect(
      await axeViolations(page, `/bookings/${booking._id} trip check-in (${viewport.width} px)`),
    ).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/check-in/trip-form-${viewport.width}.png`, fullPage: true });
    await outbound.getByRole('button', { name: checkInMessages.checkIn, exact: true }).click();
    await expect(outbound.getByText(`${checkInMessages.checkedIn}: 1 of 1`)).toBeVisible();
    await inbound.getByLabel(checkInMessages.dateOfBirth).fill(isoDayOf(born));
    await inbound.getByRole('button', { name: checkInMessages.checkIn, exact: true }).click();
    await expect(inbound.getByText(`${checkInMessages.checkedIn}: 1 of 1`)).toBeVisible();

    // at 375 px a tap on the link as the page settles after the second check-in was lost twice in CI
    // (the page stayed on the booking); the traveller taps again until the passes open
    const viewPasses = page.getByRole('link', { name: checkInMessages.viewBoardingPasses });
    await expect(async () => {
      if (await viewPasses.isVisible()) await viewPasses.click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/boarding-pass$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: checkInMessages.boardingPasses, level: 1 })).toBeVisible();
    const pnr = booking.trackingId.slice(0, 7);
    for (const [f, route] of [
      [out, 'OSLBGO'],
      [back, 'BGOOSL'],
    ] as const) {
      const pass = page
        .getByRole('region', { name: label(f) })
        .getByRole('article', { name: `Boarding pass LOVELACE/ADA, ${f.flightNumber}` });
      await expect(pass.getByRole('img', { name: /PDF417/ })).toHaveAttribute(
        'data-bcbp',
        new RegExp(`^M1LOVELACE/ADA\\s+E${pnr}${route}`),
      );
    }
    await expect(page.getByText(checkInMessages.offlineReady)).toBeVisible();
    expect(await axeViolations(page, `trip boarding passes (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/check-in/trip-passes-${viewport.width}.png`, fullPage: true });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // without a network both flights' passes still open
    consoleErrors.allow('net::ERR_INTERNET_DISCONNECTED');
    consoleErrors.allow('Failed to load resource');
    await context.setOffline(true);
    await page.reload();
    for (const f of [out, back])
      await expect(
        page.getByRole('article', { name: `Boarding pass LOVELACE/ADA, ${f.flightNumber}` }).getByRole('img'),
      ).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(false);
  });
}
