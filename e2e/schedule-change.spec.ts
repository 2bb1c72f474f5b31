import { changeScreenMessages, flightScreenMessages, MSG, scheduleMessages } from '@skylark/contract';
import { loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi, localInput } from './support/flights';
import { waitForMail } from './support/mail';

test('an administrator moves a booked flight; the traveller is e-mailed and sees Schedule changed', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const flight = await createFlightViaApi(request);
  const booking = await bookViaApi(request, customer.token, flight);
  // paid: the schedule change offers its three choices
  await approveViaApi(request, booking._id);
  await loginAdminInBrowser(page);
  await loginCustomerInBrowser(page, customer);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/flights');
  await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flight.flightNumber);
  const row = page.getByRole('row', { name: new RegExp(flight.flightNumber) });
  await row.getByRole('button', { name: `Actions for flight ${flight.flightNumber}` }).click();
  await page.getByRole('menuitem', { name: flightScreenMessages.editFlight }).click();
  const edit = page.getByRole('dialog', { name: flightScreenMessages.editFlight });
  // two days later than booked (the flight was created 10 days ahead, 3 hours long)
  await edit.getByLabel('Departure Date').fill(localInput(12 * 24));
  await edit.getByLabel('Arrival Date').fill(localInput(12 * 24 + 3));
  await edit.getByRole('button', { name: flightScreenMessages.updateFlight }).click();
  await expect(page.getByText(MSG.flightUpdated)).toBeVisible();

  const mail = await waitForMail(customer.email, new RegExp(`Flight ${flight.flightNumber} has new times`));
  expect(mail.text).toContain(booking.trackingId);
  expect(mail.text).toMatch(/New departure: .+ \(was .+\)/);

  // the flight's own page writes the same times the same way
  await page.goto(`/book-flights/${flight._id}`);
  await expect(page.getByText(/^\w{3} \d{2}, \d{4} · \d{2}:\d{2} EES?T$/)).toBeVisible();

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/bookings/${booking._id}`);
    const notice = page
      .getByRole('heading', { name: scheduleMessages.title })
      .locator('xpath=ancestor::section[1]');
    await expect(notice).toContainText(scheduleMessages.detail);
    // each time at its airport, 24-hour, zone named: Bucharest (EET) and Paris (CET)
    await expect(notice).toContainText(/Departure:\w{3} \d{2}, \d{4} \d{2}:\d{2} EES?T \(was .+ EES?T\)/);
    await expect(notice).toContainText(/Arrival:\w{3} \d{2}, \d{4} \d{2}:\d{2} CES?T \(was .+ CES?T\)/);
    await expect(page.getByText(/ (AM|PM)\b/)).toHaveCount(0);
    expect(await axeViolations(page, `/bookings/${booking._id} (rescheduled, ${viewport.width} px)`)).toEqual(
      [],
    );
    await page.screenshot({ path: `/tmp/shots/booking/rescheduled-${viewport.width}.png`, fullPage: true });

    // one cancel, among the choices; its dialog quotes the full amount, never the voluntary refund
    await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await page.getByRole('button', { name: changeScreenMessages.cancelFull }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await expect(dialog.getByTestId('cancel-quote')).toContainText(
      `100% of $${booking.totalAmount.toFixed(2)}`,
    );
    await expect(dialog).toContainText('The refund follows the schedule change rule');
    await expect(dialog).not.toContainText('cancellation policy');
    expect(await axeViolations(page, `cancel dialog (rescheduled, ${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/booking/rescheduled-cancel-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(dialog).toHaveCount(0);
  }
});
