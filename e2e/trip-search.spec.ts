import { DAY_MS, isoDayOf } from '@skylark/contract';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { fillPassengers, popFamily, seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

const SHOTS = '/tmp/shots/trip-search';

/** A Wednesday (UTC) at least `days` ahead, at midnight: no weekend offer, no early bird. */
function wednesday(days: number): Date {
  const d = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS);
  while (d.getUTCDay() !== 3) d.setTime(d.getTime() + DAY_MS);
  return d;
}

const FROM = 'Sibiu, Sibiu International (SBZ)';
const TO = 'Tromsø, Langnes (TOS)';

for (const [width, height, days] of [
  [1280, 800, 12],
  [375, 812, 26],
] as const) {
  test(`at ${width} px: a family of 2 adults, a child and a lap infant searches from Home, filters, reloads and books with the fare breakdown`, async ({
    page,
    request,
  }) => {
    const day = wednesday(days);
    const flightAt = (hourUtc: number) =>
      createFlightViaApi(request, {
        departure: { city: FROM, date: new Date(day.getTime() + hourUtc * 3_600_000).toISOString() },
        arrival: { city: TO, date: new Date(day.getTime() + (hourUtc + 3) * 3_600_000).toISOString() },
        classTypes: [
          { type: 'ECONOMY', price: 479, availableSeats: 30 },
          { type: 'BUSINESS', price: 1200, availableSeats: 2 },
        ],
      });
    // 06:00 UTC is 08:00 in Sibiu (morning); 17:00 UTC is 19:00 there (evening)
    const morning = await flightAt(6);
    const evening = await flightAt(17);
    await loginCustomerInBrowser(
      page,
      await registerCustomer(request, { firstName: 'Ana', lastName: 'Pop' }),
    );
    await page.setViewportSize({ width, height });

    await page.goto('/');
    // the prerendered Home adopts what is typed only once the app has hydrated it
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const box = page.getByRole('search', { name: 'Search flights' });
    await box.getByLabel('From').fill('Sibiu');
    await box.getByLabel('To').fill('Tromsø');
    await box.getByLabel('Departure date').fill(isoDayOf(day));
    await box.getByLabel('Adults').fill('2');
    await box.getByLabel('Children').fill('1');
    await box.getByLabel('Infants').fill('1');
    expect(await axeViolations(page, 'home with the search box')).toEqual([]);
    await box.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/book-flights\\?trip=oneway&legs=Sibiu-Troms%C3%B8-${isoDayOf(day)}&adults=2&children=1&infants=1$`,
      ),
    );
    const card = (flight: { flightNumber: string }) =>
      page.getByRole('article', { name: `Flight ${flight.flightNumber}` });
    await expect(card(morning)).toBeVisible();
    await expect(card(evening)).toBeVisible();
    // times at each airport, the duration, a class too small for the party, the party's total
    await expect(card(evening).getByTestId('departs')).toHaveText('19:00 EET');
    await expect(card(evening).getByTestId('duration')).toHaveText('3h 00m');
    await expect(card(evening)).toContainText('Not available for 3 passengers');
    await expect(card(evening)).toContainText('total for 3 passengers + 1 on a lap: $958.00 (Family offer)');

    // a phone folds the search and the filters behind a summary, so the results start on its first
    // screen; "Change search" unfolds them
    const phone = width === 375;
    const unfold = async () => {
      if (phone) await page.getByRole('button', { name: 'Change search' }).click();
    };
    if (phone) await expect(page.getByRole('article').first()).toBeInViewport();
    await unfold();
    await page.getByRole('form', { name: 'Filters' }).getByLabel('Evening (18–24)').check();
    await page.getByLabel('Max price ($)').fill('500');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/maxPrice=500&times=evening/);
    await expect(card(morning)).toHaveCount(0);
    await expect(card(evening)).toBeVisible();

    await page.reload();
    await expect(card(evening)).toBeVisible();
    await expect(card(morning)).toHaveCount(0);
    await unfold();
    await expect(page.getByRole('search').getByLabel('From')).toHaveValue('Sibiu');
    await expect(page.getByRole('search').getByLabel('Children')).toHaveValue('1');
    await expect(page.getByLabel('Evening (18–24)')).toBeChecked();
    expect(await axeViolations(page, 'search results with filters')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/results-${width}.png`, fullPage: true });

    await card(evening)
      .getByRole('link', { name: /Select Economy/ })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/booking/confirm/${evening._id}\\?class=ECONOMY&adults=2&children=1&infants=1$`),
    );
    await expect(page.getByRole('heading', { name: 'Passenger 3' })).toBeVisible();
    // before any date of birth is typed the total is the list's: the search's child counts as a child
    const fare = page.getByRole('complementary', { name: 'Flight summary' }).getByLabel('Fare breakdown');
    await expect(fare).toContainText('Total$958.00');
    const seats = seatsOf(evening, 'ECONOMY');
    await fillPassengers(page, popFamily(day), seats);
    await page.getByLabel('Infant 1 name').fill('Mia Pop');
    await page.getByLabel('Infant 1 date of birth').fill(isoDayOf(new Date(Date.now() - 300 * DAY_MS)));
    await page.getByLabel('Travels with').selectOption({ label: 'Passenger 2' });

    await expect(fare).toContainText('Adults (12+) × 2$958.00');
    await expect(fare).toContainText('Children (2–11) × 1$479.00');
    await expect(fare).toContainText('Infants on a lap (under 2) × 1no seat, free');
    await expect(fare).toContainText('Family offer−$479.00');
    await expect(fare).toContainText('Total$958.00');
    expect(await axeViolations(page, 'booking form with a lap infant')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/form-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByText('$958.00').first()).toBeVisible();
    await expect(page.getByText(/Mia Pop, born .* Travels with Dan Pop/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-${width}.png`, fullPage: true });
  });
}
