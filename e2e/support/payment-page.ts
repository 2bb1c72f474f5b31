import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { type InvoiceStatus, PAYMENT_STATE_POLL_MS, type PaymentState } from '@skylark/contract';
import { apiCall } from './api';

/**
 * The payment page asks for its booking's payment every PAYMENT_STATE_POLL_MS. Once the product has
 * seen the payment reach `status`, this moves the page's clock on to that next ask instead of
 * waiting up to 10 s for it; the page still learns of the payment by itself, without a reload. The
 * test installs the clock (`page.clock.install()`) before the page loads.
 */
export async function skipToNextPaymentAsk(
  page: Page,
  api: APIRequestContext,
  booking: { id: string; token: string },
  status: InvoiceStatus,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await apiCall<PaymentState>(api, 'GET', `/user/bookings/${booking.id}/payment`, {
            token: booking.token,
          })
        ).body.data.payment?.status,
      // the product reads the test Esplora server every second
      { timeout: 25_000 },
    )
    .toBe(status);
  await page.clock.fastForward(PAYMENT_STATE_POLL_MS);
}
