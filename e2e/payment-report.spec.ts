import type { Page } from '@playwright/test';
import { paymentMessages, noPaymentDueMessage } from '@skylark/contract';
import {
  adminToken,
  apiCall,
  loginAdminInBrowser,
  loginCustomerInBrowser,
  registerCustomer,
} from './support/api';
import { expectCleanAxe } from './support/axe';
import { bookViaApi, seatsOf } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;
const SHOTS = '/tmp/shots/payment';

/** Nothing sticks out sideways: a phone never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  test.describe(`payment at ${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a cancelled or confirmed booking gets a truthful payment page: no instructions, no button', async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer(request);
      const flight = await createFlightViaApi(request);
      const seats = seatsOf(flight, 'ECONOMY');
      const cancelled = await bookViaApi(request, customer.token, flight, { seat: seats[0] });
      const confirmed = await bookViaApi(request, customer.token, flight, { seat: seats[1] });
      const cancel = await apiCall(request, 'POST', `/user/bookings/${cancelled.id}/cancel`, {
        token: customer.token,
      });
      expect(cancel.status).toBe(200);
      const approve = await apiCall(request, 'POST', `/admin/bookings/${confirmed.id}/approve`, {
        token: await adminToken(request),
        body: { action: 'approve' },
      });
      expect(approve.status).toBe(200);
      await loginCustomerInBrowser(page, customer);

      for (const [booking, status] of [
        [cancelled, 'CANCELLED'],
        [confirmed, 'CONFIRMED'],
      ] as const) {
        await page.goto(`/payment/${booking.id}`);
        await expect(page.getByText(noPaymentDueMessage(status))).toBeVisible();
        await expect(page.getByText(/Send exactly/)).toHaveCount(0);
        await expect(page.getByTestId('bitcoin-qr')).toHaveCount(0);
        await expect(page.getByTestId('btc-address')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'I Have Made the Payment' })).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await expectCleanAxe(page, `/payment (${status}, ${size.name} px)`);
        await page.screenshot({
          path: `${SHOTS}/payment-${status.toLowerCase()}-${size.name}.png`,
          fullPage: true,
        });
        await page.getByRole('link', { name: paymentMessages.viewBooking }).click();
        await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
        // the payment page, without that link too, stays on screen until the booking page replaces it
        await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Proceed to Payment' })).toHaveCount(0);
      }
    });

    test('"I Have Made the Payment" is recorded: detail, tracking and the admin detail say so', async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer(request);
      const flight = await createFlightViaApi(request);
      const booking = await bookViaApi(request, customer.token, flight);
      await loginCustomerInBrowser(page, customer);

      await page.goto(`/bookings/${booking.id}`);
      await expect(page.getByRole('heading', { name: 'Payment Required' })).toBeVisible();
      await page.getByRole('link', { name: 'Proceed to Payment' }).click();
      await expect(page.getByTestId('bitcoin-qr')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/payment-pending-${size.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'I Have Made the Payment' }).click();
      await expect(page.getByRole('button', { name: 'Payment Confirmed!' })).toBeDisabled();
      await expect(page).toHaveURL(/\/payment-success$/);

      await page.goto(`/bookings/${booking.id}`);
      await expect(page.getByRole('heading', { name: paymentMessages.paymentReported })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment Required' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Proceed to Payment' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectCleanAxe(page, `/bookings/{id} reported (${size.name} px)`);
      await page.screenshot({ path: `${SHOTS}/detail-reported-${size.name}.png`, fullPage: true });

      // the payment page no longer asks again
      await page.goto(`/payment/${booking.id}`);
      await expect(page.getByRole('heading', { name: paymentMessages.paymentReported })).toBeVisible();
      await expect(page.getByRole('button', { name: 'I Have Made the Payment' })).toHaveCount(0);

      await page.goto('/track-booking');
      await page.getByLabel('Tracking ID').fill(booking.trackingId);
      await page.getByRole('button', { name: 'Track' }).click();
      await expect(page.getByRole('heading', { name: paymentMessages.paymentReported })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectCleanAxe(page, `/track-booking reported (${size.name} px)`);
      await page.screenshot({ path: `${SHOTS}/tracking-reported-${size.name}.png`, fullPage: true });

      await loginAdminInBrowser(page);
      await page.goto(`/admin/bookings/${booking.id}`);
      const reported = page.getByText(paymentMessages.paymentReportedAt, { exact: true });
      await expect(reported).toBeVisible();
      await expect(page.getByText('Not reported')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectCleanAxe(page, `/admin/bookings/{id} reported (${size.name} px)`);
      await page.screenshot({ path: `${SHOTS}/admin-reported-${size.name}.png`, fullPage: true });
    });
  });
}
