import type { Page } from '@playwright/test';
import { MSG, newsletterMessages, siteMessages } from '@skylark/contract';
import {
  adminToken,
  apiCall,
  loginAdminInBrowser,
  loginCustomerInBrowser,
  registerCustomer,
  unique,
} from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { uniqueFlightNumber } from './support/flights';
import { sitePathIn, waitForMail } from './support/mail';
import { firstInput } from './support/first-input';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;
const SHOTS = '/tmp/shots/site';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function boxOf(page: Page, selector: Parameters<Page['locator']>[0]) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${String(selector)} has no box`);
  return box;
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('admin registration says it is closed and points to the administrator sign-in', async ({ page }) => {
      await page.goto('/admin/register');
      await expect(page.getByRole('heading', { name: siteMessages.registrationClosedTitle })).toBeVisible();
      await expect(page.getByText(MSG.adminRegistrationClosed)).toBeVisible();
      await expect(page.getByText(siteMessages.registrationClosedHint)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Register Admin' })).toHaveCount(0);
      await expect(page.getByLabel('Email')).toHaveCount(0);
      expect(await axeViolations(page, '/admin/register (closed)')).toEqual([]);
      await shot(page, `admin-register-closed-${size.name}`);
      await page.getByRole('link', { name: siteMessages.adminSignIn }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    test('the tracking input is full height and typed text stays inside it', async ({ page }) => {
      await page.goto('/track-booking');
      const input = page.getByLabel('Tracking ID');
      await input.fill('SKY-2026-ABCDEFGHIJKLMNOPQRSTUV');
      const box = await boxOf(page, '#tracking-id');
      expect(box.height).toBeGreaterThanOrEqual(44);
      const spill = await input.evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(spill).toBeLessThanOrEqual(0);
      const main = await boxOf(page, '#main');
      expect(box.x + box.width).toBeLessThanOrEqual(main.x + main.width);
      await shot(page, `track-input-${size.name}`);
    });

    test('toasts sit below the navigation, hiding none of it', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const toast = page.getByRole('status').filter({ hasText: MSG.invalidEmail });
      await expect(toast).toBeVisible();
      const header = await boxOf(page, 'header');
      // measured once its entry animation has ended
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(header.y + header.height);
      await shot(page, `toast-${size.name}`);
    });

    test('profile changes are saved and survive a reload; a bad phone number is shown at its field', async ({
      page,
    }) => {
      const customer = await registerCustomer(page.request);
      await loginCustomerInBrowser(page, customer);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const phone = page.getByLabel(/^Phone number/);
      await phone.fill('12-34');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(MSG.invalidPhone)).toBeVisible();
      await expect(phone).toBeFocused();
      await shot(page, `profile-error-${size.name}`);

      await page.getByLabel(/^First name/).fill('Margaret');
      await phone.fill('07123456789');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(MSG.profileUpdated)).toBeVisible();
      await page.reload();
      await expect(page.getByText('07123456789')).toBeVisible();
      await expect(page.getByRole('main').getByText('Margaret', { exact: true })).toBeVisible();
    });

    test('a blocked customer reads why and is signed out', async ({ page, consoleErrors }) => {
      consoleErrors.allowHttpStatus(403);
      const customer = await registerCustomer(page.request);
      await loginCustomerInBrowser(page, customer);
      await page.goto('/');
      const token = await adminToken(page.request);
      const blocked = await apiCall(page.request, 'PATCH', `/admin/users/${customer.user._id}/status`, {
        token,
        body: { status: 'blocked' },
      });
      expect(blocked.status).toBe(200);
      await page.goto('/bookings');
      await expect(page.getByText(MSG.accountBlocked)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
      await shot(page, `blocked-${size.name}`);
    });
  });
}

test('phone pagination keeps Previous, the pages and Next on one line', async ({ page }) => {
  const token = await adminToken(page.request);
  const start = Date.now() + 20 * 24 * 3_600_000;
  for (let i = 0; i < 41; i += 1) {
    const departure = new Date(start + i * 3_600_000);
    departure.setUTCSeconds(0, 0);
    const created = await apiCall(page.request, 'POST', '/admin/flights', {
      token,
      body: {
        flightNumber: uniqueFlightNumber(),
        departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: departure.toISOString() },
        arrival: {
          city: 'Paris, Charles de Gaulle (CDG)',
          date: new Date(departure.getTime() + 3 * 3_600_000).toISOString(),
        },
        classTypes: [{ type: 'ECONOMY', price: 99, availableSeats: 10 }],
      },
    });
    expect(created.status, created.body.message).toBe(201);
  }
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/book-flights');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Page 5' })).toBeVisible();
    const previous = await pagination.getByRole('button', { name: 'Previous' }).boundingBox();
    const next = await pagination.getByRole('button', { name: 'Next' }).boundingBox();
    expect(previous && next).toBeTruthy();
    expect(Math.abs(next!.y - previous!.y)).toBeLessThan(2);
    expect(next!.x + next!.width).toBeLessThanOrEqual(size.width);
    await pagination.scrollIntoViewIfNeeded();
    await pagination.screenshot({ path: `${SHOTS}/pagination-${size.name}.png` });
  }
});

test('live chat and social links are the configured ones', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /live chat/i })).toHaveAttribute(
    'href',
    'https://chat.skylark.test/start',
  );
  await expect(page.getByRole('link', { name: /Messenger/ })).toHaveAttribute(
    'href',
    'https://m.me/skylark.test',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'X', exact: true })).toHaveAttribute(
    'href',
    'https://x.com/skylark.test',
  );
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
});

for (const size of SIZES) {
  test(`a contact message reaches the admin inbox, is answered by e-mail and closed (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const id = unique();
    const email = `writer-${id}@skylark.test`;
    const subject = `Baggage ${id}`;
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('May I bring a second bag?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    const forwarded = await waitForMail('care@skylark.test', new RegExp(subject));
    expect(forwarded.text).toContain('May I bring a second bag?');

    await loginAdminInBrowser(page);
    await page.goto('/admin/dashboard');
    if (size.width < 1024) await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(page.getByRole('link', { name: /Messages\s*\d+ unread/ })).toBeVisible();
    await page.getByRole('link', { name: /Messages/ }).click();
    await expect(page).toHaveTitle(/Messages/);
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    const detail = page.getByRole('region', { name: subject });
    await expect(detail.getByText('May I bring a second bag?')).toBeVisible();
    expect(await axeViolations(page, '/admin/messages (open message)')).toEqual([]);
    await shot(page, `inbox-${size.name}`);

    await detail.getByLabel('Reply').fill('Yes, up to 23 kg.');
    await detail.getByRole('button', { name: siteMessages.sendReply }).click();
    await expect(page.getByText(siteMessages.replySent)).toBeVisible();
    await expect(detail.getByRole('list', { name: 'Replies' })).toContainText('Yes, up to 23 kg.');
    const answer = await waitForMail(email, new RegExp(`Re: ${subject}`));
    expect(answer.text).toContain('Yes, up to 23 kg.');

    await detail.getByRole('button', { name: siteMessages.closeMessage }).click();
    await expect(page.getByText(siteMessages.messageClosed)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Closed', exact: true }).click();
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  });
}

for (const size of SIZES) {
  test(`newsletter double opt-in: confirmed by the e-mailed link, left with one click (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const email = `reader-${unique()}@skylark.test`;
    await page.goto('/');
    await firstInput(page);
    const box = page.getByRole('region', { name: 'Get fare drops before anyone else' });
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText(newsletterMessages.checkEmail)).toBeVisible();
    await box.screenshot({ path: `${SHOTS}/newsletter-${size.name}.png` });

    const confirmation = await waitForMail(email, /Confirm your Skylark newsletter/);
    await page.goto(sitePathIn(confirmation.text, '/newsletter/confirm'));
    await expect(page.getByText(newsletterMessages.confirmed)).toBeVisible();
    expect(await axeViolations(page, '/newsletter/confirm')).toEqual([]);
    await shot(page, `newsletter-confirmed-${size.name}`);

    const subject = `Fare drops ${unique()}`;
    const sent = await apiCall(page.request, 'POST', '/admin/newsletter', {
      token: await adminToken(page.request),
      body: { subject, body: 'Paris for less this week.' },
    });
    expect(sent.status).toBe(200);
    const issue = await waitForMail(email, new RegExp(subject));
    await page.goto(sitePathIn(issue.text, '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: newsletterMessages.unsubscribeButton }).click();
    await expect(page.getByText(newsletterMessages.unsubscribed)).toBeVisible();
  });
}
