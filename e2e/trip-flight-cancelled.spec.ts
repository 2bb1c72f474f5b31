import {
  type Booking,
  cancelledFlightMessages,
  flightDeskMessages,
  flightScreenMessages,
  type Flight,
  formatMoney,
  DAY_MS,
} from '@skylark/contract';
import { apiCall, loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookTripViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { hourFlight } from './support/flights';

/* A multi-city trip loses one flight to the desk's cancellation; its traveller keeps the rest (decision 088). */

const OSLO = 'Oslo, Gardermoen (OSL)';
const BERGEN = 'Bergen, Flesland (BGO)';
const TRONDHEIM = 'Trondheim, Værnes (TRD)';
const SHOTS = '/tmp/shots/trip-flight-cancelled';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the desk cancels one flight of a multi-city trip and the traveller keeps the rest, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const flights: Flight[] = [
      await hourFlight(request, OSLO, BERGEN, 5 * DAY_MS, 149.5),
      await hourFlight(request, BERGEN, TRONDHEIM, 6 * DAY_MS, 120),
      await hourFlight(request, TRONDHEIM, OSLO, 7 * DAY_MS, 99),
    ];
    const [, cancelled] = flights;
    const customer = await registerCustomer(request);
    const trip = await bookTripViaApi(request, customer.token, flights);
    await approveViaApi(request, trip._id);

    // the desk: the cancel dialog lists the trip it touches before confirming
    await loginAdminInBrowser(page);
    await page.goto('/admin/flights');
    await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(cancelled!.flightNumber);
    if (viewport.width >= 1024) {
      await page.getByRole('button', { name: `Actions for flight ${cancelled!.flightNumber}` }).click();
      await page.getByRole('menuitem', { name: flightDeskMessages.cancelFlight }).click();
    } else {
      const card = page.getByRole('listitem').filter({ hasText: cancelled!.flightNumber });
      await card.getByRole('button', { name: 'Cancel' }).click();
    }
    const dialog = page.getByRole('dialog', {
      name: `${flightDeskMessages.cancelFlight} ${cancelled!.flightNumber}`,
    });
    const trips = dialog.getByTestId('cancel-trips');
    await expect(trips).toContainText(flightDeskMessages.tripsPreview(1));
    await expect(trips.getByRole('listitem')).toContainText(`#${trip.trackingId}`);
    await expect(trips.getByRole('listitem')).toContainText('3 flights');
    expect(await axeViolations(page, `cancel dialog listing a trip (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/desk-preview-${viewport.width}.png` });
    await dialog.getByRole('button', { name: flightDeskMessages.cancelFlight }).click();
    const done = page.getByRole('dialog', { name: flightDeskMessages.refundsTitle });
    await expect(done.getByTestId('cancel-trips')).toContainText(`#${trip.trackingId}`);
    await done.getByRole('button', { name: 'Done' }).click();

    // the traveller: the booking page names the cancelled flight and offers the three choices, at the
    // refunds the ledger gives (the flight's fare may carry an offer)
    const offered = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${trip._id}`, { token: customer.token })
    ).body.data.cancelledFlight!;
    expect(offered).toMatchObject({ segment: 1, choice: null, cancelTripRefund: trip.totalAmount });
    expect(offered.keepRestRefund).toBeGreaterThan(0);
    await loginCustomerInBrowser(page, customer);
    await page.goto(`/bookings/${trip._id}`);
    const choices = page.getByTestId('cancelled-flight');
    await expect(
      choices.getByRole('heading', { name: cancelledFlightMessages.heading(cancelled!.flightNumber) }),
    ).toBeVisible();
    await expect(choices).toContainText(cancelledFlightMessages.freeMove);
    await expect(choices).toContainText(cancelledFlightMessages.cancelTrip(formatMoney(trip.totalAmount)));
    await expect(choices).toContainText(
      cancelledFlightMessages.keepRest(formatMoney(offered.keepRestRefund)),
    );
    await expect(
      page.getByRole('listitem', { name: `Flight 2 of 3: ${cancelled!.flightNumber}` }),
    ).toContainText(cancelledFlightMessages.cancelledTag);
    expect(await axeViolations(page, `trip with a cancelled flight (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/choices-${viewport.width}.png`, fullPage: true });

    await choices.getByRole('button', { name: cancelledFlightMessages.keepRestAction }).click();
    await expect(page.getByText(cancelledFlightMessages.keptRest(cancelled!.flightNumber))).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bitcoin refund address' })).toBeVisible();
    expect(
      await axeViolations(page, `trip kept without its cancelled flight (${viewport.width} px)`),
    ).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/kept-${viewport.width}.png`, fullPage: true });

    const kept = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${trip._id}`, { token: customer.token })
    ).body.data;
    expect(kept).toMatchObject({
      bookingStatus: 'CONFIRMED',
      // in whole cents: the amounts are dollars, and 338.6 - 120 is 218.60000000000002 in floating point
      totalAmount: Math.round((trip.totalAmount - offered.keepRestRefund) * 100) / 100,
      cancelledFlight: { segment: 1, choice: 'KEEP_REST' },
      // Bergen is in Norway, which EU261 covers: the desk's cancellation also owes compensation (decision 098)
      refund: { owed: ['CANCELLATION', 'COMPENSATION'] },
    });
  });
}
