import arBooking from '../apps/web/src/lib/i18n/locales/ar/booking.json' with { type: 'json' };
import arCommon from '../apps/web/src/lib/i18n/locales/ar/common.json' with { type: 'json' };
import { LANGUAGE_COOKIE } from '@skylark/contract';
import type { Locator, Page } from '@playwright/test';
import { loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// In Arabic the page mirrors (docs/product.md#27-languages-and-right-to-left): what is centred stays
// inside the window, and what slides in or hides at a side does so at the mirrored side.
const SHOTS = '/tmp/shots/right-to-left';

const boxOf = async (element: Locator) => {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return { left: box!.x, right: box!.x + box!.width };
};

/** Freezes CSS animations where they start, so a test can see where a panel comes in from. */
async function freezeAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: baseURL }]);
});

for (const width of [320, 1280]) {
  test(`at ${width} px in Arabic, a dialog opens whole and centred in the window`, async ({
    page,
    request,
  }) => {
    const flight = await createFlightViaApi(request);
    const customer = await registerCustomer(request);
    const booking = await bookViaApi(request, customer.token, flight);
    await loginCustomerInBrowser(page, customer);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
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

test('at 375 px in Arabic, the desk sidebar hides off the right edge and opens at it', async ({ page }) => {
  await loginAdminInBrowser(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/flights');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = page.locator('#admin-sidebar');
  // closed: wholly outside the window, so it covers none of the page
  await expect(async () => expect((await boxOf(sidebar)).left).toBeGreaterThanOrEqual(375)).toPass();
  await page.screenshot({ path: `${SHOTS}/desk-sidebar-closed.png` });
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await expect(async () => expect((await boxOf(sidebar)).right).toBe(375)).toPass();
  await page.screenshot({ path: `${SHOTS}/desk-sidebar-open.png` });
});

test('at 1280 px in Arabic, the desk sidebar stands at the right edge', async ({ page }) => {
  await loginAdminInBrowser(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/flights');
  await expect(async () => expect((await boxOf(page.locator('#admin-sidebar'))).right).toBe(1280)).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desk-sidebar-1280.png` });
});

test('at 375 px in Arabic, the site menu slides in from the left edge, where it opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await freezeAnimations(page);
  await page.getByRole('button', { name: arCommon.menu.open }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeAttached();
  // frozen at its first frame: just outside the left edge
  expect((await boxOf(panel)).right).toBeLessThanOrEqual(0);
});
