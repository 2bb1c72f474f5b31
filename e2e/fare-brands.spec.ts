import { type Booking, INVOICE_STATUS_LABELS, MSG, brandLines, defaultBrandTerms } from '@skylark/contract';
import { apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { expectCleanAxe } from './support/axe';
import { seatsOf, startReturnTrip } from './support/bookings';
import { expect, test } from './support/fixtures';
import { returnFlightsViaApi } from './support/flights';
import { useOwnServer } from './support/own-server';
import { skipToNextPaymentAsk } from './support/payment-page';

// Fare brands (docs/product.md#1416-fare-brands): a traveller picks Flex on both flights of a return
// trip at checkout and pays it on chain. A server of its own, watching a test Esplora server.
const OFFSET = 130;
const SHOTS = '/tmp/shots/fare-brands';

const own = useOwnServer(OFFSET, { esplora: true });

for (const width of [1280, 375]) {
  test(`at ${width} px a traveller picks Flex on both flights of a return trip, sees what it includes, and pays`, async ({
    page,
  }) => {
    const customer = await registerCustomer(own.api, { firstName: 'Ada', lastName: 'Byron' });
    const { out, back } = await returnFlightsViaApi(own.api);
    await page.clock.install();
    await loginCustomerInBrowser(page, customer);
    await page.setViewportSize({ width, height: 900 });

    await startReturnTrip(page, out, back);

    // each flight's three brands side by side, Classic chosen until the traveller picks
    const summary = page.getByRole('complementary', { name: 'Trip summary' });
    await expect(summary).toContainText('$299.00');
    for (const flight of [1, 2]) {
      const fares = page.getByRole('group', { name: `Fare for flight ${flight}` });
      await expect(fares.getByRole('radio')).toHaveCount(3);
      await expect(fares.getByRole('radio', { name: /Classic/ })).toBeChecked();
      await expect(fares.getByRole('radio', { name: /Light/ })).toBeVisible();
      const flex = fares.getByTestId(`fare-${flight - 1}-FLEX`);
      await expect(flex).toContainText('$194.35');
      for (const line of brandLines(defaultBrandTerms('ECONOMY', 'FLEX'), 'ECONOMY'))
        await expect(flex).toContainText(line);
      await expect(fares.getByTestId(`fare-${flight - 1}-LIGHT`)).toContainText('No checked bag');
      await fares.getByRole('radio', { name: /Flex/ }).check();
      await expect(fares.getByRole('radio', { name: /Flex/ })).toBeChecked();
    }
    // the keyboard moves the choice within a flight's group, and back
    await page.getByRole('group', { name: 'Fare for flight 1' }).getByRole('radio', { name: /Flex/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(
      page.getByRole('group', { name: 'Fare for flight 1' }).getByRole('radio', { name: /Classic/ }),
    ).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('group', { name: 'Fare for flight 1' }).getByRole('radio', { name: /Flex/ }),
    ).toBeChecked();
    await expect(summary).toContainText('Economy · Flex');
    await expect(summary).toContainText('$388.70');

    await page.getByLabel('Date of Birth').fill('1990-05-17');
    const maps = page.getByRole('grid', { name: 'Seat Map, Economy class' });
    await maps
      .nth(0)
      .locator(`[data-seat="${seatsOf(out, 'ECONOMY')[4]!}"]`)
      .click();
    await maps
      .nth(1)
      .locator(`[data-seat="${seatsOf(back, 'ECONOMY')[7]!}"]`)
      .click();
    await page.screenshot({ path: `${SHOTS}/checkout-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/book with fare brands (${width} px)`);

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText(MSG.bookingCreatedToast)).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const flights = page.getByRole('list', { name: 'Flights' });
    for (const k of [0, 1])
      await expect(flights.getByRole('listitem').nth(k)).toContainText('Flex fare: 2 checked bags');
    await expect(page.getByText('$388.70').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/bookings/:id with fare brands (${width} px)`);

    // the invoice is for the Flex price, and the payment on chain settles it
    const booking = (
      await apiCall<Booking>(own.api, 'GET', `/user/bookings/${id}`, { token: customer.token })
    ).body.data;
    expect(booking.totalAmount).toBe(388.7);
    expect(booking.segments.map((s) => s.fareBrand)).toEqual(['FLEX', 'FLEX']);
    await page.getByRole('link', { name: 'Proceed to Payment' }).click();
    await expect(page.getByTestId('invoice-status')).toContainText(INVOICE_STATUS_LABELS.AWAITING);
    await own.esplora.pay(booking.payment!.address, booking.payment!.amountSats!);
    await own.esplora.mine();
    await skipToNextPaymentAsk(page, own.api, { id, token: customer.token }, 'PAID');
    await expect(page.getByTestId('invoice-status')).toContainText(INVOICE_STATUS_LABELS.PAID);
    await page.screenshot({ path: `${SHOTS}/paid-${width}.png`, fullPage: true });
    await expectCleanAxe(page, `/payment paid with fare brands (${width} px)`);
  });
}
