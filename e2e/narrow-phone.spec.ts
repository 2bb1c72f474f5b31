import { LANGUAGES, LANGUAGE_COOKIE } from '@skylark/contract';
import { loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// WCAG 2.1's reflow rule (1.4.10): every screen fits a 320 px phone, the narrowest in use, without
// scrolling sideways. Scrollers of their own (a table, the fare calendar) may scroll inside.
const PHONE = { width: 320, height: 640 };

for (const language of LANGUAGES) {
  test(`in ${language}, every screen fits a 320 px phone without scrolling sideways`, async ({
    page,
    baseURL,
  }) => {
    const flight = await createFlightViaApi(page.request);
    const customer = await registerCustomer(page.request);
    const booking = await bookViaApi(page.request, customer.token, flight);
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
    await loginCustomerInBrowser(page, customer);
    await loginAdminInBrowser(page);
    await page.setViewportSize(PHONE);

    const screens = [
      '/',
      '/book-flights',
      `/book-flights/${flight._id}`,
      `/booking/confirm/${flight._id}`,
      '/track-booking',
      '/about',
      '/contact',
      '/login',
      '/register',
      '/forgot-password',
      '/profile',
      '/bookings',
      `/bookings/${booking._id}`,
      `/payment/${booking._id}`,
      '/no-such-page',
      '/admin/dashboard',
      '/admin/flights',
      '/admin/today',
      `/admin/flights/${flight._id}/manifest`,
      '/admin/users',
      `/admin/users/${customer.user._id}`,
      '/admin/bookings',
      `/admin/bookings/${booking._id}`,
      '/admin/audit',
      '/admin/security',
      '/admin/team',
      '/admin/messages',
      '/admin/refunds',
      '/admin/fare-brands',
      '/admin/jobs',
    ];
    const wider: string[] = [];
    for (const screen of screens) {
      // settled: its data read, its lazy parts loaded
      await page.goto(screen, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wider.push(`${screen}: ${width} px`);
    }
    expect(wider, `screens wider than ${PHONE.width} px in ${language}`).toEqual([]);
  });
}
