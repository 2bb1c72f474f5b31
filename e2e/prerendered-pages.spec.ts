import type { APIRequestContext, Page } from '@playwright/test';
import type { Flight } from '@skylark/contract';
import { expect, test } from './support/fixtures';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { bookViaApi } from './support/bookings';
import { firstInput, startTheApp } from './support/first-input';
import { createFlightViaApi } from './support/flights';

/** The first page of the flight list, as its public read answers it. */
async function firstListedFlights(request: APIRequestContext): Promise<Flight[]> {
  const answer = await request.get('/api/v1/user/flights?page=1&limit=10&sort=date&order=asc');
  return ((await answer.json()) as { data: { data: Flight[] } }).data.data;
}

/** Holds back the app's entry script until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// docs/product.md#102-what-the-public-pages-load-first: the public pages arrive prerendered, and the app hydrates that HTML.
test.describe('the public pages arrive prerendered', () => {
  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });

    test('Track booking, the flight list and Home show their frame and their own text', async ({
      page,
      request,
    }) => {
      await createFlightViaApi(request);
      await page.goto('/track-booking');
      await expect(page.getByRole('heading', { name: 'Track Your Booking' })).toBeVisible();
      await expect(page.getByLabel('Tracking ID')).toBeVisible();
      await page.goto('/book-flights');
      await expect(page.getByRole('heading', { name: 'Available Flights' })).toBeVisible();
      // painted by the server with the list's first page
      const [first] = await firstListedFlights(request);
      await expect(page.getByRole('article', { name: `Flight ${first!.flightNumber}` })).toBeVisible();
      await expect(page.getByText('Loading flights…')).toHaveCount(0);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Above the clouds, below the usual fare.',
      );
      // no stored session: the calls for visitors are there at once
      await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
    });

    test("a flight's page shows its flight, rendered by the server as it is now", async ({
      page,
      request,
    }) => {
      const flight = await createFlightViaApi(request);
      await page.goto(`/book-flights/${flight._id}`);
      await expect(page).toHaveTitle(`Flight ${flight.flightNumber} | Skylark Airways`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Flight ${flight.flightNumber}`);
      await expect(page.getByRole('radio', { name: /Business.*24 seats left/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Economy.*120 seats left/ })).toBeVisible();
      // a booking shows on the next page asked for, not after the public read cache's time
      const customer = await registerCustomer(request);
      await bookViaApi(request, customer.token, flight);
      await page.reload();
      await expect(page.getByRole('radio', { name: /Economy.*119 seats left/ })).toBeVisible();
    });
  });

  test('the app takes over the prerendered page instead of drawing it again, keeping what was typed and sent', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, { firstName: 'Amelia', lastName: 'Earhart' });
    const flight = await createFlightViaApi(request);
    const booking = await bookViaApi(request, customer.token, flight);
    // the app's code waits until the traveller has typed into the prerendered form
    const release = await holdTheApp(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') });
      });
    });
    await page.goto('/track-booking', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Tracking ID').fill(booking.trackingId);
    // sent before the app has arrived: held, then sent by the app, not reloading the page
    await page.getByRole('button', { name: 'Track' }).click();
    release();
    await expect(page.getByRole('heading', { name: 'Booking Status' })).toBeVisible();
    await expect(page).toHaveURL(/\/track-booking$/);
    await expect(page.getByLabel('Tracking ID')).toHaveValue(booking.trackingId);
    await expect(page.getByText('Amelia Earhart')).toBeVisible();
    const sameHeading = await page.evaluate(
      () =>
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
        document.querySelector('h1'),
    );
    expect(sameHeading).toBe(true);
  });

  test("the app hydrates a flight's prerendered page with its flight, keeping the class chosen before it arrived", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    const flight = await createFlightViaApi(request);
    await loginCustomerInBrowser(page, customer);
    // the app's code waits until the traveller has chosen a class on the prerendered page
    const release = await holdTheApp(page);
    await page.addInitScript(() => {
      const spinners: string[] = [];
      Object.assign(window, { spinnersSeen: spinners });
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') });
        new MutationObserver(() => {
          if (document.body.textContent?.includes('Loading flight…')) spinners.push('Loading flight…');
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.goto(`/book-flights/${flight._id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('radio', { name: /Business/ }).click();
    release();
    // the app has started once it knows who is signed in, and has then clicked the class again
    await expect(page.getByRole('button', { name: customer.firstName })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Business/ })).toHaveAttribute('aria-checked', 'true');
    const hydrated = await page.evaluate(() => {
      const w = window as unknown as { spinnersSeen: string[]; prerenderedHeading: Element | null };
      return { spinners: w.spinnersSeen, headingKept: w.prerenderedHeading === document.querySelector('h1') };
    });
    expect(hydrated).toEqual({ spinners: [], headingKept: true });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/confirm/${flight._id}\\?class=BUSINESS$`));
  });

  test('a public page arrives with the styles of its first screen, and has the whole stylesheet before the app starts', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/track-booking', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Track Your Booking' })).toBeVisible();
    await firstInput(page);
    // every style rule of a sheet, inside its layers and media queries
    const rulesOf = () =>
      page.evaluate(() => {
        const count = (rules: CSSRuleList): number =>
          [...rules].reduce(
            (n, rule) =>
              n +
              (rule instanceof CSSGroupingRule && !(rule instanceof CSSStyleRule) ? count(rule.cssRules) : 1),
            0,
          );
        const whole = [...document.styleSheets].find((sheet) => sheet.href?.includes('/assets/'));
        return {
          inline: count(document.querySelector('style')!.sheet!.cssRules),
          whole: whole ? count(whole.cssRules) : 0,
        };
      });
    // the loader adds the whole stylesheet once the page has painted, before it asks for the app
    await expect.poll(async () => (await rulesOf()).whole).toBeGreaterThan(0);
    const { inline, whole } = await rulesOf();
    expect(inline).toBeLessThan(whole);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  });

  test("a signed-in traveller's Home never shows the calls for visitors", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await loginCustomerInBrowser(page, customer);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { visitorCallsSeen: seen });
      const look = () => {
        for (const link of document.querySelectorAll('a')) {
          if (
            /^(?:Register Now|Login to your account|Login)$/.test(link.textContent?.trim() ?? '') &&
            link.checkVisibility({ visibilityProperty: true })
          ) {
            seen.push(link.textContent ?? '');
          }
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'My Bookings' }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { visitorCallsSeen: string[] }).visitorCallsSeen),
    ).toEqual([]);
  });

  test('the app hydrates Home and the flight list with the flights they arrived with, without asking again', async ({
    page,
    request,
  }) => {
    await createFlightViaApi(request);
    const [first] = await firstListedFlights(request);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/user\/flights(?:\?|$)/.test(r.url())) reads.push(r.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedHeading: document.querySelector('h1, h2') });
      });
    });
    await page.goto('/book-flights');
    await startTheApp(page);
    await expect(page.getByRole('article', { name: `Flight ${first!.flightNumber}` })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
          document.querySelector('h1, h2'),
      ),
    ).toBe(true);

    await page.goto('/');
    await startTheApp(page);
    // Available Flights, below the hero, renders from the flights Home arrived with
    await expect(page.getByRole('article', { name: `Flight ${first!.flightNumber}` }).first()).toBeVisible();
    expect(reads).toEqual([]);
  });

  test('a visitor who scrolls before the app arrives keeps their place when it starts', async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 4; i += 1) await createFlightViaApi(request);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/', '/book-flights']) {
      const release = await holdTheApp(page);
      await page.goto(path);
      // the wheel is the first input: it asks for the app, held until the page has scrolled
      await page.mouse.move(180, 400);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      release();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      expect(await page.evaluate(() => window.scrollY), path).toBeGreaterThan(1000);
      await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    }
  });

  test("a visitor's page asks for its app only at their first input, and at once for a traveller who chose another currency", async ({
    page,
    context,
  }) => {
    await createFlightViaApi(page.request);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/book-flights', { waitUntil: 'networkidle' });
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(scripts).toEqual([]);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await startTheApp(page);
    expect(scripts).not.toEqual([]);

    // the painted list shows dollars only: prices in euros need the app from the start
    await context.addCookies([{ name: 'currency', value: 'EUR', url: page.url() }]);
    await page.goto('/book-flights');
    await expect(page.getByTestId('approx-price').first()).toHaveText(/≈ €[\d,]+\.\d{2} \(approximate\)/);
  });

  test("a public page fetches no font file: its text is in the platform's own UI font, before and after the app starts", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(
      'system-ui, sans-serif',
    );
    await startTheApp(page);
    await expect(page.getByRole('heading', { name: 'Get fare drops before anyone else' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(
      'system-ui, sans-serif',
    );
    expect(fonts).toEqual([]);
  });
});
