import type { Page } from '@playwright/test';
import { eu261Texts, flightDeskMessages, flightScreenMessages, MSG } from '@skylark/contract';
import { adminToken, loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, seatsOf, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi, weekdayAhead } from './support/flights';

/* EU261 (docs/product.md#1414-eu261-notice-of-rights-and-compensation): the desk cancels a paid flight from Paris, and the traveller's booking shows the notice and the amount. */

const SHOTS = '/tmp/shots/eu261';
const SIZES = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/** A flight from Paris to New York 10 days ahead or more, and a traveller's paid booking on it. */
async function paidBookingFromParis(page: Page) {
  const departure = weekdayAhead(10);
  const flight = await createFlightViaApi(page.request, {
    departure: { city: 'Paris, Charles de Gaulle (CDG)', date: departure.toISOString() },
    arrival: {
      city: 'New York, John F. Kennedy International (JFK)',
      date: new Date(departure.getTime() + 8 * 3_600_000).toISOString(),
    },
  });
  const customer = await registerCustomer(page.request);
  const booking = await bookViaApi(page.request, customer.token, flight, {
    seat: seatsOf(flight, 'ECONOMY')[0],
  });
  await approveViaApi(page.request, booking._id, await adminToken(page.request));
  return { flight, customer, booking };
}

/** Opens a flight's action on the desk's list: from its menu on a desktop, its row's button on a phone. */
async function openFlightAction(
  page: Page,
  width: number,
  flightNumber: string,
  menuItem: string,
  phoneButton: string,
) {
  await page.goto('/admin/flights');
  await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flightNumber);
  if (width >= 1024) {
    await page.getByRole('button', { name: `Actions for flight ${flightNumber}` }).click();
    await page.getByRole('menuitem', { name: menuItem }).click();
  } else {
    await page
      .getByRole('listitem')
      .filter({ hasText: flightNumber })
      .getByRole('button', { name: phoneButton })
      .click();
  }
}

for (const size of SIZES) {
  test(`a flight from Paris cancelled by the desk gives the traveller the EU261 notice and €600, at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const { flight, customer, booking } = await paidBookingFromParis(page);

    // the desk cancels it, the cause within the airline's control
    await loginAdminInBrowser(page);
    await openFlightAction(page, size.width, flight.flightNumber, flightDeskMessages.cancelFlight, 'Cancel');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cancel-preview')).toHaveText(
      flightDeskMessages.cancelPreview(1, 1, '$149.50'),
    );
    const cause = dialog.getByRole('group', { name: 'Cause, for EU Regulation 261/2004' });
    await expect(cause.getByRole('radio', { name: /Within the airline's control/ })).toBeChecked();
    expect(await axeViolations(page, `cancel flight with its cause (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cancel-cause-${size.width}.png` });
    await dialog.getByRole('button', { name: flightDeskMessages.cancelFlight }).click();
    await expect(page.getByRole('dialog', { name: flightDeskMessages.refundsTitle })).toContainText(
      '$149.50',
    );

    // the traveller's booking
    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    const notice = page.getByTestId('eu261-notice');
    await expect(notice.getByRole('heading', { name: eu261Texts.title })).toBeVisible();
    await expect(notice).toContainText(eu261Texts.cancelled(flight.flightNumber));
    await expect(notice).toContainText(eu261Texts.care);
    await expect(notice).toContainText(eu261Texts.choiceCancelled);
    await expect(notice).toContainText(eu261Texts.compensation('€600', '€600', '$660.00', 1));
    // paid to the refund address the booking asks for
    const refund = page.getByTestId('refund-card');
    await refund.getByLabel('Bitcoin refund address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await refund.getByRole('button', { name: 'Save refund address' }).click();
    await expect(refund).toContainText('(cancellation refund, compensation under EU261)');
    expect(await axeViolations(page, `/bookings/:id with the EU261 notice (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/booking-notice-${size.width}.png`, fullPage: true });
  });
}

for (const size of SIZES) {
  test(`a flight from Paris delayed 4 hours by the desk for extraordinary circumstances owes no compensation, at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const { flight, customer, booking } = await paidBookingFromParis(page);

    // the desk moves the arrival 4 hours later in Edit Flight and names the cause
    await loginAdminInBrowser(page);
    await openFlightAction(page, size.width, flight.flightNumber, flightScreenMessages.editFlight, 'Edit');
    const edit = page.getByRole('dialog', { name: flightScreenMessages.editFlight });
    const cause = edit.getByRole('group', { name: 'Cause, for EU Regulation 261/2004' });
    await expect(cause).toHaveCount(0);
    const arrival = edit.getByLabel('Arrival Date & Time');
    // the wall clock at JFK, 4 hours on (no daylight-saving change 10 days out in December)
    const later = new Date(new Date(`${await arrival.inputValue()}Z`).getTime() + 4 * 3_600_000);
    await arrival.fill(later.toISOString().slice(0, 16));
    await expect(cause.getByRole('radio', { name: /Within the airline's control/ })).toBeChecked();
    await cause.getByRole('radio', { name: /Extraordinary circumstances/ }).check();
    expect(await axeViolations(page, `edit flight with its cause (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/edit-cause-${size.width}.png` });
    await edit.getByRole('button', { name: flightScreenMessages.updateFlight }).click();
    await expect(page.getByText(MSG.flightUpdated)).toBeVisible();

    // the traveller reads the notice, without compensation
    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    const notice = page.getByTestId('eu261-notice');
    await expect(notice.getByRole('heading', { name: eu261Texts.title })).toBeVisible();
    await expect(notice).toContainText(eu261Texts.choiceDelayed);
    await expect(notice).toContainText(eu261Texts.extraordinary);
    await expect(notice).not.toContainText('per passenger');
    expect(await axeViolations(page, `/bookings/:id delayed, no compensation (${size.width} px)`)).toEqual(
      [],
    );
    await page.screenshot({ path: `${SHOTS}/booking-extraordinary-${size.width}.png`, fullPage: true });
  });
}
