import { MSG } from '@skylark/contract';
import { apiCall, loginAdminInBrowser, registerCustomer, unique } from './support/api';
import { expect, test } from './support/fixtures';

test.describe('user management', () => {
  test('blocks and unblocks a customer from the row menu; the block refuses their next request', async ({
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
    const allowed = await apiCall(page.request, 'GET', '/user/profile', { token: customer.token });
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

  test('pages through more than 10 users with "Showing page X of Y" and deletes one after confirming', async ({
    page,
  }) => {
    const tag = `Pager${unique().replace(/\d/g, '')}`;
    const customers = [];
    for (let i = 0; i < 12; i++) customers.push(await registerCustomer(page.request, { lastName: tag }));

    await loginAdminInBrowser(page);
    await page.goto('/admin/users');
    // everyone: more than 10 users → at least two pages
    await expect(page.getByText(/Showing page 1 of [2-9]\d*/)).toBeVisible();

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
