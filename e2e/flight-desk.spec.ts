import type { Page } from '@playwright/test';
import {
  dashboardMessages,
  flightDeskMessages,
  flightScreenMessages,
  deskMessages,
  type Booking,
  type RevenueData,
} from '@skylark/contract';
import { adminToken, apiCall, loginAdminInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, seatsOf, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi, weekdayAhead } from './support/flights';

/* A desk's day: the dashboard on Today, the work queue, cancelling a booked flight, the Today board. */

const SHOTS = '/tmp/shots/flight-desk';
const SIZES = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A flight with `n` economy bookings by one customer; the first `paid` are approved. */
async function bookedFlight(page: Page, n: number, paid: number, departsInHours = 240) {
  const token = await adminToken(page.request);
  // days ahead on a weekday, sold at the class price (the weekend offer applies by rule); hours ahead exact
  const departure =
    departsInHours >= 48
      ? weekdayAhead(departsInHours / 24)
      : new Date(Date.now() + departsInHours * 3_600_000);
  departure.setUTCSeconds(0, 0);
  const flight = await createFlightViaApi(page.request, {
    departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: departure.toISOString() },
    arrival: {
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(departure.getTime() + 3 * 3_600_000).toISOString(),
    },
  });
  const customer = await registerCustomer(page.request);
  const seats = seatsOf(flight, 'ECONOMY');
  const bookings: Booking[] = [];
  for (let i = 0; i < n; i++) {
    const booking = await bookViaApi(page.request, customer.token, flight, { seat: seats[i] });
    if (i < paid) {
      await approveViaApi(page.request, booking._id, token);
    }
    bookings.push(booking);
  }
  return { flight, bookings, customer, token };
}

for (const size of SIZES) {
  test(`the dashboard on Today: every figure follows the day, at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    const { token } = await bookedFlight(page, 2, 1);
    const today = localDay(new Date());
    const revenue = await apiCall<RevenueData>(
      page.request,
      'GET',
      `/admin/analytics/revenue?startDate=${today}&endDate=${today}`,
      { token },
    );
    expect(revenue.body.data.totalRevenue).toBeGreaterThanOrEqual(149.5);

    await loginAdminInBrowser(page);
    await page.goto('/admin/dashboard');
    const asked = [
      page.waitForRequest((r) => r.url().includes(`/analytics/revenue?startDate=${today}&endDate=${today}`)),
      page.waitForRequest((r) =>
        r.url().includes(`/analytics/load-factors?startDate=${today}&endDate=${today}`),
      ),
    ];
    await page.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: 'Today' }).click();
    await Promise.all(asked);
    const card = page.getByRole('region', { name: 'Revenue', exact: true });
    await expect(card.locator('p').first()).toHaveText(usd(revenue.body.data.totalRevenue));
    await expect(card).toContainText('Today');
    await expect(card).toContainText(dashboardMessages.revenueCount(usd(revenue.body.data.bookedRevenue)));
    await expect(page.getByText('This calendar month')).toHaveCount(0);
    // one trend point, today: no day still to come is drawn as $0
    await expect(page.getByRole('img', { name: /^Revenue Trend/ })).toHaveAttribute(
      'aria-label',
      `Revenue Trend: daily paid revenue from ${today} to ${today}, total ${usd(revenue.body.data.totalRevenue)}`,
    );
    await expect(page.getByRole('region', { name: 'Revenue by Class' })).toContainText(
      dashboardMessages.paidByClass('Today'),
    );
    await expect(page.getByRole('region', { name: 'Highest load factor' })).toContainText(
      dashboardMessages.loadFactorsCount('Today'),
    );
    expect(await axeViolations(page, `/admin/dashboard Today (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/dashboard-today-${size.width}.png`, fullPage: true });
  });

  test(`the Pending payment view is a work queue, at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    const { flight, bookings, customer } = await bookedFlight(page, 3, 0);
    const [unreported, reportedLate, reportedEarly] = bookings as [Booking, Booking, Booking];
    for (const booking of [reportedEarly, reportedLate]) {
      const reported = await apiCall(page.request, 'POST', `/user/bookings/${booking._id}/payment-reported`, {
        token: customer.token,
      });
      expect(reported.status, reported.body.message).toBe(200);
    }
    await loginAdminInBrowser(page);
    await page.goto('/admin/bookings');
    await page.getByRole('button', { name: deskMessages.pendingView }).click();
    await page.getByLabel(deskMessages.searchLabel).fill(flight.flightNumber);
    const order = [reportedEarly, reportedLate, unreported].map((b) => b.trackingId);
    const items =
      size.width >= 768
        ? page.getByRole('table').locator('tbody tr')
        : page.getByRole('article', { name: /^Booking #/ });
    await expect(items).toHaveCount(3);
    for (const [i, trackingId] of order.entries()) await expect(items.nth(i)).toContainText(`#${trackingId}`);
    // a part of a tracking ID finds it
    await page.getByLabel(deskMessages.searchLabel).fill(unreported.trackingId.slice(3, 9));
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(unreported.trackingId);
    await page.getByLabel(deskMessages.searchLabel).fill(flight.flightNumber);
    await expect(items).toHaveCount(3);
    expect(await axeViolations(page, `/admin/bookings queue (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/queue-${size.width}.png`, fullPage: true });
  });

  test(`the Today board: the next departures with load and pending payments, at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const { flight } = await bookedFlight(page, 2, 1, 6); // bookable: over 2 h before departure
    await loginAdminInBrowser(page);
    if (size.width >= 1024) {
      await page.goto('/admin/dashboard');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Today' }).click();
    } else {
      await page.goto('/admin/today');
    }
    await expect(page.getByRole('heading', { name: flightDeskMessages.todayTitle, level: 1 })).toBeVisible();
    const item =
      size.width >= 768
        ? page.getByRole('row', { name: new RegExp(flight.flightNumber) })
        : page.getByRole('article', { name: `Flight ${flight.flightNumber}` });
    await expect(item).toContainText('1.39%'); // 2 of 144 seats
    await expect(item.getByTestId('checked-in')).toHaveText('0'); // nobody has checked in online yet
    await expect(page.getByText(/^Updated /)).toBeVisible();
    expect(await axeViolations(page, `/admin/today (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/today-${size.width}.png`, fullPage: true });
    // pending payments: one of the two; the manifest is one click away
    await expect(item.getByTestId('pending-payments')).toHaveText('1');
    await item.getByRole('link', { name: `Manifest ${flight.flightNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/flights/${flight._id}/manifest$`));
  });
}

test('cancel a booked flight from the desktop row menu: refunds before and after', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { flight, bookings } = await bookedFlight(page, 2, 1);
  await loginAdminInBrowser(page);
  await page.goto('/admin/flights');
  await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flight.flightNumber);
  await page.getByRole('button', { name: `Actions for flight ${flight.flightNumber}` }).click();
  await page.getByRole('menuitem', { name: flightDeskMessages.cancelFlight }).click();
  const dialog = page.getByRole('dialog', {
    name: `${flightDeskMessages.cancelFlight} ${flight.flightNumber}`,
  });
  await expect(dialog.getByTestId('cancel-preview')).toHaveText(
    flightDeskMessages.cancelPreview(2, 2, '$149.50'),
  );
  await expect(dialog.getByRole('row', { name: new RegExp(bookings[0]!.trackingId) })).toContainText(
    '$149.50',
  );
  await expect(dialog.getByRole('row', { name: new RegExp(bookings[1]!.trackingId) })).toContainText(
    'not paid',
  );
  expect(await axeViolations(page, 'cancel flight preview (1280 px)')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cancel-preview-1280.png` });

  await dialog.getByRole('button', { name: flightDeskMessages.cancelFlight }).click();
  const done = page.getByRole('dialog', { name: flightDeskMessages.refundsTitle });
  await expect(done).toContainText(flightDeskMessages.cancelDone(flight.flightNumber, 2, '$149.50'));
  await expect(done.getByRole('row', { name: new RegExp(bookings[0]!.trackingId) })).toContainText('$149.50');
  await page.screenshot({ path: `${SHOTS}/cancel-done-1280.png` });
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(flight.flightNumber) })).toContainText('Cancelled');

  // the refund is on the booking
  await page.goto(`/admin/bookings/${bookings[0]!._id}`);
  await expect(page.getByRole('heading', { name: 'Cancellation Details' })).toBeVisible();
  await expect(page.getByText('$149.50').first()).toBeVisible();
});

test('cancel a booked flight from a phone card shows the same refunds', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { flight } = await bookedFlight(page, 1, 1);
  await loginAdminInBrowser(page);
  await page.goto('/admin/flights');
  await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flight.flightNumber);
  const card = page.getByRole('listitem').filter({ hasText: flight.flightNumber });
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-preview')).toHaveText(
    flightDeskMessages.cancelPreview(1, 1, '$149.50'),
  );
  expect(await axeViolations(page, 'cancel flight preview (375 px)')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cancel-preview-375.png` });
  await dialog.getByRole('button', { name: flightDeskMessages.cancelFlight }).click();
  await expect(page.getByRole('dialog', { name: flightDeskMessages.refundsTitle })).toContainText('$149.50');
  await page.screenshot({ path: `${SHOTS}/cancel-done-375.png` });
});
