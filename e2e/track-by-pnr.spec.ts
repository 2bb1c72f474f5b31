import { readFile } from 'node:fs/promises';
import { documentMessages, trackingMessages } from '@skylark/contract';
import { PDFDocument } from 'pdf-lib';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

const SHOTS = '/tmp/shots/track-by-pnr';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a traveller tracks a booking by the first 7 characters of its tracking ID and a last name, and finds that one reference on the booking page and the e-ticket at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await registerCustomer(request);
    const flight = await createFlightViaApi(request);
    const booking = await bookViaApi(request, customer.token, flight);
    await approveViaApi(request, booking._id);
    const pnr = booking.trackingId.slice(0, 7);

    // Track Booking: the 7 characters alone ask for a last name before anything is sent
    await page.goto('/track-booking');
    await page.getByLabel('Tracking ID').fill(pnr.toLowerCase());
    await page.getByRole('button', { name: 'Track' }).click();
    const lastName = page.getByLabel(trackingMessages.passengerLastNameLabel);
    await expect(page.getByText(trackingMessages.pnrNeedsLastName)).toBeVisible();
    await expect(lastName).toBeFocused();
    await lastName.fill('LOVELACE');
    await page.getByRole('button', { name: 'Track' }).click();
    const result = page.getByRole('region', { name: 'Tracking result' });
    await expect(result.getByText('Booking Reference')).toBeVisible();
    await expect(result.getByText(booking.trackingId, { exact: true })).toBeVisible();
    await expect(result.getByText(booking.email)).toBeVisible();
    expect(await axeViolations(page, `/track-booking (by PNR, ${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/track-${viewport.width}.png`, fullPage: true });

    // the booking page names the same reference, and never the booking's id
    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await expect(page.getByText(booking.trackingId, { exact: true })).toHaveCount(2);
    await expect(page.locator('main')).not.toContainText(booking._id);
    expect(await axeViolations(page, `/bookings/${booking._id} (${viewport.width} px)`)).toEqual([]);

    // and so does the e-ticket, whose barcode carries the 7 characters as its PNR
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: documentMessages.ticket }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`skylark-${booking.trackingId}.pdf`);
    const ticket = await PDFDocument.load(await readFile((await download.path())!));
    expect(ticket.getTitle()).toBe(`Skylark e-ticket ${booking.trackingId}`);
    const bcbp = ticket.getKeywords()!.match(/M1.{58}/)![0];
    expect(bcbp.slice(23, 30)).toBe(pnr);
    await page.screenshot({ path: `${SHOTS}/booking-${viewport.width}.png`, fullPage: true });
  });
}
