import { MSG, deskMessages } from '@skylark/contract';
import { loginAdminInBrowser, registerCustomer, unique } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { waitForMail } from './support/mail';

const SHOTS = '/tmp/shots/desk';

test.describe('the booking desk', () => {
  test('at 1280 px: finds a booking by tracking ID and approves it; nothing wraps mid-word', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const customer = await registerCustomer(request, {
      firstName: 'Bessie',
      lastName: 'Coleman',
      email: `bessie.coleman.long-address-${unique()}@aviation-pioneers.example`,
    });
    const flight = await createFlightViaApi(request);
    const booking = await bookViaApi(request, customer.token, flight);
    await loginAdminInBrowser(page);
    await page.goto('/admin/bookings');
    await page.getByLabel(deskMessages.searchLabel).fill(`#${booking.trackingId}`);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const row = page.getByRole('row', { name: new RegExp(`#${booking.trackingId}`) });
    await expect(page.getByRole('columnheader', { name: deskMessages.amountColumn })).toBeVisible();
    await expect(row).toContainText('$149.50');
    await expect(row).toContainText(deskMessages.paymentNotReported);
    const link = row.getByRole('link', { name: `View Details of booking ${booking.trackingId}` });
    expect((await link.boundingBox())!.height).toBeLessThan(40);
    // every word of the e-mail stays on one line: it may wrap only between them
    const words = row.locator('[data-email] > span');
    expect(await words.count()).toBeGreaterThan(2);
    expect(await words.evaluateAll((spans) => spans.every((w) => w.getClientRects().length === 1))).toBe(
      true,
    );
    // the whole row fits: no sideways scrolling to reach Approve and Reject
    const table = page.getByRole('table');
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(
      true,
    );
    expect(await axeViolations(page, '/admin/bookings (desk, 1280)')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/desk-1280.png`, fullPage: true });

    await row.getByRole('button', { name: `Approve booking ${booking.trackingId}` }).click();
    // no payment was reported: the desk confirms it has seen the money
    await page
      .getByRole('dialog', { name: deskMessages.approveUnreportedTitle })
      .getByRole('button', { name: deskMessages.approveAnyway })
      .click();
    await expect(page.getByText(MSG.bookingApproved)).toBeVisible();
    await expect(row).toContainText('CONFIRMED');
    await page.goto(`/admin/bookings/${booking._id}`);
    await expect(page.getByText(deskMessages.adminStatusConfirmed)).toBeVisible();
    await expect(page.getByText('Your booking is confirmed.')).toHaveCount(0);
  });

  test('on a phone: the Pending payment view, reject with a reason that reaches the customer', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const customer = await registerCustomer(request, { firstName: 'Hanna', lastName: 'Reitsch' });
    const flight = await createFlightViaApi(request);
    const booking = await bookViaApi(request, customer.token, flight);
    await loginAdminInBrowser(page);
    await page.goto('/admin/bookings');
    await page.getByRole('button', { name: deskMessages.pendingView }).click();
    await page.getByLabel(deskMessages.searchLabel).fill(customer.email);
    const card = page.getByRole('article', { name: `Booking #${booking.trackingId}` });
    await expect(card).toContainText(/waiting \d+ min/);
    expect(await axeViolations(page, '/admin/bookings (desk, 375)')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/desk-375.png`, fullPage: true });
    await card.getByRole('button', { name: `Actions for booking ${booking.trackingId}` }).click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: deskMessages.rejectTitle });
    await dialog.getByLabel(deskMessages.rejectReasonLabel).fill('No transfer arrived within 24 hours.');
    await page.screenshot({ path: `${SHOTS}/reject-375.png` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(MSG.bookingRejected)).toBeVisible();
    await expect(card).toHaveCount(0); // it left the Pending payment view
    const mail = await waitForMail(customer.email, /not confirmed/i);
    expect(mail.text).toContain('Note from our team: No transfer arrived within 24 hours.');
  });
});
