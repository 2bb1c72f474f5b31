import type { Page } from '@playwright/test';
import { MSG } from '@skylark/contract';
import { Secret, TOTP } from 'otpauth';
import { adminToken, apiCall, loginAdminInBrowser, unique } from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** The code an authenticator app would show for this secret, `offsetSteps` 30-second steps from now. */
function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function expectNoAxeViolations(page: Page, where: string) {
  const found = await axeViolations(page, where);
  expect(found, found.join('\n')).toEqual([]);
}

async function loginWithPassword(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
}

test.describe('the administrator’s own password', () => {
  test('changes on the Security screen: a wrong current one is named, the new one signs in, at both sizes', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(400); // the wrong current password, on purpose
    const email = `pw-${unique()}@skylark.test`;
    const passwords = ['Heron-Compass-31', 'Kestrel-Harbour-42', 'Osprey-Lantern-77'];
    const added = await apiCall(page.request, 'POST', '/admin/register', {
      token: await adminToken(page.request),
      body: { email, password: passwords[0], firstName: 'Pat', lastName: 'Word' },
    });
    expect(added.status).toBe(201);
    await loginWithPassword(page, email, passwords[0]!);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const [i, size] of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ].entries()) {
      await page.setViewportSize(size);
      await page.goto('/admin/security');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill('not-my-password');
      await form.getByLabel('New password', { exact: true }).fill(passwords[i + 1]!);
      await form.getByLabel('Confirm new password').fill(passwords[i + 1]!);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await expect(form.getByText('Current password is incorrect')).toBeVisible();
      await form.getByLabel('Current password').fill(passwords[i]!);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Password changed successfully')).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `/tmp/shots/security/change-password-${size.width}.png`,
        fullPage: true,
      });
      await expectNoAxeViolations(page, '/admin/security (change password)');
      // this session goes on with its fresh token
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    }
    const old = await apiCall(page.request, 'POST', '/admin/login', {
      body: { email, password: passwords[0] },
    });
    expect(old.status).toBe(401);
    const fresh = await apiCall(page.request, 'POST', '/admin/login', {
      body: { email, password: passwords[2] },
    });
    expect(fresh.status).toBe(200);
  });
});

test.describe('admin two-factor and audit trail', () => {
  test('an administrator enrols, signs in again with a code, and finds both in the audit trail', async ({
    page,
  }) => {
    // one long journey with six accessibility scans
    // A colleague of the bootstrap administrator, so the other journeys keep their password-only login.
    const email = `mfa-${unique()}@skylark.test`;
    const password = 'mfa-admin-password-1';
    const added = await apiCall(page.request, 'POST', '/admin/register', {
      token: await adminToken(page.request),
      body: { email, password, firstName: 'Mfa', lastName: 'Tester' },
    });
    expect(added.status).toBe(201);

    await loginWithPassword(page, email, password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(page.getByText('Off', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/security (off)');

    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, '/admin/security (set-up)');
    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/security (on)');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await loginWithPassword(page, email, password);
    await expect(page.getByRole('heading', { name: 'Two-factor check' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/login (code step)');
    // the next step's code: the one used at enrolment cannot be replayed
    await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(MSG.loginSuccessful)).toBeVisible();
    // signed in: back in the Admin Panel (where the administrator left it)
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
    const enrolled = page
      .getByRole('row')
      .filter({ hasText: 'Two-factor enrolled' })
      .filter({ hasText: email });
    await expect(enrolled).toHaveCount(1);
    const created = page
      .getByRole('row')
      .filter({ hasText: 'Administrator added' })
      .filter({ hasText: email });
    await expect(created).toHaveCount(1);
    await expectNoAxeViolations(page, '/admin/audit');

    await page.getByLabel('Action').selectOption({ label: 'Two-factor enrolled' });
    await page.getByLabel('Actor').fill(email);
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one event
    // each change reads as field: before → after
    await expect(enrolled.getByRole('list', { name: 'Changes' })).toContainText(/mfaEnabled: .*true/);

    // on a phone the events are cards, not a table
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('article', { name: /Audit event/ })).toHaveCount(1);
    await expect(page.getByRole('table')).toBeHidden();
    await expectNoAxeViolations(page, '/admin/audit (375 px)');
  });

  test('the audit screen shows its empty state when nothing matches', async ({ page }) => {
    await loginAdminInBrowser(page);
    await page.goto('/admin/audit');
    await page.getByLabel('Actor').fill(`nobody-${unique()}@nowhere.test`);
    await expect(page.getByText('No audit events found')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/audit (empty)');
  });
});
