import { DAY_MS, DEFAULT_CURRENCY_RATES, formatMoney, isoDayOf } from '@skylark/contract';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { expectCleanAxe } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// docs/product.md#1417-prices-in-the-travellers-currency: the shared server has no rate setting,
// so the shipped table is in use
const ARAD = 'Arad, Arad International (ARW)';
const AQABA = 'Aqaba, King Hussein International (AQJ)';
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;
const eur = (usd: number) =>
  `≈ ${new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(usd * DEFAULT_CURRENCY_RATES.EUR)} (approximate)`;

for (const size of SIZES) {
  test(`at ${size.name} px: picks EUR and sees approximate euros beside the dollars on the flight list and the payment page`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // a day 150–349 days ahead that no other test uses, so the list holds this flight alone
    const day = new Date(
      Math.floor(Date.now() / DAY_MS) * DAY_MS + (150 + Math.floor(Math.random() * 200)) * DAY_MS,
    );
    const flight = await createFlightViaApi(page.request, {
      departure: { city: ARAD, date: new Date(day.getTime() + 10 * 3_600_000).toISOString() },
      arrival: { city: AQABA, date: new Date(day.getTime() + 13 * 3_600_000).toISOString() },
      classTypes: [{ type: 'ECONOMY', price: 230.75, availableSeats: 30 }],
    });

    await page.goto(`/book-flights?from=Arad&date=${isoDayOf(day)}`);
    const card = page.getByRole('article', { name: `Flight ${flight.flightNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('approx-price')).toHaveCount(0);

    // in the header, or the menu on a phone
    if (size.name === '375') await page.getByRole('button', { name: 'Open menu' }).click();
    const picker = page.getByRole('combobox', { name: 'Currency' }).locator('visible=true');
    await expect(picker).toHaveValue('USD');
    await picker.selectOption('EUR');
    if (size.name === '375') await page.getByRole('button', { name: 'Close menu' }).click();
    const approx = card.getByTestId('approx-price').first();
    await expect(approx).toHaveText(/≈ €\d{1,3}(,\d{3})*\.\d{2} \(approximate\)/);
    // the dollars are still there, beside it
    await expect(card).toContainText('$');
    await expectCleanAxe(page, `flight list ${size.name}`);
    await page.screenshot({ path: `/tmp/currency-list-${size.name}.png`, fullPage: true });

    // the choice is remembered: a later visit starts in euros
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Currency', includeHidden: true }).first()).toHaveValue(
      'EUR',
    );
    await expect(card.getByTestId('approx-price').first()).toBeVisible();

    const customer = await registerCustomer(page.request);
    const booking = await bookViaApi(page.request, customer.token, flight);
    await loginCustomerInBrowser(page, customer);
    await page.goto(`/payment/${booking.id}`);
    await expect(page.getByRole('heading', { name: 'Booking Summary' })).toBeVisible();
    await expect(page.getByText(formatMoney(booking.totalAmount)).first()).toBeVisible();
    await expect(page.getByTestId('btc-amount')).toBeVisible();
    // beside the dollars charged and beside the bitcoin paid
    const approximations = page.getByTestId('approx-price');
    await expect(approximations).toHaveCount(2);
    await expect(approximations.first()).toHaveText(eur(booking.totalAmount));
    await expect(approximations.last()).toHaveText(eur(booking.totalAmount));
    await expectCleanAxe(page, `payment page ${size.name}`);
    await page.screenshot({ path: `/tmp/currency-payment-${size.name}.png`, fullPage: true });
  });
}
