import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FailedJob, jobsMessages } from '@skylark/contract';
import { adminToken, apiCall, loginAdminInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { dataDirOf, ownSlot } from './support/servers';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The outbox of this worker's server. */
const outboxDir = () => join(dataDirOf(ownSlot()), 'outbox');

test.describe('failed jobs', () => {
  test('an administrator sees a mail that failed every try, why and how often, and retries it', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request);
    const token = await adminToken(page.request);
    const outbox = outboxDir();
    // the mail cannot be written: a file stands where the outbox directory should be
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, '');
    try {
      const asked = await apiCall(page.request, 'POST', '/user/forget-password', {
        body: { email: customer.email },
      });
      expect(asked.status).toBe(200);
      // the e2e server tries a mail twice, a second apart
      await expect
        .poll(
          async () => {
            const failed = await apiCall<FailedJob[]>(page.request, 'GET', '/admin/jobs/failed', { token });
            return failed.body.data.some((job) => job.what.includes(customer.email));
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    } finally {
      rmSync(outbox, { force: true });
    }

    await loginAdminInBrowser(page);
    await page.setViewportSize(PHONE);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { name: jobsMessages.title })).toBeVisible();
    const card = page.getByRole('listitem', { name: `E-mail "passwordReset" to ${customer.email}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${jobsMessages.tries}: 2`);
    await expect(card).toContainText('ENOTDIR');
    expect(await axeViolations(page, '/admin/jobs (375 px)')).toEqual([]);
    // nothing spills sideways on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('link', { name: 'Jobs' })).toBeVisible();
    expect(await axeViolations(page, '/admin/jobs (1280 px)')).toEqual([]);
    await card
      .getByRole('button', { name: `${jobsMessages.retry}: E-mail "passwordReset" to ${customer.email}` })
      .click();
    await expect(page.getByText(jobsMessages.retried).first()).toBeVisible();
    await expect(card).toHaveCount(0);
    const mail = await waitForMail(customer.email, /reset/i, 15_000);
    expect(mail.text).toContain('/reset-password?token=');
  });
});
