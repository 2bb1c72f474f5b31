import { LANGUAGES, LANGUAGE_COOKIE } from '@skylark/contract';
import {
  apiCall,
  loginAdminInBrowser,
  loginCustomerInBrowser,
  registerCustomer,
  unique,
} from './support/api';
import { settle } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// WCAG 2.1's reflow rule (1.4.10): every screen fits a 320 px phone, the narrowest in use, without
// scrolling sideways. Scrollers of their own (a table, the fare calendar) may scroll inside.
const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const LONG_WORD = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3).slice(0, 100);

for (const language of LANGUAGES) {
  test(`in ${language}, every screen fits a 320 px phone, and long names a desktop, without scrolling sideways`, async ({
    page,
    baseURL,
  }) => {
    const flight = await createFlightViaApi(page.request);
    // names and an address as long as the forms take, each one word: they break rather than widen a page
    const customer = await registerCustomer(page.request, {
      firstName: LONG_WORD,
      lastName: LONG_WORD,
      email: `${LONG_WORD.slice(0, 60)}.${unique()}@${'b'.repeat(60)}.skylark.test`,
    });
    const booking = await bookViaApi(page.request, customer.token, flight, {
      passenger: { firstName: LONG_WORD, lastName: LONG_WORD },
    });
    // the desk's inbox lists a message with a subject longer than a phone's line
    const message = await apiCall(page.request, 'POST', '/contact', {
      body: {
        firstName: LONG_WORD,
        lastName: LONG_WORD,
        email: customer.email,
        subject: 'A question about the return flight of my booking to Paris next week, and my bags',
        message: 'May I bring a second bag?',
      },
    });
    expect(message.status, message.body.message).toBe(201);
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
    const visit = async (screensToVisit: string[], width: number) => {
      for (const screen of screensToVisit) {
        await page.goto(screen);
        // its data read, its lazy parts loaded, no spinner left
        await settle(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > width) wider.push(`${screen} at ${width} px: ${pageWidth} px`);
      }
    };
    await visit(screens, PHONE.width);
    // on a desktop, the header names the customer and the desk's lists and cards name the passenger
    await page.setViewportSize(DESKTOP);
    await visit(
      ['/bookings', `/bookings/${booking._id}`, '/admin/bookings', `/admin/bookings/${booking._id}`],
      DESKTOP.width,
    );
    expect(wider, `screens wider than the window in ${language}`).toEqual([]);
  });
}
