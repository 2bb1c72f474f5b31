import arBooking from '../apps/web/src/lib/i18n/locales/ar/booking.json' with { type: 'json' };
import arBookings from '../apps/web/src/lib/i18n/locales/ar/bookings.json' with { type: 'json' };
import arCheckout from '../apps/web/src/lib/i18n/locales/ar/checkout.json' with { type: 'json' };
import arCommon from '../apps/web/src/lib/i18n/locales/ar/common.json' with { type: 'json' };
import arProfile from '../apps/web/src/lib/i18n/locales/ar/profile.json' with { type: 'json' };
import enUi from '../apps/web/src/lib/i18n/locales/en/ui.json' with { type: 'json' };
import { LANGUAGE_COOKIE, MSG, changeScreenMessages, customerMessages } from '@skylark/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, loginCustomerInBrowser, registerCustomer } from './support/api';
import { approveViaApi, bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// In Arabic the page mirrors (docs/product.md#27-languages-and-right-to-left): what is centred stays
// inside the window, and what slides in at a side does so at the mirrored side. The back office is
// English, so it does not mirror.
const SHOTS = '/tmp/shots/right-to-left';

const boxOf = async (element: Locator) => {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return { left: box!.x, right: box!.x + box!.width };
};

/** The language and direction an element is shown in: its nearest `lang` and `dir`. */
const directionOf = (element: Locator) =>
  element.evaluate((node) => ({
    lang: node.closest('[lang]')?.getAttribute('lang'),
    dir: node.closest('[dir]')?.getAttribute('dir'),
  }));

/** An element's characters in the order they are drawn, left to right, spaces left out. */
const drawnText = (element: Locator) =>
  element.evaluate((node) => {
    const drawn: { x: number; char: string }[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < text.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getBoundingClientRect();
        const char = text.textContent![i]!;
        if (box.width > 0 && char.trim()) drawn.push({ x: box.left, char });
      }
    }
    return drawn
      .sort((a, b) => a.x - b.x)
      .map((d) => d.char)
      .join('');
  });

const TIME_AND_ZONE_AT_THE_LEFT = /^\d{2}:\d{2}[A-Z]{3,5}\d{4}\D+\d{1,2}$/;

/** How an icon is scaled: '-1 1' when it is mirrored. */
const scaleOf = (icon: Locator) => icon.evaluate((node) => getComputedStyle(node).scale);

/** Freezes CSS animations where they start, so a test can see where a panel comes in from. */
async function freezeAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** A customer with a booking of one passenger on a new flight, and the flight. */
async function aBooking(request: APIRequestContext) {
  const flight = await createFlightViaApi(request);
  const customer = await registerCustomer(request);
  return { flight, customer, booking: await bookViaApi(request, customer.token, flight) };
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: baseURL }]);
});

for (const width of [320, 1280]) {
  test(`at ${width} px in Arabic, a dialog opens whole and centred in the window`, async ({
    page,
    request,
  }) => {
    const { customer, booking } = await aBooking(request);
    await loginCustomerInBrowser(page, customer);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // the way back points right, the way back in Arabic
    expect(await scaleOf(page.locator('main svg.lucide-arrow-left').first())).toBe('-1 1');
    await page.getByRole('button', { name: arBooking.cancelBooking, exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    const box = await boxOf(dialog);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(Math.abs(box.left - (width - box.right))).toBeLessThan(2);
    await page.screenshot({ path: `${SHOTS}/cancel-dialog-${width}.png` });
  });
}

test('at 375 px in Arabic, a price shows "US$" whole, and dates are Arabic with their time and zone whole', async ({
  page,
  request,
}) => {
  const { flight, customer, booking } = await aBooking(request);
  await approveViaApi(request, booking._id);
  await loginCustomerInBrowser(page, customer);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/bookings/${booking._id}`);
  const total = page.locator('dd').filter({ hasText: 'US$' }).first();
  await expect(total).toBeVisible();
  // drawn right to left, the amount comes last: "US$ 620.00", never "$US 620.00"
  expect(await drawnText(total)).toMatch(/^US\$[\d,.]+$/);
  const opens = page.getByText(arBooking.checkIn.opensAt.replace(' {{when}}', ''));
  await expect(opens).toBeVisible();
  await expect(opens).not.toHaveText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  await expect(opens).toHaveText(/\d{2} \S+ \d{4} \S?\d{2}:\d{2} [A-Z]{3,5}\S?$/);
  // drawn right to left: the day at the right, then the month and the year, the time with its zone
  // whole at the left ("07:46 EET 2026 <month> 15"), never "15 07:46 2026 <month> EET"
  const departs = page
    .locator('dt', { hasText: arBookings.flight.departure })
    .locator('xpath=following-sibling::dd[1]/span');
  expect(await drawnText(departs)).toMatch(TIME_AND_ZONE_AT_THE_LEFT);
  await page.screenshot({ path: `${SHOTS}/booking-amounts-375.png`, fullPage: true });

  await page.goto(`/book-flights/${flight._id}`);
  const flightDeparts = page.getByText(/\d{4} · \S?\d{2}:\d{2} [A-Z]{3,5}/).first();
  expect(await drawnText(flightDeparts)).toMatch(/^\d{2}:\d{2}[A-Z]{3,5}·\d{4}\D+\d{1,2}$/);
});

test('in Arabic, the back office is English and left to right, and the booking parts it shares follow the page', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allowHttpStatus(401);
  const { booking, customer, flight } = await aBooking(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const login = page.getByRole('heading', { name: 'Admin Panel' });
  await expect(login).toBeVisible();
  expect(await directionOf(login)).toEqual({ lang: 'en', dir: 'ltr' });
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  // a refusal on the desk is the server's English, its icon named in English, though the web has
  // the same refusal in Arabic for the traveller's sign-in
  await page.getByLabel('Password', { exact: true }).fill(`${ADMIN_PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  const refusal = page.getByRole('status').filter({ hasText: 'Invalid email or password' });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('img', { name: 'Locked' })).toBeVisible();
  expect((await directionOf(refusal)).lang).toBe('en');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
  // an English toast reads left to right, its "!" at its end, and is announced as English
  const toast = page.getByRole('status').filter({ hasText: MSG.loginSuccessful });
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
  expect((await directionOf(toast)).lang).toBe('en');
  await page.screenshot({ path: `${SHOTS}/desk-login-toast.png` });

  await page.goto('/admin/flights');
  const sidebar = page.locator('#admin-sidebar');
  // a phone: the closed sidebar is wholly off the left edge, and opens at it
  await expect(async () => expect((await boxOf(sidebar)).right).toBeLessThanOrEqual(0)).toPass();
  // English, so its pager's words are English and its chevrons are not mirrored
  const previous = page.getByRole('button', { name: enUi.pagination.previous });
  expect(await scaleOf(previous.locator('svg'))).toBe('none');
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await expect(async () => expect((await boxOf(sidebar)).left).toBe(0)).toPass();
  await page.screenshot({ path: `${SHOTS}/desk-sidebar-open.png` });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/bookings/${booking._id}`);
  const heading = page.getByRole('heading', { name: 'Booking Details' });
  await expect(heading).toBeVisible();
  expect(await directionOf(heading)).toEqual({ lang: 'en', dir: 'ltr' });
  const flightPart = page.getByRole('heading', { name: arBookings.flight.title });
  expect(await directionOf(flightPart)).toEqual({ lang: 'ar', dir: 'rtl' });
  // the desk's own dialog is English; the change of flight it shares with the traveller is Arabic
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  expect(await directionOf(page.getByRole('dialog'))).toEqual({ lang: 'en', dir: 'ltr' });
  await expect(page.getByRole('dialog').getByRole('button', { name: enUi.close, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: changeScreenMessages.changeFlight, exact: true }).click();
  expect(await directionOf(page.getByRole('dialog'))).toEqual({ lang: 'ar', dir: 'rtl' });
  await page.screenshot({ path: `${SHOTS}/desk-booking-change-1280.png` });
  await page.keyboard.press('Escape');

  // the traveller's forms the desk shows follow the page too: the change of password, and the
  // checkout that books for a customer, whose header is the desk's
  await page.goto('/admin/security');
  const security = page.getByRole('heading', { name: 'Security', level: 1 });
  expect(await directionOf(security)).toEqual({ lang: 'en', dir: 'ltr' });
  const password = page.getByRole('heading', { name: arProfile.password.title });
  expect(await directionOf(password)).toEqual({ lang: 'ar', dir: 'rtl' });
  await page.goto(`/admin/users/${customer.user._id}`);
  await page.getByLabel('From').fill('Bucharest');
  await page.getByLabel('Date').fill(flight.departure.date.slice(0, 10));
  const chooseFlight = page.getByLabel(customerMessages.chooseFlight, { exact: true });
  await expect(chooseFlight.locator(`option[value="${flight._id}"]`)).toHaveCount(1);
  await chooseFlight.selectOption(flight._id);
  await page.getByLabel(customerMessages.chooseClass, { exact: true }).selectOption('ECONOMY');
  await page.getByRole('button', { name: customerMessages.continueToPassengers }).click();
  const checkout = page.getByRole('form', { name: arCheckout.bookingForm });
  await expect(checkout).toBeVisible();
  expect(await directionOf(checkout)).toEqual({ lang: 'ar', dir: 'rtl' });
  // a fare's name and its longer Arabic price ("US$ 127.08") stay inside its card, which is narrow here
  const fares = page.locator('[data-testid^="fare-0-"]');
  await expect(fares).toHaveCount(3);
  for (const fare of await fares.all()) {
    const outside = await fare.evaluate((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('span')]
        .map((part) => part.getBoundingClientRect())
        .filter((r) => r.left < box.left - 1 || r.right > box.right + 1).length;
    });
    expect(outside).toBe(0);
  }
  const deskHeader = page.getByRole('heading', { name: new RegExp(`^${customerMessages.bookingTitle}`) });
  expect(await directionOf(deskHeader)).toEqual({ lang: 'en', dir: 'ltr' });
  await page.screenshot({ path: `${SHOTS}/desk-book-for-customer-1280.png`, fullPage: true });
});

test('at 375 px in Arabic, a way back points right, and the site menu slides in from the left edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // the way back to signing in points right, the way back in Arabic
  await page.goto('/forgot-password');
  expect(await scaleOf(page.locator('main svg.lucide-arrow-left').first())).toBe('-1 1');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await freezeAnimations(page);
  await page.getByRole('button', { name: arCommon.menu.open }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeAttached();
  // frozen at its first frame: just outside the left edge
  expect((await boxOf(panel)).right).toBeLessThanOrEqual(0);
});
