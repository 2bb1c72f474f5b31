import { checkInMessages, type Flight, isoDayOf, HOUR_MS } from '@skylark/contract';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a traveller checks in 23 hours before departure and opens the boarding pass offline at ${viewport.width} px`, async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    const departure = new Date(Date.now() + 23 * HOUR_MS);
    departure.setUTCSeconds(0, 0);
    const flight: Flight = await createFlightViaApi(request, {
      departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: departure.toISOString() },
      arrival: {
        city: 'Paris, Charles de Gaulle (CDG)',
        date: new Date(departure.getTime() + 3 * HOUR_MS).toISOString(),
      },
      gate: 'B12',
      boardingTime: new Date(departure.getTime() - 40 * 60_000).toISOString(),
    });
    const customer = await registerCustomer(request);
    const booking = await bookViaApi(request, customer.token, flight);
    await approveViaApi(request, booking._id);
    // 36 on the day of departure, as booked
    const born = new Date(departure.getTime() - 20 * 24 * HOUR_MS);
    born.setUTCFullYear(born.getUTCFullYear() - 36);

    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.getByRole('heading', { name: checkInMessages.title })).toBeVisible();
    await expect(page.getByText(checkInMessages.international)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await page.getByLabel(checkInMessages.dateOfBirth).fill(isoDayOf(born));
    await page.getByLabel(checkInMessages.passportNumber).fill('RO1234567');
    await page.getByLabel(checkInMessages.nationality).selectOption('RO');
    await page
      .getByLabel(checkInMessages.passportExpiry)
      .fill(isoDayOf(new Date(Date.now() + 900 * 24 * HOUR_MS)));
    expect(await axeViolations(page, `/bookings/${booking._id} check-in (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/check-in/form-${viewport.width}.png`, fullPage: true });
    await page.getByRole('button', { name: checkInMessages.checkIn, exact: true }).click();

    await page.getByRole('link', { name: checkInMessages.viewBoardingPasses }).click();
    await expect(page.getByRole('heading', { name: checkInMessages.boardingPasses, level: 1 })).toBeVisible();
    const pass = page.getByRole('article', { name: 'Boarding pass LOVELACE/ADA' });
    await expect(pass).toContainText('B12');
    await expect(pass).toContainText(booking.trackingId.slice(0, 7));
    const barcode = pass.getByRole('img', { name: /PDF417/ });
    await expect(barcode).toHaveAttribute(
      'data-bcbp',
      new RegExp(`^M1LOVELACE/ADA\\s+E${booking.trackingId.slice(0, 7)}OTPCDG`),
    );
    await expect(page.getByText(checkInMessages.offlineReady)).toBeVisible();
    // at the gate the barcode is on the first screen, a phone's too
    await expect(barcode).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `/tmp/shots/check-in/boarding-pass-first-screen-${viewport.width}.png` });
    expect(await axeViolations(page, `boarding pass (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({
      path: `/tmp/shots/check-in/boarding-pass-${viewport.width}.png`,
      fullPage: true,
    });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // without a network the page and its pass still open
    consoleErrors.allow('net::ERR_INTERNET_DISCONNECTED');
    consoleErrors.allow('Failed to load resource');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: checkInMessages.boardingPasses, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Boarding pass LOVELACE/ADA' }).getByRole('img'),
    ).toBeVisible();
    // the service worker answered it: the network itself is out of reach
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(
      await page.evaluate(() =>
        fetch('/health/live').then(
          () => 'reached',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await context.setOffline(false);
  });
}
