import { type Booking, changeScreenMessages, HOUR_MS } from '@skylark/contract';
import { adminToken, apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

for (const size of [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
]) {
  test(`at ${size.name} px: after the airline moves the flight by 2 hours, the traveller moves free of charge`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const token = await adminToken(request);
    const customer = await registerCustomer(request);
    const flight = await createFlightViaApi(request);
    const next = await createFlightViaApi(request, {
      departure: {
        city: flight.departure.city,
        date: new Date(Date.parse(flight.departure.date) + 26 * HOUR_MS).toISOString(),
      },
      arrival: {
        city: flight.arrival.city,
        date: new Date(Date.parse(flight.arrival.date) + 26 * HOUR_MS).toISOString(),
      },
      classTypes: [{ type: 'ECONOMY', price: 400, availableSeats: 120 }],
    });
    const booking = await bookViaApi(request, customer.token, flight);
    expect(
      (
        await apiCall(request, 'POST', `/admin/bookings/${booking._id}/approve`, {
          token,
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(200);
    const moved = await apiCall(request, 'PATCH', `/admin/flights/${flight._id}`, {
      token,
      body: {
        departure: { date: new Date(Date.parse(flight.departure.date) + 2 * HOUR_MS).toISOString() },
        arrival: { date: new Date(Date.parse(flight.arrival.date) + 2 * HOUR_MS).toISOString() },
      },
    });
    expect(moved.status).toBe(200);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    const choices = page.getByTestId('change-choices');
    await expect(choices).toContainText(changeScreenMessages.scheduleChoices);
    await expect(choices.getByRole('button', { name: changeScreenMessages.acceptTimes })).toBeVisible();
    await expect(choices.getByRole('button', { name: changeScreenMessages.cancelFull })).toBeVisible();
    await expectClean(page, `/bookings with schedule-change choices (${size.name} px)`);
    await page.screenshot({ path: `/tmp/shots/change/choices-${size.name}.png`, fullPage: true });
    await choices.getByRole('button', { name: changeScreenMessages.moveFree }).click();

    const dialog = page.getByRole('dialog', { name: changeScreenMessages.moveFree });
    await dialog.getByRole('radio', { name: new RegExp(next.flightNumber) }).check();
    await expect(dialog.getByTestId('change-quote')).toContainText(changeScreenMessages.free);
    await expectClean(page, `free move dialog (${size.name} px)`);
    await page.screenshot({ path: `/tmp/shots/change/free-move-${size.name}.png`, fullPage: true });
    await dialog.getByRole('button', { name: changeScreenMessages.confirmChange }).click();

    // the same booking, on the new flight
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking._id}$`));
    await expect(page.getByTestId('change-list')).toContainText(next.flightNumber);
    const made = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${booking._id}`, { token: customer.token })
    ).body.data;
    expect(made).toMatchObject({
      trackingId: booking.trackingId,
      bookingStatus: 'CONFIRMED',
      flightNumber: next.flightNumber,
      // a free move keeps the fares paid
      totalAmount: booking.totalAmount,
    });
  });
}

async function expectClean(page: import('@playwright/test').Page, where: string) {
  const found = await axeViolations(page, where);
  expect(found, found.join('\n')).toEqual([]);
}
