import { isoDayOf } from '@skylark/contract';
import { adminToken, apiCall, loginAdminInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { createFlightViaApi, weekdayAhead } from './support/flights';
import { approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';

/** Dollars as the dashboard shows them: "$1,234.50". */
const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Waits out the last 20 seconds of a calendar month (in UTC, where the server counts revenue, and in
 * local time, where the date pickers start), so that "the current month" stays one month for the test.
 */
async function clearOfMonthEnd() {
  const now = new Date();
  const nextMonth = Math.min(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1),
    new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime(),
  );
  const left = nextMonth - now.getTime();
  if (left < 20_000) {
    test.setTimeout(test.info().timeout + left + 1000);
    await expect.poll(() => Date.now(), { timeout: left + 5000 }).toBeGreaterThan(nextMonth);
  }
}

/** A flight on a weekday 20 days ahead or more with economy and business seats, created through the admin API. */
async function createFlight(request: Parameters<typeof createFlightViaApi>[0]) {
  const departure = weekdayAhead(20);
  const created = await createFlightViaApi(request, {
    departure: { city: 'New York, John F. Kennedy International (JFK)', date: departure.toISOString() },
    arrival: {
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(departure.getTime() + 8 * 3600_000).toISOString(),
    },
    classTypes: [
      { type: 'ECONOMY', price: 250, availableSeats: 100 },
      { type: 'BUSINESS', price: 900, availableSeats: 20 },
    ],
    status: 'SCHEDULED',
  });
  return created._id;
}

test.describe('admin dashboard', () => {
  test('renders the cards and both charts with data, and reloads on a new date range', async ({ page }) => {
    await clearOfMonthEnd();
    const token = await adminToken(page.request);
    const flightId = await createFlight(page.request);
    const customer = await registerCustomer(page.request);
    // two bookings this month: one economy, one business (approved, so it earns revenue)
    const seats = await apiCall<{ availableSeats: { seatNumber: string }[] }>(
      page.request,
      'GET',
      `/user/flights/${flightId}/seats?classType=ECONOMY`,
    );
    const businessSeats = await apiCall<{ availableSeats: { seatNumber: string }[] }>(
      page.request,
      'GET',
      `/user/flights/${flightId}/seats?classType=BUSINESS`,
    );
    const bookingIds: string[] = [];
    for (const [classType, seat] of [
      ['ECONOMY', seats.body.data.availableSeats[0]!.seatNumber],
      ['BUSINESS', businessSeats.body.data.availableSeats[0]!.seatNumber],
    ] as const) {
      const booked = await apiCall<{ _id: string }>(page.request, 'POST', '/user/bookings', {
        token: customer.token,
        body: {
          flightId,
          classType,
          passengers: [{ firstName: 'Dash', lastName: 'Board', age: 30, gender: 'FEMALE' }],
          seatNumbers: [seat],
          mealPreferences: ['REGULAR'],
          specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
        },
      });
      expect(booked.status, booked.body.message).toBe(201);
      bookingIds.push(booked.body.data._id);
    }
    // the month's revenue before the approval: the pending bookings earn nothing yet
    const revenueBefore = await apiCall<{ totalRevenue: number }>(
      page.request,
      'GET',
      '/admin/analytics/revenue?period=month',
      { token },
    );
    expect(revenueBefore.status, revenueBefore.body.message).toBe(200);
    const approved = await apiCall<{ totalAmount: number; paymentStatus: string }>(
      page.request,
      'POST',
      `/admin/bookings/${bookingIds[1]}/approve`,
      { token, body: { action: 'approve' } },
    );
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({ totalAmount: 900, paymentStatus: 'CONFIRMED' });
    // revenue counts the approved booking only (not the pending economy one), this UTC month
    const expectedRevenue = usd(revenueBefore.body.data.totalRevenue + 900);

    await loginAdminInBrowser(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Dashboard/);

    // the range starts as the current month
    const now = new Date();
    const monthStart = isoDayOf(new Date(now.getFullYear(), now.getMonth(), 1), 'local');
    const monthEnd = isoDayOf(new Date(now.getFullYear(), now.getMonth() + 1, 0), 'local');
    await expect(page.getByLabel('Start date')).toHaveValue(monthStart);
    await expect(page.getByLabel('End date')).toHaveValue(monthEnd);
    // the figures the server gives for that range, which the card and the doughnut must show
    const stats = await apiCall<{ totalBookings: number; bookingsByClass: [number, number, number] }>(
      page.request,
      'GET',
      `/admin/analytics/bookings?startDate=${monthStart}&endDate=${monthEnd}`,
      { token },
    );
    expect(stats.status, stats.body.message).toBe(200);
    const [economy, business, first] = stats.body.data.bookingsByClass;

    const bookingsCard = page.getByRole('region', { name: 'Total Bookings', exact: true });
    await expect(bookingsCard.locator('p').first()).toHaveText(
      stats.body.data.totalBookings.toLocaleString('en-US'),
    );
    const total = Number((await bookingsCard.locator('p').first().textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(2);
    const revenueCard = page.getByRole('region', { name: 'Revenue', exact: true });
    await expect(revenueCard.locator('p').first()).toHaveText(expectedRevenue);
    const revenue = Number((await revenueCard.locator('p').first().textContent())?.replace(/[$,]/g, ''));
    expect(revenue).toBeGreaterThanOrEqual(900);
    await expect(page.getByRole('region', { name: 'Capacity Utilization', exact: true })).toContainText(
      /(?<!\d)\d+\.\d{2}%/,
    );
    for (const name of ['Total Bookings', 'Revenue', 'Capacity Utilization']) {
      await expect(
        page.getByRole('region', { name, exact: true }).getByText(/Increase|Decrease|No change/),
      ).toHaveCount(1);
    }

    const revenueChart = page.getByRole('img', { name: /^Revenue Trend/ });
    const classChart = page.getByRole('img', { name: /^Bookings by Class/ });
    await expect(revenueChart).toBeVisible();
    await expect(classChart).toBeVisible();
    // the trend covers the days of the current UTC month up to today, none still to come
    const utcNow = new Date();
    const utcFirst = isoDayOf(new Date(Date.UTC(utcNow.getUTCFullYear(), utcNow.getUTCMonth(), 1)));
    const utcToday = isoDayOf(utcNow);
    await expect(revenueChart).toHaveAttribute(
      'aria-label',
      `Revenue Trend: daily paid revenue from ${utcFirst} to ${utcToday}, total ${expectedRevenue}`,
    );
    await expect(classChart).toHaveAttribute(
      'aria-label',
      /Economy [1-9]\d*, Business [1-9]\d*, First Class \d+/,
    );
    await expect(classChart).toHaveAttribute(
      'aria-label',
      `Bookings by Class: Economy ${economy}, Business ${business}, First Class ${first}`,
    );
    // the canvases were really drawn on
    for (const chart of [revenueChart, classChart]) {
      const painted = await chart.evaluate((canvas) => {
        const c = canvas as HTMLCanvasElement;
        const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
        return false;
      });
      expect(painted).toBe(true);
    }

    // a new range reloads the bookings and capacity figures
    const reload = page.waitForRequest((request) =>
      request.url().includes('/api/v1/admin/analytics/bookings?startDate=2020-01-01&endDate=2020-01-31'),
    );
    const capacityReload = page.waitForRequest((request) =>
      request.url().includes('/api/v1/admin/analytics/capacity?startDate=2020-01-01&endDate=2020-01-31'),
    );
    // the end first: a start before the end is checked in the browser, so nothing is asked meanwhile
    await page.getByLabel('End date').fill('2020-01-31');
    await expect(page.getByText('End date must be on or after the start date')).toBeVisible();
    await page.getByLabel('Start date').fill('2020-01-01');
    await reload;
    await capacityReload;
    await expect(bookingsCard.locator('p').first()).toHaveText('0');
    await expect(page.getByText('No bookings in this range.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Capacity Utilization', exact: true })).toContainText(
      '0.00%',
    );
  });

  test('opens the Create New Flight dialog', async ({ page }) => {
    await loginAdminInBrowser(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Create New Flight' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 1024, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`presets, load factors, revenue by class and each chart as a table, at ${viewport.width} px`, async ({
    page,
  }) => {
    await clearOfMonthEnd();
    await page.setViewportSize(viewport);
    const token = await adminToken(page.request);
    const flightId = await createFlight(page.request);
    const customer = await registerCustomer(page.request);
    const seats = await apiCall<{ availableSeats: { seatNumber: string }[] }>(
      page.request,
      'GET',
      `/user/flights/${flightId}/seats?classType=BUSINESS`,
    );
    const booked = await apiCall<{ _id: string }>(page.request, 'POST', '/user/bookings', {
      token: customer.token,
      body: {
        flightId,
        classType: 'BUSINESS',
        passengers: [{ firstName: 'Load', lastName: 'Factor', age: 40, gender: 'MALE' }],
        seatNumbers: [seats.body.data.availableSeats[0]!.seatNumber],
        mealPreferences: ['REGULAR'],
        specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
      },
    });
    expect(booked.status, booked.body.message).toBe(201);
    await approveViaApi(page.request, booked.body.data._id, token);

    await loginAdminInBrowser(page);
    await page.goto('/admin/dashboard');
    const presets = page.getByRole('group', { name: 'Date presets' });
    await expect(presets.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

    // "7 days": today and the six days before, asked of the server at once
    const day = (d: Date) => isoDayOf(d, 'local');
    const today = new Date();
    const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    const asked = page.waitForRequest((r) =>
      r.url().includes(`/api/v1/admin/analytics/bookings?startDate=${day(weekAgo)}&endDate=${day(today)}`),
    );
    await presets.getByRole('button', { name: '7 days' }).click();
    await asked;
    await expect(presets.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(presets.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByLabel('Start date')).toHaveValue(day(weekAgo));
    await expect(page.getByLabel('End date')).toHaveValue(day(today));

    // the load factors count the flights departing in the chosen days: reach the new flight's
    const pastDeparture = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 21));
    await page.getByLabel('End date').fill(pastDeparture);
    await expect(page.getByLabel('End date')).toHaveValue(pastDeparture);

    const highest = page.getByRole('region', { name: 'Highest load factor' });
    await expect(highest.getByRole('row').nth(1)).toContainText(/(?<!\d)\d+\.\d{2}%/);
    await expect(page.getByRole('region', { name: 'Lowest load factor' }).getByRole('row')).not.toHaveCount(
      0,
    );
    const byClass = page.getByRole('region', { name: 'Revenue by Class' });
    await expect(byClass.getByRole('row', { name: /Business/ })).toContainText(/\$[\d,]+\.\d{2}/);
    // the bars take the room the class names and figures leave: at least 3rem, not a dot
    const bar = byClass
      .getByRole('row', { name: /Business/ })
      .locator('td > div > div')
      .first();
    expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(48);
    // each table stays inside its card, beside the sidebar too
    for (const name of ['Highest load factor', 'Lowest load factor', 'Revenue by Class']) {
      const card = await page.getByRole('region', { name }).boundingBox();
      const table = await page.getByRole('region', { name }).getByRole('table').boundingBox();
      expect(table!.x, name).toBeGreaterThanOrEqual(card!.x);
      expect(table!.x + table!.width, name).toBeLessThanOrEqual(card!.x + card!.width);
    }

    // each chart's numbers as a table
    const trend = page.getByRole('region', { name: 'Revenue Trend' });
    await trend.getByText('Show as table').click();
    const trendTable = trend.getByRole('table', { name: /Revenue Trend/ });
    await expect(trendTable.getByRole('row').nth(1)).toContainText(new RegExp(`^${day(weekAgo)}\\$`));
    const classes = page.getByRole('region', { name: 'Bookings by Class' });
    await classes.getByText('Show as table').click();
    await expect(classes.getByRole('table').getByRole('row', { name: /Business/ })).toContainText(/\d+/);

    expect(await axeViolations(page, `/admin/dashboard (${viewport.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/admin/dashboard-${viewport.width}.png`, fullPage: true });
  });
}
