import arAuth from '../apps/web/src/lib/i18n/locales/ar/auth.json' with { type: 'json' };
import arBooking from '../apps/web/src/lib/i18n/locales/ar/booking.json' with { type: 'json' };
import arBookings from '../apps/web/src/lib/i18n/locales/ar/bookings.json' with { type: 'json' };
import arCheckout from '../apps/web/src/lib/i18n/locales/ar/checkout.json' with { type: 'json' };
import arFlights from '../apps/web/src/lib/i18n/locales/ar/flights.json' with { type: 'json' };
import arPayment from '../apps/web/src/lib/i18n/locales/ar/payment.json' with { type: 'json' };
import arSearch from '../apps/web/src/lib/i18n/locales/ar/search.json' with { type: 'json' };
import esAuth from '../apps/web/src/lib/i18n/locales/es/auth.json' with { type: 'json' };
import esBooking from '../apps/web/src/lib/i18n/locales/es/booking.json' with { type: 'json' };
import esBookings from '../apps/web/src/lib/i18n/locales/es/bookings.json' with { type: 'json' };
import esCheckout from '../apps/web/src/lib/i18n/locales/es/checkout.json' with { type: 'json' };
import esFlights from '../apps/web/src/lib/i18n/locales/es/flights.json' with { type: 'json' };
import esPayment from '../apps/web/src/lib/i18n/locales/es/payment.json' with { type: 'json' };
import esSearch from '../apps/web/src/lib/i18n/locales/es/search.json' with { type: 'json' };
import type { Locator } from '@playwright/test';
import { unique } from './support/api';
import { expectCleanAxe } from './support/axe';
import { seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

// Skylark in Spanish and Arabic (docs/product.md#27-languages-and-right-to-left): the visitor's
// browser asks for the language, and every step of a first booking answers in it. The journeys read
// their labels from the translations the app ships, so a wrong or missing text fails them.
const SHOTS = '/tmp/shots/languages';
const TCE = 'Tulcea, Danube Delta Airport (TCE)';

const TEXTS = {
  es: {
    auth: esAuth,
    search: esSearch,
    flights: esFlights,
    checkout: esCheckout,
    booking: esBooking,
    bookings: esBookings,
    payment: esPayment,
  },
  ar: {
    auth: arAuth,
    search: arSearch,
    flights: arFlights,
    checkout: arCheckout,
    booking: arBooking,
    bookings: arBookings,
    payment: arPayment,
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

test.describe('pages in the language the browser asks for', () => {
  for (const [asked, lang, dir, word] of [
    ['es-ES,es;q=0.9', 'es', 'ltr', 'Vuelos'],
    ['fr-FR,fr;q=0.9', 'fr', 'ltr', 'Vols'],
    ['ar', 'ar', 'rtl', 'الرحلات'],
  ] as const) {
    test(`GET /book-flights with Accept-Language ${asked} answers <html lang="${lang}" dir="${dir}">`, async ({
      request,
    }) => {
      const page = await request.get('/book-flights', { headers: { 'accept-language': asked } });
      expect(page.status()).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(html).toContain(`>${word}</a>`);
      expect(page.headers().vary).toContain('accept-language');
    });
  }
});

for (const language of ['es', 'ar'] as const) {
  const t = TEXTS[language];
  test.describe(`a first booking in ${language === 'es' ? 'Spanish' : 'Arabic'}`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'ar-AE' });

    for (const width of [1280, 375]) {
      test(`at ${width} px: search, choose, sign up, book and see the payment page`, async ({
        page,
        request,
      }) => {
        const departure = new Date(Date.now() + 30 * 86_400_000);
        while ([0, 6].includes(departure.getUTCDay())) departure.setTime(departure.getTime() + 86_400_000);
        const flight = await createFlightViaApi(request, {
          departure: { city: TCE, date: departure.toISOString() },
          arrival: {
            city: 'Oslo, Gardermoen (OSL)',
            date: new Date(departure.getTime() + 4 * 3_600_000).toISOString(),
          },
        });
        await page.setViewportSize({ width, height: 900 });

        // sign up, then sign in
        const email = `lang-${language}-${unique()}@skylark.test`;
        await page.goto('/register');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { name: t.auth.register.title })).toBeVisible();
        await page.getByLabel(t.auth.fields.firstName).fill('Lina');
        await page.getByLabel(t.auth.fields.lastName).fill('Haddad');
        await page.getByLabel(t.auth.fields.email).fill(email);
        await page.getByLabel(t.auth.fields.phoneNumber).fill('5551234567');
        await page.getByLabel(t.auth.fields.password, { exact: true }).fill('travel-password-1');
        await page.getByLabel(t.auth.fields.confirmPassword).fill('travel-password-1');
        await expectCleanAxe(page, `/register in ${language} (${width} px)`);
        await page.screenshot({ path: `${SHOTS}/${language}-register-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: t.auth.register.submit, exact: true }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('heading', { name: t.auth.login.title })).toBeVisible();

        // signing in on an English page shows the site in the language the account was made in
        const origin = new URL(page.url()).origin;
        await page.context().addCookies([{ name: 'lang', value: 'en', url: origin }]);
        await page.goto('/login');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        // the sign-in form may still be settling after the load: type until it holds the address
        await expect(async () => {
          await page.getByLabel('Email').fill(email);
          await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 1_000 });
        }).toPass();
        await page.getByLabel('Password', { exact: true }).fill('travel-password-1');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(page).not.toHaveURL(/\/login$/);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByText(t.auth.login.success)).toBeVisible();
        const cookies = await page.context().cookies(origin);
        expect(cookies.find((c) => c.name === 'lang')?.value).toBe(language);

        // search by departure city and day, and choose the flight
        await page.goto('/book-flights');
        const box = page.getByRole('search');
        await box.getByLabel(t.search.from, { exact: true }).fill(TCE);
        await box
          .getByLabel(t.search.departureDate, { exact: true })
          .fill(flight.departure.date.slice(0, 10));
        await box.getByRole('button', { name: t.search.submit, exact: true }).click();
        const card = page.getByRole('article').filter({ hasText: flight.flightNumber });
        await expect(card).toBeVisible();
        await expectCleanAxe(page, `search results in ${language} (${width} px)`);
        await page.screenshot({ path: `${SHOTS}/${language}-results-${width}.png`, fullPage: true });
        await card.getByRole('link', { name: t.flights.details }).click();
        await expect(page).toHaveURL(new RegExp(`/book-flights/${flight._id}$`));
        await page.getByRole('radio', { name: new RegExp(t.flights.classes.ECONOMY) }).click();
        await page.getByRole('button', { name: t.flights.screen.bookNow }).click();
        await expect(page).toHaveURL(new RegExp(`/booking/confirm/${flight._id}`));

        // book: a date of birth and a seat
        await page.getByLabel(t.checkout.dateOfBirth).first().fill('1990-05-17');
        await page
          .getByRole('grid')
          .first()
          .locator(`[data-seat="${seatsOf(flight, 'ECONOMY')[3]!}"]`)
          .click();
        await expectCleanAxe(page, `the checkout in ${language} (${width} px)`);
        await page.screenshot({ path: `${SHOTS}/${language}-checkout-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: t.checkout.confirm }).click();
        await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);

        // the booking page: its status banner and sections in the same language
        await expect(page.getByText(t.bookings.banner.title, { exact: true })).toBeVisible();
        await expect(page.getByText(t.bookings.status.PENDING, { exact: true }).first()).toBeVisible();
        for (const section of [
          t.bookings.customer.title,
          t.bookings.flight.title,
          t.bookings.passengers.title,
        ])
          await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
        await expect(page.getByText(t.bookings.passengers.seatNumber, { exact: true })).toBeVisible();
        await expect(page.getByText('Booking Status', { exact: true })).toHaveCount(0);
        await expectCleanAxe(page, `the booking page in ${language} (${width} px)`);
        await page.screenshot({ path: `${SHOTS}/${language}-booking-${width}.png`, fullPage: true });

        // the payment page, in the same language
        await page.getByRole('link', { name: t.booking.proceedToPayment }).click();
        await expect(page).toHaveURL(/\/payment/);
        await expect(page.getByRole('heading', { name: t.payment.title, exact: true })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const idLabel = page.locator('dt', { hasText: fill(t.payment.trackingId, {}) });
        await expect(idLabel).toBeVisible();
        // the tracking ID reads left to right, and lines up with its label where the language starts a line
        const textStart = (element: Locator) =>
          element.evaluate((node, rtl) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            return rtl ? box.right : box.left;
          }, language === 'ar');
        const idValue = idLabel.locator('xpath=following-sibling::dd[1]');
        await expect(idValue).not.toBeEmpty();
        expect(Math.abs((await textStart(idValue)) - (await textStart(idLabel)))).toBeLessThan(2);
        await expectCleanAxe(page, `the payment page in ${language} (${width} px)`);
        await page.screenshot({ path: `${SHOTS}/${language}-payment-${width}.png`, fullPage: true });
      });
    }
  });
}
