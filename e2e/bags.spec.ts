import {
  type Booking,
  INVOICE_STATUS_LABELS,
  MSG,
  bagScreenMessages,
  changeScreenMessages,
} from '@skylark/contract';
import { apiCall, loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { expectCleanAxe } from './support/axe';
import { approveViaApi, bookViaApi, seatsOf, startReturnTrip } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi, returnFlightsViaApi } from './support/flights';
import { ownServerURL, useOwnServer } from './support/own-server';
import { skipToNextPaymentAsk } from './support/payment-page';

// Paid bags (docs/product.md#1419-paid-bags): an administrator's bag price on the checkout's picker, a
// return trip in Flex with an extra bag paid on chain, and a bag added to a paid booking with its own
// invoice. A server of its own, watching a test Esplora server: the bag price it sets is global.
const OFFSET = 157;
const SHOTS = '/tmp/shots/bags';
const LIVE = { timeout: 25_000 };

const own = useOwnServer(OFFSET, { esplora: true });

for (const width of [1280, 375]) {
  test(`at ${width} px an administrator prices a bag; a traveller books a Flex return trip with an extra bag and pays`, async ({
    page,
    browser,
  }) => {
    // the back office's bag price, saved, is the one the checkout asks
    const adminContext = await browser.newContext({
      baseURL: ownServerURL(OFFSET),
      viewport: { width, height: 900 },
    });
    const admin = await adminContext.newPage();
    await loginAdminInBrowser(admin);
    await admin.goto('/admin/fare-brands');
    const economy = admin.getByLabel(bagScreenMessages.priceOf('Economy'));
    await expect(economy).toHaveValue(/^\d/);
    await economy.fill('40');
    await admin.getByRole('button', { name: 'Save bag prices' }).click();
    await expect(admin.getByText('Bag prices saved')).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/admin-prices-${width}.png`, fullPage: true });
    await expectCleanAxe(admin, `/admin/fare-brands with bag prices (${width} px)`);
    await adminContext.close();

    const customer = await registerCustomer(own.api, { firstName: 'Ada', lastName: 'Byron' });
    const { out, back } = await returnFlightsViaApi(own.api);
    await page.clock.install();
    await loginCustomerInBrowser(page, customer);
    await page.setViewportSize({ width, height: 900 });
    await startReturnTrip(page, out, back);

    for (const flight of [1, 2])
      await page
        .getByRole('group', { name: `Fare for flight ${flight}` })
        .getByRole('radio', { name: /Flex/ })
        .check();
    // each flight's picker: Flex's two bags, and the price the administrator saved
    await expect(page.getByText('Included: 2 · $40.00 per extra bag')).toHaveCount(2);
    await page.getByTestId('bags-0').getByRole('combobox').first().selectOption('1');
    const summary = page.getByRole('complementary', { name: 'Trip summary' });
    // two Flex fares of $194.35 and one bag at $40
    await expect(summary).toContainText('$428.70');

    await page.getByLabel('Date of Birth').fill('1990-05-17');
    const maps = page.getByRole('grid', { name: 'Seat Map, Economy class' });
    await maps
      .nth(0)
      .locator(`[data-seat="${seatsOf(out, 'ECONOMY')[5]!}"]`)
      .click();
    await maps
      .nth(1)
      .locator(`[data-seat="${seatsOf(back, 'ECONOMY')[8]!}"]`)
      .click();
    await page.screenshot({ path: `${SHOTS}/checkout-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/book with a bag (${width} px)`);

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText(MSG.bookingCreatedToast)).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const booking = (
      await apiCall<Booking>(own.api, 'GET', `/user/bookings/${id}`, { token: customer.token })
    ).body.data;
    expect(booking.totalAmount).toBe(428.7);
    expect(booking.bags?.map((b) => [b.segment, b.included, b.extra])).toEqual([
      [0, 2, 1],
      [1, 2, 0],
    ]);

    await page.getByRole('link', { name: 'Proceed to Payment' }).click();
    await expect(page.getByTestId('invoice-status')).toContainText(INVOICE_STATUS_LABELS.AWAITING);
    await own.esplora.pay(booking.payment!.address, booking.payment!.amountSats!);
    await own.esplora.mine();
    await skipToNextPaymentAsk(page, own.api, { id, token: customer.token }, 'PAID');
    await expect(page.getByTestId('invoice-status')).toContainText(INVOICE_STATUS_LABELS.PAID);

    await page.goto(`/bookings/${id}`);
    const panel = page.getByTestId('bags-panel');
    await expect(panel.getByRole('listitem').nth(0)).toContainText(out.flightNumber);
    await expect(panel.getByRole('listitem').nth(0)).toContainText('2 included, 1 extra');
    await expect(panel.getByRole('listitem').nth(1)).toContainText(back.flightNumber);
    await expect(panel.getByRole('listitem').nth(1)).toContainText('2 included, 0 extra');
    await page.getByTestId('bags-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/booking-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/bookings/:id with bags (${width} px)`);
  });

  test(`at ${width} px a traveller adds a bag to a paid booking and pays the difference on chain`, async ({
    page,
  }) => {
    const customer = await registerCustomer(own.api);
    const flight = await createFlightViaApi(own.api);
    const booking = await bookViaApi(own.api, customer.token, flight);
    await approveViaApi(own.api, booking._id);
    await loginCustomerInBrowser(page, customer);
    await page.setViewportSize({ width, height: 900 });

    await page.goto(`/bookings/${booking._id}`);
    const panel = page.getByTestId('bags-panel');
    await expect(panel).toContainText('1 included, 0 extra');
    await panel
      .getByRole('button', { name: `Add bags for Ada Lovelace on flight ${flight.flightNumber}` })
      .click();
    await panel.getByLabel('Extra bags: Ada Lovelace').selectOption('1');
    await page.screenshot({ path: `${SHOTS}/add-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/bookings/:id adding a bag (${width} px)`);
    await panel.getByRole('button', { name: 'Buy bags' }).click();
    await expect(page.getByText('Bags added')).toBeVisible();

    // not bought yet: the purchase waits for its own invoice, shown with the changes
    const read = async () =>
      (await apiCall<Booking>(own.api, 'GET', `/user/bookings/${booking._id}`, { token: customer.token }))
        .body.data;
    const pending = await read();
    const invoice = pending.changes!.at(-1)!.payment!;
    // at the class's bag price of the day
    expect(pending.changes!.at(-1)!.amountDue).toBe(
      flight.classTypes.find((c) => c.type === 'ECONOMY')!.bagPrice,
    );
    const list = page.getByTestId('change-list');
    await expect(list).toContainText('Extra bags bought: 1');
    await expect(list).toContainText(changeScreenMessages.pendingChange);
    await expect(list).toContainText(invoice.address);
    await expect(panel).toContainText('1 included, 0 extra');
    await page.screenshot({ path: `${SHOTS}/pending-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/bookings/:id with a bag awaiting payment (${width} px)`);

    await own.esplora.pay(invoice.address, invoice.amountSats!);
    await own.esplora.mine();
    await expect.poll(async () => (await read()).bags?.[0]?.extra, LIVE).toBe(1);
    await page.reload();
    await expect(page.getByTestId('bags-panel')).toContainText('1 included, 1 extra');
    await expect(page.getByTestId('change-list')).toContainText(changeScreenMessages.changeDone);
    await page.screenshot({ path: `${SHOTS}/bought-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/bookings/:id with a bag bought (${width} px)`);
  });
}
