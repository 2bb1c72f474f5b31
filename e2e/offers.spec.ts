import { DAY_MS, OFFER_NAMES } from '@skylark/contract';
import type { Locator } from '@playwright/test';
import { loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

/** The first Saturday or Sunday (UTC) moment at least 3 hours ahead, on a whole minute. */
function nextWeekendMoment(): Date {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCSeconds(0, 0);
  while (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
    d.setTime(Math.floor(d.getTime() / DAY_MS) * DAY_MS + DAY_MS + 5 * 60_000);
  }
  return d;
}

/** The struck list price and the offer price beside it. */
async function expectStruck(scope: Locator, was: string, now: string) {
  await expect(scope.locator('del').first()).toContainText(was);
  await expect(scope.locator('ins').first()).toContainText(now);
}

test('a weekend offer link shows struck prices on the list, the detail and the form, and the booking keeps the offer', async ({
  page,
}) => {
  const departure = nextWeekendMoment();
  const flight = await createFlightViaApi(page.request, {
    departure: { city: 'Arad, Arad International (ARW)', date: departure.toISOString() },
    arrival: {
      city: 'Aqaba, King Hussein International (AQJ)',
      date: new Date(departure.getTime() + 3 * 3_600_000).toISOString(),
    },
    classTypes: [{ type: 'ECONOMY', price: 229, availableSeats: 30 }],
  });
  await loginCustomerInBrowser(page, await registerCustomer(page.request));

  await page.goto('/book-flights?offer=weekend');
  const card = page.getByRole('article', { name: `Flight ${flight.flightNumber}` });
  await expectStruck(card, '$229.00', '$183.20');
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/book-flights/${flight._id}\\?offer=weekend$`));
  const economy = page.getByRole('radio', { name: /Economy/ });
  await expectStruck(economy, '$229.00', '$183.20');

  await economy.click();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\?class=ECONOMY&offer=weekend$/);
  const summary = page.getByRole('complementary', { name: 'Flight summary' });
  await expectStruck(summary, '$229.00', '$183.20');
  await expect(summary.getByText(OFFER_NAMES.weekend)).toBeVisible();
  await page.getByLabel('Date of Birth').fill('1990-05-17');
  await page.getByLabel('Seat', { exact: true }).selectOption(seatsOf(flight, 'ECONOMY')[0]!);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]+$/);
  // the checkout, with the same struck prices and offer name, stays on screen until the booking replaces it
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  const details = page.getByRole('main');
  await expectStruck(details, '$229.00', '$183.20');
  await expect(details.getByText(OFFER_NAMES.weekend)).toBeVisible();
  const bookingUrl = page.url();

  await loginAdminInBrowser(page);
  await page.goto(bookingUrl.replace('/bookings/', '/admin/bookings/'));
  const record = page.getByRole('main');
  await expectStruck(record, '$229.00', '$183.20');
  await expect(record.getByText(OFFER_NAMES.weekend)).toBeVisible();

  // the phone: the list and the detail keep the struck price
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/book-flights/${flight._id}?offer=weekend`);
  await expectStruck(page.getByRole('radio', { name: /Economy/ }), '$229.00', '$183.20');
  expect(await axeViolations(page, 'offer detail')).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/flights2/offer-detail-phone.png', fullPage: true });
  await page.goto('/book-flights?offer=weekend');
  await expectStruck(
    page.getByRole('article', { name: `Flight ${flight.flightNumber}` }),
    '$229.00',
    '$183.20',
  );
  await page.screenshot({ path: '/tmp/shots/flights2/offer-list-phone.png' });
});
