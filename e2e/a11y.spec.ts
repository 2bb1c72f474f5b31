import type { Page } from '@playwright/test';
import { DAY_MS, MSG } from '@skylark/contract';
import { apiCall, loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations, settle } from './support/axe';
import { createFlightViaApi } from './support/flights';
import { expect, test } from './support/fixtures';

/** Checks every route, then fails once with the whole list so that one run shows every finding. */
async function expectNoAxeViolations(page: Page, routes: string[]) {
  const report: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    report.push(...(await axeViolations(page, route)));
  }
  expect(report, report.join('\n')).toEqual([]);
}

interface Fixtures {
  flightId: string;
  bookingId: string;
  trackingId: string;
}

/** One flight and one booking of a signed-in customer, for the routes with an id. */
async function createData(
  page: Page,
): Promise<Fixtures & { customer: Awaited<ReturnType<typeof registerCustomer>> }> {
  const departure = new Date(Date.now() + 15 * DAY_MS);
  const { _id: flightId } = await createFlightViaApi(page.request, {
    departure: { city: 'Dubai, Dubai International (DXB)', date: departure.toISOString() },
    arrival: {
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(departure.getTime() + 7 * 3600_000).toISOString(),
    },
    classTypes: [
      { type: 'ECONOMY', price: 320, availableSeats: 60 },
      { type: 'FIRST', price: 2400, availableSeats: 8 },
    ],
    status: 'SCHEDULED',
  });
  const customer = await registerCustomer(page.request);
  const seats = await apiCall<{ availableSeats: { seatNumber: string }[] }>(
    page.request,
    'GET',
    `/user/flights/${flightId}/seats?classType=ECONOMY`,
  );
  const booking = await apiCall<{ _id: string; trackingId: string }>(page.request, 'POST', '/user/bookings', {
    token: customer.token,
    body: {
      flightId,
      classType: 'ECONOMY',
      passengers: [{ firstName: 'Axe', lastName: 'Core', age: 41, gender: 'OTHER' }],
      seatNumbers: [seats.body.data.availableSeats[0]!.seatNumber],
      mealPreferences: ['VEGETARIAN'],
      specialAssistance: [{ wheelchair: true, infant: false, elderly: false }],
    },
  });
  expect(booking.status, booking.body.message).toBe(201);
  return {
    flightId,
    bookingId: booking.body.data._id,
    trackingId: booking.body.data.trackingId,
    customer,
  };
}

// Every route of the table of docs/product.md#21-routes.
const PUBLIC_ROUTES = (f: Fixtures) => [
  '/',
  '/about',
  '/contact',
  '/track-booking',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/book-flights',
  '/book-flights?offer=early-bird',
  `/book-flights/${f.flightId}`,
  '/admin/login',
  '/admin/register',
];
const CUSTOMER_ROUTES = (f: Fixtures) => [
  '/profile',
  '/bookings',
  `/bookings/${f.bookingId}`,
  `/booking/confirm/${f.flightId}`,
  `/payment/${f.bookingId}`,
  '/payment-success',
];
const ADMIN_ROUTES = (f: Fixtures) => [
  '/admin/dashboard',
  '/admin/flights',
  '/admin/users',
  '/admin/bookings',
  `/admin/bookings/${f.bookingId}`,
];

test.describe('accessibility (axe-core): no moderate, serious or critical violation on any route', () => {
  test.describe.configure({ timeout: 180_000 });

  test('public routes', async ({ page }) => {
    const data = await createData(page);
    await expectNoAxeViolations(page, PUBLIC_ROUTES(data));
  });

  test('public routes at 375 px, with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page, ['/', '/about', '/contact', '/book-flights']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await axeViolations(page, '/book-flights (mobile menu)')).toEqual([]);
  });

  test('customer routes, signed in', async ({ page }) => {
    const data = await createData(page);
    await loginCustomerInBrowser(page, data.customer);
    const report: string[] = [];
    for (const route of CUSTOMER_ROUTES(data)) {
      await page.goto(route);
      report.push(...(await axeViolations(page, route)));
    }
    // the confirmation form itself needs the class in navigation state: reach it as a customer does
    await page.goto(`/book-flights/${data.flightId}`);
    await page.getByRole('radio', { name: /Economy/ }).click();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/confirm/${data.flightId}\\?class=ECONOMY$`));
    // the URL changes before the form replaces the flight page: scan the form, not the page it left
    await expect(page.getByRole('heading', { name: 'Confirm Booking' })).toBeVisible();
    report.push(...(await axeViolations(page, '/booking/confirm/{flightId} (form)')));
    expect(report, report.join('\n')).toEqual([]);
  });

  test('admin routes, signed in', async ({ page }) => {
    const data = await createData(page);
    await loginAdminInBrowser(page);
    const report: string[] = [];
    for (const route of ADMIN_ROUTES(data)) {
      await page.goto(route);
      report.push(...(await axeViolations(page, route)));
    }
    // the open dialogs and menus of the back office
    await page.goto('/admin/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Create New Flight' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    report.push(...(await axeViolations(page, '/admin/dashboard (Create New Flight dialog)')));
    await page.keyboard.press('Escape');
    await page.goto('/admin/users');
    await settle(page);
    await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    report.push(...(await axeViolations(page, '/admin/users (row menu)')));
    expect(report, report.join('\n')).toEqual([]);
  });

  test('the dialogs of User Management: User Details and the Delete User confirmation', async ({ page }) => {
    const { customer } = await createData(page);
    await loginAdminInBrowser(page);
    await page.goto('/admin/users');
    await settle(page);
    await page.getByLabel('Search users').fill(customer.email);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const actions = page.getByRole('button', {
      name: `Actions for ${customer.firstName} ${customer.lastName}`,
    });
    const report: string[] = [];

    await actions.click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details).toContainText(customer.email);
    report.push(...(await axeViolations(page, '/admin/users (User Details dialog)')));
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete User' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toContainText(MSG.confirmDeleteUser);
    report.push(...(await axeViolations(page, '/admin/users (Delete User confirmation)')));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(report, report.join('\n')).toEqual([]);
  });

  test('the Track Booking result of a found booking', async ({ page }) => {
    const data = await createData(page);
    await page.goto('/track-booking');
    await settle(page);
    await page.getByLabel('Tracking ID').fill(data.trackingId);
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Status' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible();
    // without a session the e-mail is masked: g***@example.com
    const { email } = data.customer;
    await expect(page.getByText(`${email[0]}***${email.slice(email.lastIndexOf('@'))}`)).toBeVisible();
    expect(await axeViolations(page, '/track-booking (found booking)')).toEqual([]);
  });

  test('the mobile menu at 375 px, signed in as a customer', async ({ page }) => {
    const { customer } = await createData(page);
    await loginCustomerInBrowser(page, customer);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/bookings');
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(customer.email);
    await expect(menu.getByRole('button', { name: /Sign out/i })).toBeVisible();
    expect(await axeViolations(page, '/bookings (mobile menu, signed in)')).toEqual([]);
  });

  test('at 375 px the keyboard skips the closed desk sidebar, and reaches it once opened', async ({
    page,
  }) => {
    await loginAdminInBrowser(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/admin/flights');
    await settle(page);
    const inSidebar = () => page.evaluate(() => Boolean(document.activeElement?.closest('#admin-sidebar')));
    // the page's own controls come first: nothing out of sight takes the focus
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await inSidebar()).toBe(false);
    }
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await expect(sidebar.getByRole('link', { name: 'Bookings' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Users' })).toBeFocused();
    expect(await axeViolations(page, '/admin/flights (sidebar open)')).toEqual([]);
  });
});

test('the check itself reports every element of a page broken on purpose', async ({ page }) => {
  await page.goto('/about');
  await settle(page);
  await page.evaluate(() => {
    const main = document.querySelector('#main')!;
    main.insertAdjacentHTML(
      'beforeend',
      `<img src="/favicon.svg" data-broken="1"><img src="/favicon.svg" data-broken="2">
       <button data-broken="3"></button>
       <p style="color:#bbb;background:#fff" data-broken="4">faint words</p>
       <input type="text" data-broken="5">`,
    );
  });
  const report = (await axeViolations(page, '/about (broken)')).join('\n');
  for (const rule of ['image-alt', 'button-name', 'color-contrast', 'label']) expect(report).toContain(rule);
  // each failing element is named, not only the first of a rule
  for (const n of [1, 2]) expect(report).toContain(`img[data-broken="${n}"]`);
});

test('with reduced motion asked for, a loading spinner and a card skeleton stand still', async ({ page }) => {
  await page.goto('/about');
  const iterations = () =>
    page.evaluate(() =>
      ['animate-spin', 'animate-pulse'].map((name) => {
        const element = document.createElement('span');
        element.className = name;
        document.body.append(element);
        const count = getComputedStyle(element).animationIterationCount;
        element.remove();
        return count;
      }),
    );
  expect(await iterations()).toEqual(['infinite', 'infinite']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await iterations()).toEqual(['1', '1']);
});
