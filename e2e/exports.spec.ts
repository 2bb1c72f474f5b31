import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { exportMessages, flightScreenMessages } from '@skylark/contract';
import { loginAdminInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the gate gets the manifest: by seat on screen, and as CSV, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const flight = await createFlightViaApi(request);
    const [first, second] = seatsOf(flight, 'ECONOMY');
    const later = await registerCustomer(request);
    const earlier = await registerCustomer(request);
    const laterBooking = await bookViaApi(request, later.token, flight, { seat: second });
    const earlierBooking = await bookViaApi(request, earlier.token, flight, { seat: first });
    await loginAdminInBrowser(page);

    await page.goto('/admin/flights');
    await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flight.flightNumber);
    await page
      .getByRole('link', { name: `${exportMessages.manifest} ${flight.flightNumber}` })
      .filter({ visible: true })
      .click();
    await expect(
      page.getByRole('heading', { name: `${exportMessages.manifestTitle} · ${flight.flightNumber}` }),
    ).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(first!);
    await expect(rows.nth(1)).toContainText(earlierBooking.trackingId);
    await expect(rows.nth(2)).toContainText(second!);
    await expect(rows.nth(2)).toContainText('Wheelchair');
    expect(await axeViolations(page, `/admin/flights/${flight._id}/manifest (${viewport.width} px)`)).toEqual(
      [],
    );
    await page.screenshot({ path: `/tmp/shots/admin/manifest-${viewport.width}.png`, fullPage: true });

    const csv = await downloaded(page, exportMessages.exportCsv);
    expect(csv.name).toMatch(
      new RegExp(`^skylark-manifest-${flight.flightNumber}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      'Seat,Passenger,Age,Gender,Meal,Assistance,Class,Booking status,Tracking ID,Checked in,Services,Bags',
    );
    expect(lines[1]).toBe(
      `${first},Ada Lovelace,36,FEMALE,VEGETARIAN,Wheelchair,ECONOMY,PENDING,${earlierBooking.trackingId},No,WCHR VGML,1 bag (included)`,
    );
    expect(lines[2]).toContain(laterBooking.trackingId);
  });
}

test('Booking Management exports the bookings its search finds', async ({ page, request }) => {
  const flight = await createFlightViaApi(request);
  const customer = await registerCustomer(request);
  const booking = await bookViaApi(request, customer.token, flight);
  await loginAdminInBrowser(page);
  await page.goto('/admin/bookings');
  await page
    .getByLabel(/Search/)
    .first()
    .fill(flight.flightNumber);
  await expect(page.getByText(`#${booking.trackingId}`).filter({ visible: true })).toBeVisible();
  const csv = await downloaded(page, exportMessages.exportCsv);
  expect(csv.name).toMatch(/^skylark-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${booking.trackingId},.+,${flight.flightNumber},ECONOMY,`));
});
