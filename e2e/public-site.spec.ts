import { DAY_MS, CONTACT_TICK_MS, LANGUAGES, LANGUAGE_COOKIE, airportDate } from '@skylark/contract';
import { adminToken, apiCall, loginCustomerInBrowser, registerCustomer } from './support/api';
import { expect, test } from './support/fixtures';
import { firstInput } from './support/first-input';

const JFK = 'New York, John F. Kennedy International (JFK)';
const CDG = 'Paris, Charles de Gaulle (CDG)';

// Flight numbers are unique: PS + 4 digits, counted up from a random start (only this file uses PS).
let sequence = Math.floor(Math.random() * 9000);
/** A flight departing at `departure` (UTC), created through the admin API; answers its number. */
async function createFlight(request: Parameters<typeof adminToken>[0], token: string, departure: Date) {
  sequence += 1;
  const flightNumber = `PS${(1000 + (sequence % 9000)).toString()}`;
  const created = await apiCall<{ _id: string; flightNumber: string }>(request, 'POST', '/admin/flights', {
    token,
    body: {
      flightNumber,
      departure: { city: JFK, date: departure.toISOString() },
      arrival: { city: CDG, date: new Date(departure.getTime() + 7 * 3600_000).toISOString() },
      classTypes: [{ type: 'ECONOMY', price: 199, availableSeats: 50 }],
      status: 'SCHEDULED',
    },
  });
  expect(created.status, created.body.message).toBe(201);
  return created.body.data.flightNumber;
}

/** The first whole hour, at least 3 hours ahead, whose UTC weekday is in `weekdays`: it heads the list. */
function soonest(weekdays: number[]): Date {
  const date = new Date(Date.now() + 3 * 3600_000);
  date.setUTCMinutes(0, 0, 0);
  while (!weekdays.includes(date.getUTCDay())) date.setTime(date.getTime() + 3600_000);
  return date;
}

test.describe('public site', () => {
  test('Home shows the hero, figures, 6 Available Flights and the marketing blocks', async ({ page }) => {
    const token = await adminToken(page.request);
    for (let i = 0; i < 7; i++)
      await createFlight(page.request, token, new Date(Date.now() + (3 + i) * DAY_MS));

    await page.goto('/');
    await expect(page).toHaveTitle(/Skylark Airways/);
    await expect(page.getByText('up to 25% off on international flights')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Login to your account' })).toHaveAttribute('href', '/login');
    for (const text of [
      'Best Price Guarantee',
      'Secure Booking',
      '24/7 Support',
      '180+',
      '1M+',
      '150+',
      '99%',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }

    // below the search box, drawn by the app as the visitor scrolls towards it
    await page.mouse.wheel(0, 800);
    const section = page.getByRole('region', { name: 'Available Flights' });
    await expect(section.getByRole('article')).toHaveCount(6);
    await expect(section.getByRole('link', { name: 'View All Flights' })).toHaveAttribute(
      'href',
      '/book-flights',
    );

    for (const [city, price] of [
      ['Paris', '$299'],
      ['Dubai', '$399'],
      ['New York', '$199'],
      ['Tokyo', '$499'],
    ] as const) {
      const card = page
        .getByRole('region', { name: 'Popular Destinations' })
        .getByRole('link', { name: new RegExp(city) });
      await expect(card).toContainText(price);
    }
    for (const offer of ['early-bird', 'weekend', 'family']) {
      await expect(page.locator(`a[href="/book-flights?offer=${offer}"]`).first()).toBeVisible();
    }
    await expect(page.getByLabel('Email address')).toBeVisible();
    await page.getByRole('link', { name: 'View All Flights' }).click();
    await expect(page).toHaveURL(/\/book-flights$/);
  });

  test('the weekend offer shows its banner and only Saturday or Sunday departures', async ({ page }) => {
    const token = await adminToken(page.request);
    const weekend = await createFlight(page.request, token, soonest([0, 6]));
    const weekday = await createFlight(page.request, token, soonest([1, 2, 3, 4, 5]));

    await page.goto('/');
    // the offers sit below the hero, drawn once the visitor's first input has started the app
    await firstInput(page);
    await page.locator('a[href="/book-flights?offer=weekend"]').first().click();
    await expect(page).toHaveURL(/\/book-flights\?offer=weekend$/);
    const banner = page.getByRole('region', { name: 'Special offer' });
    await expect(banner).toContainText(/Weekend/i);
    await expect(page.getByRole('article', { name: `Flight ${weekend}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Flight ${weekday}` })).toHaveCount(0);
  });

  test('the early-bird offer shows its banner and only flights departing 60 days ahead or later', async ({
    page,
  }) => {
    const token = await adminToken(page.request);
    const now = Date.now();
    // the soonest flight heads the list without the offer; one hour either side of the 60-day line
    const soon = await createFlight(page.request, token, new Date(now + 3 * 3600_000));
    const tenDays = await createFlight(page.request, token, new Date(now + 10 * DAY_MS));
    const justShort = await createFlight(page.request, token, new Date(now + 60 * DAY_MS - 3600_000));
    const justPast = await createFlight(page.request, token, new Date(now + 60 * DAY_MS + 3600_000));
    const seventyDays = await createFlight(page.request, token, new Date(now + 70 * DAY_MS));

    await page.goto('/');
    await page.locator('a[href="/book-flights?offer=early-bird"]').first().click();
    await expect(page).toHaveURL(/\/book-flights\?offer=early-bird$/);
    const banner = page.getByRole('region', { name: 'Special offer' });
    await expect(banner.getByRole('heading', { name: 'Early bird: up to 25% off' })).toBeVisible();
    await expect(banner).toContainText('Showing flights departing 60 days or more from now.');

    await expect(page.getByRole('article', { name: `Flight ${justPast}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Flight ${seventyDays}` })).toBeVisible();
    for (const early of [soon, tenDays, justShort]) {
      await expect(page.getByRole('article', { name: `Flight ${early}` })).toHaveCount(0);
    }
    // every card listed departs on or after the day 60 days from now (cards show the day at the
    // departure airport, New York)
    const limit = new Date(airportDate(new Date(now + 60 * DAY_MS), JFK));
    const days = await page.getByRole('article', { name: /^Flight / }).allInnerTexts();
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const text of days) {
      const day = /[A-Z][a-z]{2} \d{2}, \d{4}/.exec(text)?.[0];
      expect(day, text).toBeDefined();
      expect(new Date(day!).getTime(), text).toBeGreaterThanOrEqual(limit.getTime());
    }

    // dismissing the banner shows every flight again, the soonest first
    await banner.getByRole('button', { name: 'Show all flights' }).click();
    await expect(page).toHaveURL(/\/book-flights$/);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Flight ${soon}` })).toBeVisible();
  });

  test('the family offer shows its banner and lists every flight', async ({ page }) => {
    const token = await adminToken(page.request);
    // within hours, so it heads the list; early bird would leave it out
    const soon = await createFlight(page.request, token, new Date(Date.now() + 3 * 3600_000));
    const all = await apiCall<{ totalFlights: number }>(page.request, 'GET', '/user/flights');
    expect(all.status).toBe(200);

    await page.goto('/');
    // the offers sit below the hero, drawn once the visitor's first input has started the app
    await firstInput(page);
    await page.locator('a[href="/book-flights?offer=family"]').first().click();
    await expect(page).toHaveURL(/\/book-flights\?offer=family$/);
    const banner = page.getByRole('region', { name: 'Special offer' });
    await expect(
      banner.getByRole('heading', { name: 'Family offer: children under 12 fly free' }),
    ).toBeVisible();
    await expect(banner).toContainText('with two paying adults');
    await expect(page.getByRole('article', { name: `Flight ${soon}` })).toBeVisible();
    // the same total as the list without an offer: nothing is filtered out
    const total = all.body.data.totalFlights;
    await expect(
      page.getByText(`${total} ${total === 1 ? 'flight' : 'flights'}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: /^Flight / })).toHaveCount(Math.min(total, 10));
  });

  test('the contact form shows its check mark for 3 seconds once the message is stored', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() === 'POST') apiCalls.push(request.url());
    });
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact/);
    for (const text of [
      'Mon-Fri 9AM-8PM',
      'Weekend 10AM-6PM',
      '+1 (800) 555-0199',
      'support@skylarkairways.com',
    ]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Messenger/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /live chat/i })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    // every field is required: the first one says so and takes the focus
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByTestId('contact-sent')).toHaveCount(0);

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Subject').fill('Baggage allowance');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('How many bags can I bring in Business?');
    await send.click();
    const tick = page.getByTestId('contact-sent');
    await expect(tick).toBeVisible();
    const shownAt = Date.now();
    await expect(tick).toBeHidden({ timeout: CONTACT_TICK_MS + 3000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(CONTACT_TICK_MS - 1000);
    expect(apiCalls.map((url) => new URL(url).pathname)).toEqual(['/api/v1/contact']);
  });

  test('in every language, signed out and in, the header keeps its controls inside the window, each label on one line, behind the menu below 1,280 px (1,536 px in Spanish and French)', async ({
    page,
    baseURL,
  }) => {
    const customer = await registerCustomer(page.request);
    for (const signedIn of [false, true]) {
      if (signedIn) await loginCustomerInBrowser(page, customer);
      for (const language of LANGUAGES) {
        await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
        // Spanish and French labels are longer
        const barFrom = language === 'es' || language === 'fr' ? 1536 : 1280;
        for (const width of [768, 1024, 1280, 1536]) {
          await page.setViewportSize({ width, height: 700 });
          await page.goto('/about');
          const header = page.locator('header');
          const menuButton = header.locator('button[aria-haspopup="dialog"]');
          if (width < barFrom) {
            await expect(menuButton).toBeVisible();
            await expect(header.getByRole('navigation')).toBeHidden();
          } else {
            await expect(header.getByRole('navigation')).toBeVisible();
            await expect(menuButton).toBeHidden();
            // the account's controls once the visitor is known: the first name, or Book Now
            await expect(
              signedIn
                ? header.getByRole('button', { name: customer.firstName })
                : header.locator('a[href="/book-flights"]').last(),
            ).toBeVisible();
            // a label on two lines has text boxes at two heights
            const wrapped = await header.locator('a, button').evaluateAll((all) =>
              all
                .filter((control) => {
                  const tops = new Set<number>();
                  const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
                  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
                    const range = document.createRange();
                    range.selectNodeContents(text);
                    for (const box of range.getClientRects())
                      if (box.width > 0) tops.add(Math.round(box.top));
                  }
                  return tops.size > 1;
                })
                .map((control) => control.textContent?.trim()),
            );
            expect(wrapped, `${language} at ${width} px`).toEqual([]);
          }
          const outside = await header.evaluate((bar) => {
            const window = document.documentElement.clientWidth;
            return [...bar.querySelectorAll('a, button, select')]
              .filter((control) => {
                const box = control.getBoundingClientRect();
                return box.width > 0 && (box.left < 0 || box.right > window);
              })
              .map((control) => control.textContent?.trim() || control.getAttribute('aria-label'));
          });
          expect(outside, `${language} at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`).toEqual([]);
        }
      }
    }
  });

  test('in Spanish and French at 1,024 px, four destinations a row, each card keeps its "from" price whole inside it, and the cards of a row are as tall as each other', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    for (const language of ['es', 'fr']) {
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
      await page.goto('/');
      const cards = page.locator('section[aria-labelledby="destinations-title"]').getByRole('link');
      // drawn by the app as the visitor scrolls towards it
      await expect(async () => {
        await page.mouse.wheel(0, 600);
        await expect(cards).toHaveCount(4, { timeout: 1000 });
      }).toPass();
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const outside = await card.evaluate((link) => {
          const box = link.getBoundingClientRect();
          return [...link.querySelectorAll('p, span')]
            .map((part) => part.getBoundingClientRect())
            .filter((part) => part.width > 0 && (part.left < box.left - 1 || part.right > box.right + 1))
            .length;
        });
        expect(outside, `${language}: ${await card.textContent()}`).toBe(0);
      }
      // a country's name on two lines ("Emiratos Árabes Unidos") makes no card of its row shorter
      const heights = await cards.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().height)),
      );
      expect(new Set(heights).size, `${language}: ${heights.join(', ')} px`).toBe(1);
    }
  });

  test('the mobile menu at 375 px opens as a slide-over and locks page scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await expect(page).toHaveTitle(/About/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(20, 600);
    // the page has handled the wheel and painted twice since: a scroll would have begun by then
    await page.evaluate(() => {
      const w = window as Window & { wheelHandled?: Promise<void> };
      w.wheelHandled = new Promise((resolve) =>
        addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
          capture: true,
        }),
      );
    });
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => (window as Window & { wheelHandled?: Promise<void> }).wheelHandled);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
