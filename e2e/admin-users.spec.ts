import type { Page } from '@playwright/test';
import { MSG } from '@skylark/contract';
import { adminToken, apiCall, loginAdminInBrowser, registerCustomer, unique } from './support/api';
import { expect, test } from './support/fixtures';

/** Presses Tab (or Shift+Tab) `times` times and checks after each press that focus stayed in the open dialog. */
async function expectFocusTrapped(page: Page, times: number, key: 'Tab' | 'Shift+Tab') {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active.closest('[role="dialog"]') !== null;
    });
    expect(inside, `focus left the dialog after ${key} #${i + 1}`).toBe(true);
  }
}

test.describe('user management', () => {
  test('blocks and unblocks a customer from the row menu; the block ends their session for good', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request, {
      firstName: 'Blocky',
      lastName: `Menu${unique().replace(/\d/g, '')}`,
    });
    await loginAdminInBrowser(page);
    await page.goto('/admin/users');
    await expect(page).toHaveTitle(/User Management/);
    await page.getByLabel('Search users').fill(customer.email);
    const row = page.getByRole('row', { name: new RegExp(customer.email) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Active')).toBeVisible();

    const name = `${customer.firstName} ${customer.lastName}`;
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Block User' }).click();
    await expect(page.getByText(MSG.userStatusUpdated)).toBeVisible();
    await expect(row.getByText('Blocked')).toBeVisible();
    const refused = await apiCall(page.request, 'GET', '/user/profile', { token: customer.token });
    expect(refused.status).toBe(403);

    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Unblock User' }).click();
    await expect(row.getByText('Active')).toBeVisible();
    // the block ended the old session for good; unblocked, the customer signs in again
    const ended = await apiCall(page.request, 'GET', '/user/profile', { token: customer.token });
    expect(ended.status).toBe(401);
    const login = await apiCall<{ token: string }>(page.request, 'POST', '/user/login', {
      body: { email: customer.email, password: customer.password },
    });
    expect(login.status).toBe(200);
    const allowed = await apiCall(page.request, 'GET', '/user/profile', { token: login.body.data.token });
    expect(allowed.status).toBe(200);

    // View Details shows the spec's defaults for a customer without bookings
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details).toContainText(customer.email);
    await expect(details).toContainText(customer.phoneNumber);
    await expect(details.getByText('Never')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    // focus returns to the row's menu button
    await expect(row.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();
  });

  test('a keyboard user opens View Details and Delete User from the row menu; Escape returns focus to it', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request, {
      firstName: 'Kay',
      lastName: `Board${unique().replace(/\d/g, '')}`,
    });
    const name = `${customer.firstName} ${customer.lastName}`;
    await loginAdminInBrowser(page);
    await page.goto('/admin/users');
    const search = page.getByLabel('Search users');
    await search.fill(customer.email);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const row = page.getByRole('row', { name: new RegExp(customer.email) });
    await expect(row).toHaveCount(1);
    const actions = row.getByRole('button', { name: `Actions for ${name}` });

    // Tab from the search box reaches the row's menu button
    await search.focus();
    for (let i = 0; i < 5 && !(await actions.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(actions).toBeFocused();

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${name}` });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Block User' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details).toBeVisible();
    await expect(details).toContainText(customer.email);
    await expectFocusTrapped(page, 4, 'Tab');
    await expectFocusTrapped(page, 2, 'Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(actions).toBeFocused();

    // Space opens the menu too; Delete User is two steps down, past the separator
    await page.keyboard.press(' ');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
    // the menu moves focus a moment after each key, as a user sees it move before the next press
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Block User' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Delete User' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(MSG.confirmDeleteUser);
    await expectFocusTrapped(page, 4, 'Tab');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(actions).toBeFocused();
    // cancelled: still listed, nothing announced, and the account still exists
    await expect(row).toHaveCount(1);
    await expect(page.getByText(MSG.userDeleted)).toHaveCount(0);
    const stillThere = await apiCall(page.request, 'GET', `/admin/users/${customer.user._id}`, {
      token: await adminToken(page.request),
    });
    expect(stillThere.status).toBe(200);
  });

  test('pages through more than 10 users with "Showing page X of Y" and deletes one after confirming', async ({
    page,
  }) => {
    const tag = `Pager${unique().replace(/\d/g, '')}`;
    const customers = [];
    for (let i = 0; i < 12; i++) customers.push(await registerCustomer(page.request, { lastName: tag }));

    await loginAdminInBrowser(page);
    await page.goto('/admin/users');
    // everyone: more than 10 users → at least two pages
    const everyone = page.getByText(/^Showing page 1 of \d+$/);
    await expect(everyone).toBeVisible();
    expect(Number((await everyone.textContent())?.match(/of (\d+)$/)?.[1])).toBeGreaterThanOrEqual(2);

    // the search applies once typing pauses
    const searched = page.waitForResponse((response) => response.url().includes(`search=${tag}`));
    await page.getByLabel('Search users').fill(tag);
    await searched;
    await expect(page.locator('tbody tr').filter({ hasNotText: tag })).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText('Showing page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing page 2 of 2')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(page.getByText('Showing page 1 of 2')).toBeVisible();

    const victim = customers[0]!;
    const searchedVictim = page.waitForResponse(
      (response) =>
        response.url().includes('search=') && response.url().includes(encodeURIComponent(victim.email)),
    );
    await page.getByLabel('Search users').fill(victim.email);
    await searchedVictim;
    const row = page.getByRole('row', { name: new RegExp(victim.email) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete User' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(MSG.confirmDeleteUser);
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText(MSG.userDeleted)).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
  });
});
