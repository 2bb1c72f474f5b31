import { MSG } from '@skylark/contract';
import type { Page } from '@playwright/test';
import { registerCustomer, unique } from './support/api';
import { axeViolations } from './support/axe';
import { sitePathIn, waitForMail } from './support/mail';
import { expect, test } from './support/fixtures';
import { firstInput } from './support/first-input';

test.describe('customer accounts', () => {
  for (const width of [375, 1280]) {
    test(`registration marks every problem at its field at once and toasts the spec's first (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Phone number').fill('123');
      await page.getByLabel('Password', { exact: true }).fill('travel-password-1');
      await page.getByLabel('Confirm password').fill('something-else');
      await page.getByRole('button', { name: 'Register', exact: true }).click();

      await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(MSG.passwordsDoNotMatch);
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(MSG.invalidEmail);
      await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(MSG.invalidPhone);
      await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
      await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
      await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid');
      // the toast names the first problem by the spec's order, whose field takes the focus
      await expect(page.getByText(MSG.passwordsDoNotMatch)).toHaveCount(2);
      await expect(page.getByLabel('Confirm password')).toBeFocused();
      expect(await axeViolations(page, `/register (every problem, ${width} px)`)).toEqual([]);
      await expect(page).toHaveURL(/\/register$/);
    });
  }

  test('registration toasts the problems in the spec order, then succeeds', async ({ page }) => {
    const email = `new-${unique()}@skylark.test`;
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const register = page.getByRole('button', { name: 'Register', exact: true });

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone number').fill('123');
    await page.getByLabel('Password', { exact: true }).fill('travel-password-1');
    await page.getByLabel('Confirm password').fill('travel-password-1');
    await register.click();
    await expect(page.getByText(MSG.invalidEmail)).toHaveCount(2);

    await page.getByLabel('Email').fill(email);
    await register.click();
    await expect(page.getByText(MSG.invalidPhone)).toHaveCount(2);

    await page.getByLabel('Phone number').fill('5551234567');
    await register.click();
    await expect(page.getByText('First name is required')).toHaveCount(2);
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');

    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Earhart');
    await register.click();
    await expect(page.getByText(MSG.registrationSuccessful)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // the new account logs in, once the login page has replaced the registration form (both have an Email field)
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('travel-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(MSG.loginSuccessful)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Amelia/ })).toBeVisible();
  });

  test('a protected page sends the visitor to log in and back, and Sign Out ends the session', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(401); // the wrong password on purpose
    const customer = await registerCustomer(request, { firstName: 'Bessie' });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // said beside the form, as well as in the spec's toast
    await expect(page.getByTestId('login-error')).toContainText('Invalid email or password');
    await expect(page.getByRole('img', { name: 'Locked' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('Member Since')).toBeVisible();
    await expect(page.getByText(customer.email).first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone number').fill('5559876543');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(MSG.profileUpdated)).toBeVisible();
    await expect(page.getByText('5559876543')).toBeVisible();

    await page.getByRole('button', { name: /Bessie/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password shows the confirmation view', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // the login page (with its own Email field) stays on screen until the new page has loaded
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText("We've sent a password reset link to your email address.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the e-mailed reset link sets a new password once', async ({ page, request, consoleErrors }) => {
    consoleErrors.allowHttpStatus(400); // the used link, on purpose
    const customer = await registerCustomer(request);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

    const mail = await waitForMail(customer.email, /reset/i);
    const link = sitePathIn(mail.text, '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password-1');
    await page.getByLabel('Confirm new password').fill('another-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(MSG.passwordsDoNotMatch);

    await page.getByLabel('Confirm new password').fill('brand-new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(MSG.passwordResetSuccessful)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(MSG.loginSuccessful)).toBeVisible();

    // the link works only once
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-password-123');
    await page.getByLabel('Confirm new password').fill('third-password-123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(MSG.invalidResetLink)).toBeVisible();
  });

  test('a reset link without a token goes back to forgot password', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText(MSG.invalidResetLink)).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

/**
 * Turns the mouse wheel, as a reader would, until the page has scrolled past `y` and come to rest. A turn can
 * be swallowed (right after a smooth scroll, or before the page's new height has reached the compositor), and
 * a turn's scroll goes on after the wheel event, so that it would run into a click made meanwhile.
 */
async function wheelPast(page: Page, y: number): Promise<void> {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1200);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(y);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const before = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
          }),
      ),
    )
    .toBe(true);
}

test.describe('site chrome', () => {
  test('the mobile menu shows the full name, locks page scrolling and closes on navigation', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, { firstName: 'Harriet', lastName: 'Quimby' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Harriet Quimby')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a long page offers a scroll-to-top button after 300 px, and a new page starts at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await firstInput(page);
    // What Home shows below its hero arrives once the app has started: until then the page is too short to scroll.
    await expect(page.getByRole('heading', { name: 'Get fare drops before anyone else' })).toBeAttached();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await wheelPast(page, 300);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await wheelPast(page, 300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
