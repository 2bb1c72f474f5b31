import { readFile } from 'node:fs/promises';
import {
  type Booking,
  documentMessages,
  INVOICE_STATUS_LABELS,
  invoiceScreenMessages,
  MSG,
  btcAmount,
  btcRateText,
} from '@skylark/contract';
import { apiCall, loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { expectCleanAxe } from './support/axe';
import { seatsOf, startBooking } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { useOwnServer } from './support/own-server';
import { skipToNextPaymentAsk } from './support/payment-page';

// A server of its own, watching a test Esplora server every second with each booking at its own
// address (BTC_XPUB): the shared server keeps the spec's BTC_ADDRESSES and no detection.
const OFFSET = 110;
const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;
const SHOTS = '/tmp/shots/invoice';

const own = useOwnServer(OFFSET, { esplora: true });

for (const size of SIZES) {
  test(`at ${size.name} px: book, watch the countdown, pay on chain, see it arrive, get approved, download the ticket`, async ({
    page,
  }) => {
    const request = own.api;
    await page.clock.install();
    await page.setViewportSize(size);
    const customer = await registerCustomer(request);
    const flight = await createFlightViaApi(request);
    await loginCustomerInBrowser(page, customer);

    // book through the form; the detail names the pay-by time
    await startBooking(page, flight);
    await page.getByLabel('Date of Birth').fill('1990-05-17');
    await page.getByLabel('Seat', { exact: true }).selectOption(seatsOf(flight, 'ECONOMY')[0]!);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByText(MSG.bookingCreatedToast)).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('pay-by')).toContainText(/^Pay by \w{3} \d{2}, \d{4} \d{2}:\d{2} \S+/);
    const booking = (
      await apiCall<Booking>(request, 'GET', `/user/bookings/${id}`, { token: customer.token })
    ).body.data;
    const invoice = booking.payment!;
    expect(invoice.amountSats).toBeGreaterThan(0);

    // the payment page: the countdown ticks, the amount in BTC beside the dollars and the rate
    await page.getByRole('link', { name: 'Proceed to Payment' }).click();
    const timer = page.getByRole('timer', { name: invoiceScreenMessages.timeLeft });
    const first = (await timer.textContent())!;
    await expect(timer).not.toHaveText(first);
    await expect(page.getByTestId('btc-amount')).toHaveText(btcAmount(invoice.amountSats!));
    await expect(page.getByText(btcRateText('$97,000.00'))).toBeVisible();
    await expect(page.getByTestId('btc-address')).toHaveText(invoice.address);
    await expect(page.getByAltText(`QR code of ${invoice.uri}`)).toBeVisible();
    const wallet = page.getByRole('link', { name: invoiceScreenMessages.openInWallet });
    if (size.width < 640) await expect(wallet).toHaveAttribute('href', invoice.uri);
    else await expect(wallet).toBeHidden();
    await expect(page.getByTestId('invoice-status')).toContainText(INVOICE_STATUS_LABELS.AWAITING);
    await expectCleanAxe(page, `/payment awaiting (${size.name} px)`);
    await page.screenshot({ path: `${SHOTS}/awaiting-${size.name}.png`, fullPage: true });

    // the test Esplora server receives the payment: seen in the mempool, then received, no reload
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    await own.esplora.pay(invoice.address, invoice.amountSats!);
    await skipToNextPaymentAsk(page, request, { id, token: customer.token }, 'SEEN');
    await expect(page.getByTestId('invoice-status')).toContainText(INVOICE_STATUS_LABELS.SEEN);
    await own.esplora.mine();
    await skipToNextPaymentAsk(page, request, { id, token: customer.token }, 'PAID');
    await expect(page.getByTestId('invoice-status')).toContainText(INVOICE_STATUS_LABELS.PAID);
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
    await expect(page.getByRole('button', { name: 'I Have Made the Payment' })).toHaveCount(0);
    await expectCleanAxe(page, `/payment received (${size.name} px)`);
    await page.screenshot({ path: `${SHOTS}/received-${size.name}.png`, fullPage: true });

    // an administrator approves it
    await loginAdminInBrowser(page);
    await page.goto(`/admin/bookings/${id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(MSG.bookingApproved)).toBeVisible();

    // the traveller downloads the e-ticket
    await page.goto(`/bookings/${id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: documentMessages.ticket }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`skylark-${booking.trackingId}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectCleanAxe(page, `/bookings/{id} confirmed after payment (${size.name} px)`);
  });
}
