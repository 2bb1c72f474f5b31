import { readFile } from 'node:fs/promises';
import { documentMessages } from '@skylark/contract';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a confirmed booking downloads its e-ticket and calendar entry from the booking detail at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await registerCustomer(request);
    const flight = await createFlightViaApi(request);
    const booking = await bookViaApi(request, customer.token, flight);
    await loginCustomerInBrowser(page, customer);

    // pending: no documents yet
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: documentMessages.ticket })).toHaveCount(0);

    await approveViaApi(request, booking._id);
    await page.reload();

    const saved = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name }).click(),
      ]);
      return { name: download.suggestedFilename(), body: await readFile((await download.path())!) };
    };
    const ticket = await saved(documentMessages.ticket);
    expect(ticket.name).toBe(`skylark-${booking.trackingId}.pdf`);
    expect(ticket.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const calendar = await saved(documentMessages.calendar);
    expect(calendar.name).toBe(`skylark-${booking.trackingId}.ics`);
    expect(calendar.body.toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar.body.toString('utf8')).toContain(`Flight ${flight.flightNumber}`);

    expect(await axeViolations(page, `/bookings/${booking._id} (confirmed, ${viewport.width} px)`)).toEqual(
      [],
    );
    await page.screenshot({
      path: `/tmp/shots/booking/documents-${viewport.width}.png`,
      fullPage: true,
    });
  });
}
