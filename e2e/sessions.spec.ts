import { ADMIN_EMAIL, ADMIN_PASSWORD, apiCall, registerCustomer, unique } from './support/api';
import { expect, test } from './support/fixtures';

test.describe('sessions and passwords', () => {
  test('Sign Out revokes the token on the server, not only in the browser', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Jacqueline' });
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: /Jacqueline/ })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    expect((await apiCall(request, 'GET', '/user/profile', { token: token! })).status).toBe(200);

    await page.getByRole('button', { name: /Jacqueline/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    expect((await apiCall(request, 'GET', '/user/profile', { token: token! })).status).toBe(401);
  });

  test('the strength meter names a weak password in words, and the server refuses it', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(400); // the weak password on purpose
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The estimator's dictionaries are not part of a public page's JavaScript.
    expect(scripts.filter((url) => /password-strength/.test(url))).toEqual([]);

    await page.goto('/register');
    await page.getByLabel('First name').fill('Bessie');
    await page.getByLabel('Last name').fill('Coleman');
    await page.getByLabel('Email').fill(`weak-${unique()}@skylark.test`);
    await page.getByLabel('Phone number').fill('5551234567');
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await expect(page.getByRole('status').filter({ hasText: 'Password strength: Very weak' })).toBeVisible();
    await page.getByLabel('Confirm password').fill('12345678');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText(/This password is too easy to guess/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('Password', { exact: true }).fill('violet-harbour-lamp-42');
    await expect(
      page.getByRole('status').filter({ hasText: /Password strength: (Strong|Very strong)/ }),
    ).toBeVisible();
  });

  test('the profile changes the password: a wrong current one is named, other sessions end, this one goes on', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(400); // the wrong current password on purpose
    const customer = await registerCustomer(request, { firstName: 'Amy' });
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: /Amy/ })).toBeVisible();
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });

    await form.getByLabel('Current password').fill('not-my-password-9');
    await form.getByLabel('New password', { exact: true }).fill('violet-harbour-lamp-42');
    await expect(form.getByRole('status')).toContainText('Password strength:');
    await form.getByLabel('Confirm new password').fill('violet-harbour-lamp-42');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill(customer.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    // The session made through the API before the change has ended; this page's goes on.
    expect((await apiCall(request, 'GET', '/user/profile', { token: customer.token })).status).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    const login = await apiCall(request, 'POST', '/user/login', {
      body: { email: customer.email, password: 'violet-harbour-lamp-42' },
    });
    expect(login.status).toBe(200);
  });
});

test.describe('administrators', () => {
  test('the admin guard remembers the page and returns to it after login', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
  });

  test('admin login lands on the dashboard and Logout revokes the token and clears the admin session', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(401); // the wrong password on purpose
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
    await expect(page.getByRole('img', { name: 'Locked' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect((await apiCall(request, 'GET', '/admin/profile', { token: token! })).status).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('/admin goes to the dashboard and unknown pages show the 404 page', async ({ page }) => {
    await page.goto('/search-flights');
    await expect(page).toHaveURL(/\/book-flights$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page has flown off course' })).toBeVisible();
  });
});
