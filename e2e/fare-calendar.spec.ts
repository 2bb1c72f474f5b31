import { DAY_MS, isoDayOf } from '@skylark/contract';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

const ANCHORAGE = 'Anchorage, Ted Stevens Anchorage International (ANC)';
const BOISE = 'Boise, Boise Airport (BOI)';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

for (const size of SIZES) {
  test(`a search for a route shows the fares of the days around it and of the month, one tap from each day (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // a Wednesday 30–55 days ahead at noon in Anchorage (UTC−9/−8): the same calendar day there as in
    // UTC; from two days before to one after are weekdays under 60 days ahead, where no offer applies
    // by rule; each size has its own days, so its fares never stand on the other's strip
    const ahead = [30, 46][SIZES.indexOf(size)]! + Math.floor(Math.random() * 4);
    let day = Math.floor(Date.now() / DAY_MS) * DAY_MS + ahead * DAY_MS;
    while (new Date(day).getUTCDay() !== 3) day += DAY_MS;
    const at = (offsetDays: number) => new Date(day + offsetDays * DAY_MS + 21 * 3_600_000);
    const flight = (offsetDays: number, price: number) =>
      createFlightViaApi(page.request, {
        departure: { city: ANCHORAGE, date: at(offsetDays).toISOString() },
        arrival: { city: BOISE, date: new Date(at(offsetDays).getTime() + 4 * 3_600_000).toISOString() },
        classTypes: [{ type: 'ECONOMY', price, availableSeats: 30 }],
      });
    await flight(0, 420);
    const cheaper = await flight(-2, 90);
    await flight(1, 150);
    const chosen = isoDayOf(at(0));
    const twoBefore = isoDayOf(at(-2));

    await page.goto(`/book-flights?from=Anchorage&to=Boise&date=${chosen}`);
    const strip = page.getByRole('navigation', { name: 'Fares around your date' });
    await expect(strip.getByRole('button')).toHaveCount(7);
    await expect(strip.locator('[aria-current="date"]')).toContainText('from $420.00');
    const cheaperDay = strip.getByRole('button').nth(1);
    await expect(cheaperDay).toContainText('from $90.00');
    await expect(strip.getByRole('button').nth(4)).toContainText('from $150.00');
    await expect(strip.getByRole('button').nth(2)).toContainText('No flights');
    // a phone shows the chosen day on the strip, and the results start on its first screen
    if (size.name === 'phone') {
      await expect(strip.locator('[aria-current="date"]')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('article', { name: /^Flight / }).first()).toBeInViewport();
    }
    await page.screenshot({ path: `/tmp/shots/fares/first-screen-${size.width}.png` });

    await cheaperDay.click();
    await expect(page).toHaveURL(new RegExp(`legs=Anchorage-Boise-${twoBefore}`));
    await expect(page.getByRole('article', { name: `Flight ${cheaper.flightNumber}` })).toBeVisible();

    // the month: each day with flights carries its lowest fare and searches that day
    await page.getByText('Fare calendar').click();
    const month = page.getByRole('table', { name: /Lowest fare per day/ });
    await month.getByRole('button', { name: `${chosen}: from $420.00` }).click();
    await expect(page).toHaveURL(new RegExp(`legs=Anchorage-Boise-${chosen}`));
    expect(await axeViolations(page, `fare calendar, ${size.name}`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/fares/fares-${size.width}.png`, fullPage: true });
  });
}
