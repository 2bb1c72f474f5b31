import { type Booking, changeScreenMessages } from '@skylark/contract';
import { apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { expectCleanAxe } from './support/axe';
import { bookViaApi, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { useOwnServer } from './support/own-server';

// A server of its own with each booking at its own address, watching a test Esplora server every
// second and confirming a booking paid in full: the difference of a change is paid on chain.
const OFFSET = 120;
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;
const LIVE = { timeout: 25_000 };

const own = useOwnServer(OFFSET, { esplora: true, env: { AUTO_CONFIRM_PAYMENTS: 'true' } });

for (const size of SIZES) {
  test(`at ${size.name} px: change a paid booking to a dearer flight and pay the difference on chain`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const customer = await registerCustomer(own.api);
    const flight = await weekdayFlight();
    const dearer = await laterFlightOfRoute(flight, 300);
    const booking = await bookViaApi(own.api, customer.token, flight);
    await approveViaApi(own.api, booking._id);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    await page.getByRole('button', { name: changeScreenMessages.changeFlight }).click();
    const dialog = page.getByRole('dialog', { name: changeScreenMessages.changeFlight });
    await dialog.getByRole('radio', { name: new RegExp(dearer.flightNumber) }).check();
    // $300.00 − $149.50 + the Economy change fee of $75.00
    await expect(dialog.getByTestId('change-quote')).toContainText('$225.50');
    await expectCleanAxe(page, `change dialog (${size.name} px)`);
    await page.screenshot({ path: `/tmp/shots/change/quote-${size.name}.png`, fullPage: true });
    await dialog.getByRole('button', { name: `${changeScreenMessages.confirmChange}: pay $225.50` }).click();

    // the same booking, still on its flight, shows the change's own invoice
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking._id}$`));
    const list = page.getByTestId('change-list');
    await expect(list).toContainText(changeScreenMessages.pendingChange);
    const read = async () =>
      (await apiCall<Booking>(own.api, 'GET', `/user/bookings/${booking._id}`, { token: customer.token }))
        .body.data;
    const pending = await read();
    expect(pending).toMatchObject({
      trackingId: booking.trackingId,
      bookingStatus: 'CONFIRMED',
      flightNumber: flight.flightNumber,
    });
    const invoice = pending.changes![0]!.payment!;
    await expect(list).toContainText(invoice.address);
    await expect(list).toContainText(changeScreenMessages.payBy);
    await expectCleanAxe(page, `/bookings with a change awaiting payment (${size.name} px)`);
    await own.esplora.pay(invoice.address, invoice.amountSats!);
    await own.esplora.mine();

    // paid in full: the same booking, with the same tracking ID, flies the new flight
    await expect.poll(async () => (await read()).flightNumber, LIVE).toBe(dearer.flightNumber);
    await page.reload();
    await expect(page.getByText(booking.trackingId).first()).toBeVisible();
    await expect(page.getByTestId('change-list')).toContainText(changeScreenMessages.changeDone);
    await expectCleanAxe(page, `/bookings after a change (${size.name} px)`);
    await page.screenshot({ path: `/tmp/shots/change/changed-${size.name}.png`, fullPage: true });
    const mine = await apiCall<{ data: { _id: string }[] }>(own.api, 'GET', '/user/bookings', {
      token: customer.token,
    });
    expect(mine.body.data.data.map((b) => b._id)).toEqual([booking._id]);
  });

  test(`at ${size.name} px: change an unpaid booking and pay the new flight on its own invoice`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const customer = await registerCustomer(own.api);
    const flight = await weekdayFlight();
    const other = await laterFlightOfRoute(flight, 300);
    const booking = await bookViaApi(own.api, customer.token, flight);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    await page.getByRole('button', { name: changeScreenMessages.changeFlight }).click();
    const dialog = page.getByRole('dialog', { name: changeScreenMessages.changeFlight });
    await dialog.getByRole('radio', { name: new RegExp(other.flightNumber) }).check();
    // nothing was paid: the new fare of $300.00 and the Economy change fee of $75.00
    const quote = dialog.getByTestId('change-quote');
    await expect(quote).toContainText(changeScreenMessages.newFare);
    await expect(quote).toContainText('$375.00');
    await expect(quote).toContainText(changeScreenMessages.unpaidInvoice);
    await expectCleanAxe(page, `change dialog of an unpaid booking (${size.name} px)`);
    await page.screenshot({ path: `/tmp/shots/change/unpaid-quote-${size.name}.png`, fullPage: true });
    await dialog.getByRole('button', { name: `${changeScreenMessages.confirmChange}: pay $375.00` }).click();

    // the same booking's payment page, for its new amount
    await expect(page).toHaveURL(new RegExp(`/payment/${booking._id}$`));
    const next = (
      await apiCall<Booking>(own.api, 'GET', `/user/bookings/${booking._id}`, { token: customer.token })
    ).body.data;
    expect(next).toMatchObject({
      trackingId: booking.trackingId,
      bookingStatus: 'PENDING',
      totalAmount: 375,
      flightNumber: other.flightNumber,
    });
    // a change of an unpaid booking keeps the pay-by time it had
    expect(next.payment?.payBy).toBe(booking.payment?.payBy);
    await expect(page.getByTestId('btc-address')).toHaveText(next.payment!.address);
    await expectCleanAxe(page, `/payment of an unpaid booking's change (${size.name} px)`);
    // the old seat was freed at once
    const seats = await apiCall<{ availableSeats: { seatNumber: string }[] }>(
      own.api,
      'GET',
      `/user/flights/${flight._id}/seats?classType=ECONOMY`,
    );
    expect(seats.body.data.availableSeats.map((s) => s.seatNumber)).toContain(
      booking.passengers[0]!.seatNumber,
    );
  });
}

/** A flight of the same route a day after `flight`, its Economy at `price`. */
/**
 * A flight 10 days ahead or more on a Monday to Thursday, so that it and the next day's flight are
 * weekdays: the weekend offer, which applies by rule, would change the amounts.
 */
function weekdayFlight() {
  const departure = new Date(Date.now() + 10 * 86_400_000);
  departure.setUTCSeconds(0, 0);
  while (![1, 2, 3, 4].includes(departure.getUTCDay())) departure.setTime(departure.getTime() + 86_400_000);
  return createFlightViaApi(own.api, {
    departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: departure.toISOString() },
    arrival: {
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(departure.getTime() + 3 * 3_600_000).toISOString(),
    },
  });
}

const laterFlightOfRoute = (
  flight: { departure: { city: string; date: string }; arrival: { city: string; date: string } },
  price: number,
) =>
  createFlightViaApi(own.api, {
    departure: {
      city: flight.departure.city,
      date: new Date(Date.parse(flight.departure.date) + 86_400_000).toISOString(),
    },
    arrival: {
      city: flight.arrival.city,
      date: new Date(Date.parse(flight.arrival.date) + 86_400_000).toISOString(),
    },
    classTypes: [{ type: 'ECONOMY', price, availableSeats: 120 }],
  });
