import { DAY_MS, flightStateMessages, flightScreenMessages, isoDayOf } from '@skylark/contract';
import type { Page } from '@playwright/test';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { firstInput } from './support/first-input';

const ARAD = 'Arad, Arad International (ARW)';
const AQABA = 'Aqaba, King Hussein International (AQJ)';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots/flights2/${name}.png`, fullPage: true });

/** A UTC day 150–349 days ahead that no other test uses, at `hour`:00. */
function uniqueDay(): Date {
  const day = new Date(
    Math.floor(Date.now() / DAY_MS) * DAY_MS + (150 + Math.floor(Math.random() * 200)) * DAY_MS,
  );
  return day;
}
const at = (day: Date, hours: number) => new Date(day.getTime() + hours * 3_600_000).toISOString();

/** Creates an Arad → Aqaba flight on `day` leaving at `hour`, lasting `length` hours, at `price`. */
function aradFlight(
  page: Page,
  day: Date,
  hour: number,
  length: number,
  price: number,
  status?: 'CANCELLED' | 'DELAYED',
) {
  return createFlightViaApi(page.request, {
    departure: { city: ARAD, date: at(day, hour) },
    arrival: { city: AQABA, date: at(day, hour + length) },
    classTypes: [{ type: 'ECONOMY', price, availableSeats: 30 }],
    ...(status ? { status } : {}),
  });
}

const cardNumbers = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('aria-label')?.replace('Flight ', '') ?? ''),
    );

for (const size of SIZES) {
  test(`a cancelled flight is not listed and its detail says so; a delayed one gives its new times (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const day = uniqueDay();
    const cancelled = await aradFlight(page, day, 8, 3, 120, 'CANCELLED');
    const delayed = await aradFlight(page, day, 14, 3, 130, 'DELAYED');
    // the soonest departure of all: Home's Available Flights would show it first
    const soonCancelled = await createFlightViaApi(page.request, {
      departure: { city: ARAD, date: new Date(Date.now() + 3_600_000).toISOString() },
      arrival: { city: AQABA, date: new Date(Date.now() + 4 * 3_600_000).toISOString() },
      status: 'CANCELLED',
    });

    await page.goto('/');
    await firstInput(page);
    const home = page.getByRole('region', { name: 'Available Flights' });
    await expect(home.getByRole('article').first()).toBeVisible();
    await expect(home.getByRole('article', { name: `Flight ${soonCancelled.flightNumber}` })).toHaveCount(0);

    await page.goto(`/book-flights?from=Arad&date=${isoDayOf(day)}`);
    await expect(page.getByRole('article', { name: `Flight ${delayed.flightNumber}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Flight ${cancelled.flightNumber}` })).toHaveCount(0);

    await page.goto(`/book-flights/${cancelled._id}`);
    await expect(page.getByRole('heading', { name: flightStateMessages.cancelledTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: flightScreenMessages.bookNow })).toHaveCount(0);
    await expect(page.getByText(/seats? (available|left)/)).toHaveCount(0);
    expect(await axeViolations(page, 'cancelled flight')).toEqual([]);
    await shot(page, `cancelled-${size.name}`);

    await page.goto(`/book-flights/${delayed._id}`);
    await expect(page.getByRole('heading', { name: flightStateMessages.delayedTitle })).toBeVisible();
    await expect(page.getByText(flightStateMessages.delayedBody)).toBeVisible();
    await expect(page.getByRole('button', { name: flightScreenMessages.bookNow })).toBeVisible();
    await shot(page, `delayed-${size.name}`);
  });

  test(`signed in, Home offers flights and My Bookings and the navigation links to the flights (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();

    await loginCustomerInBrowser(page, await registerCustomer(page.request));
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Above the clouds/ });
    await expect(hero.getByRole('link', { name: flightStateMessages.findFlights })).toHaveAttribute(
      'href',
      '/book-flights',
    );
    await expect(hero.getByRole('link', { name: flightStateMessages.myBookings })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login to your account' })).toHaveCount(0);
    expect(await axeViolations(page, 'signed-in home')).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/flights2/home-signed-in-${size.name}.png` });

    if (size.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    const nav =
      size.name === 'phone' ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Flights', exact: true }).click();
    await expect(page).toHaveURL(/\/book-flights$/);
    await expect(page.getByRole('heading', { name: flightScreenMessages.availableFlights })).toBeVisible();
  });
}

test('the flight list sorts by date, price and duration; sort, search and page live in the URL', async ({
  page,
}) => {
  const day = uniqueDay();
  const dayText = isoDayOf(day);
  // departs first, dearest, longest … departs last, cheapest, shortest
  const first = await aradFlight(page, day, 6, 9, 300);
  const second = await aradFlight(page, day, 9, 5, 200);
  const third = await aradFlight(page, day, 12, 1, 100);
  for (let i = 0; i < 9; i++) await aradFlight(page, day, 15 + i, 2, 400 + i);

  await page.goto('/book-flights');
  const search = page.getByRole('search', { name: 'Search flights' });
  await search.getByLabel('From').fill('Arad');
  await search.getByLabel('Departure date').fill(dayText);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`legs=Arad--${dayText}`));
  await expect(page.getByText('12 flights match your search')).toBeVisible();
  const top3 = async () => (await cardNumbers(page)).slice(0, 3);
  await expect.poll(top3).toEqual([first.flightNumber, second.flightNumber, third.flightNumber]);

  await page.getByLabel(flightStateMessages.sortBy).selectOption('price');
  await expect(page).toHaveURL(/sort=price/);
  await expect.poll(top3).toEqual([third.flightNumber, second.flightNumber, first.flightNumber]);

  await page.getByLabel(flightStateMessages.sortBy).selectOption('duration');
  await expect(page).toHaveURL(/sort=duration/);
  await expect.poll(top3).toEqual([third.flightNumber, expect.any(String), expect.any(String)]);
  await shot(page, 'sorted-duration-desktop');

  // a new page starts at the top and is in the URL
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing page 2 of 2')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const pageTwo = await cardNumbers(page);
  expect(pageTwo).toHaveLength(2);

  // Back returns to page 1, then to the price sort
  await page.goBack();
  await expect(page.getByText('Showing page 1 of 2')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel(flightStateMessages.sortBy)).toHaveValue('price');
  await expect.poll(top3).toEqual([third.flightNumber, second.flightNumber, first.flightNumber]);

  // a shared link shows the same list, the search filled in
  const shared = page.url();
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 375, height: 812 });
  await other.goto(shared);
  // a phone shows the search as a summary, and its form on "Change search"
  await expect(other.getByTestId('search-summary')).toContainText('Arad → Anywhere');
  await other.getByRole('button', { name: 'Change search' }).click();
  await expect(other.getByRole('search').getByLabel('From')).toHaveValue('Arad');
  await expect(other.getByLabel(flightStateMessages.sortBy)).toHaveValue('price');
  await expect
    .poll(async () => (await cardNumbers(other)).slice(0, 3))
    .toEqual([third.flightNumber, second.flightNumber, first.flightNumber]);
  expect(await axeViolations(other, 'sorted list')).toEqual([]);
  await shot(other, 'sorted-price-phone');
});
