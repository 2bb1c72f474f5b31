import { MSG, fareRuleLines, refundAmountText, refundMessages } from '@skylark/contract';
import { apiCall, loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi, seatsOf, startBooking, approveViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';
import { waitForMail } from './support/mail';

/** Cancel anywhere with the server's quote, and a refund that reaches the traveller (docs/product.md#147-cancelling-with-a-quote-and-refunds). */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
// a P2SH address: not the payment address the e2e server shows
const REFUND_ADDRESS = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';

for (const size of SIZES) {
  test.describe(`manage my booking at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(size));

    test('cancels an unpaid booking from My Bookings: the quote owes nothing and the seat is free at once', async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer(request);
      const flight = await createFlightViaApi(request);
      const seat = seatsOf(flight, 'ECONOMY')[0]!;
      const booking = await bookViaApi(request, customer.token, flight, { seat });
      await loginCustomerInBrowser(page, customer);

      // the fare rules before purchase: where the class is chosen, and in the checkout's summary
      const rules = fareRuleLines('ECONOMY').map((rule) => `${rule.title}: ${rule.text}`);
      await startBooking(page, flight);
      for (const rule of rules) await expect(page.getByTestId('fare-rules')).toContainText(rule);
      await page.goto(`/book-flights/${flight._id}`);
      await page.getByRole('radio', { name: /Economy/ }).click();
      for (const rule of rules) await expect(page.getByTestId('fare-rules')).toContainText(rule);
      expect(await axeViolations(page, `/book-flights/:id fare rules (${size.width} px)`)).toEqual([]);

      await page.goto('/bookings');
      const card = page.getByRole('article', { name: `Booking ${flight.flightNumber}` });
      await expect(card).toContainText(booking.trackingId);
      await expect(card).toContainText('PENDING');
      await card.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
      await expect(dialog.getByTestId('cancel-quote')).toContainText(
        'Refund: $0.00. This booking is not paid',
      );
      await expect(dialog).toContainText('based on the cancellation policy');
      // an unpaid booking is asked for no refund address
      await expect(dialog.getByLabel('Bitcoin refund address')).toHaveCount(0);
      expect(await axeViolations(page, `/bookings cancel dialog (${size.width} px)`)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      await expect(page.getByText(MSG.bookingCancelled)).toBeVisible();
      await expect(page.getByText(refundAmountText('$0.00'))).toBeVisible();
      await expect(card).toContainText('CANCELLED');
      await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

      const seats = await apiCall<{ availableSeats: { seatNumber: string }[] }>(
        request,
        'GET',
        `/user/flights/${flight._id}/seats?classType=ECONOMY`,
      );
      expect(seats.body.data.availableSeats.map((s) => s.seatNumber)).toContain(seat);
    });

    test('cancels a paid booking with a refund address; an administrator marks the refund paid and the traveller sees the txid', async ({
      page,
      request,
      consoleErrors,
    }) => {
      // the server's checksum check refuses the first address typed
      consoleErrors.allowHttpStatus(400);
      const customer = await registerCustomer(request);
      const flight = await createFlightViaApi(request);
      const booking = await bookViaApi(request, customer.token, flight);
      await approveViaApi(request, booking._id);
      await loginCustomerInBrowser(page, customer);
      await loginAdminInBrowser(page);

      await page.goto(`/bookings/${booking._id}`);
      await expect(page.getByText('Your booking is confirmed.')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
      // booked minutes ago, 10 days ahead: the 24-hour rule gives everything back (decision 097)
      await expect(dialog.getByTestId('cancel-quote')).toContainText('Refund: 100% of $149.50 = $149.50');
      await expect(dialog).toContainText('The refund follows the 24-hour rule until');
      await dialog.getByLabel('Bitcoin refund address').fill('bc1qnotavalidaddress');
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      await expect(dialog.getByText(refundMessages.addressInvalid)).toBeVisible();
      await dialog.getByLabel('Bitcoin refund address').fill(REFUND_ADDRESS);
      expect(await axeViolations(page, `/bookings/:id cancel dialog (${size.width} px)`)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      await expect(page.getByText(refundAmountText('$149.50'))).toBeVisible();
      await expect(page.getByTestId('refund-card')).toContainText(REFUND_ADDRESS);

      await page.goto('/admin/refunds');
      const owed = page.getByRole('listitem', { name: `Cancellation refund ${booking.trackingId}` });
      await expect(owed).toContainText('$149.50');
      await expect(owed).toContainText(REFUND_ADDRESS);
      // owed just now: its 20-day deadline ahead, not overdue (decision 097)
      await expect(owed).toContainText(refundMessages.dueByLabel);
      await expect(owed).not.toContainText('Overdue');
      await page.screenshot({ path: `/tmp/shots/rights/refunds-${size.width}.png`, fullPage: true });
      expect(await axeViolations(page, `/admin/refunds (${size.width} px)`)).toEqual([]);
      // the booking link leads to the booking, which names what is owed and where it goes
      await owed.getByRole('link', { name: `#${booking.trackingId}` }).click();
      await expect(page.getByTestId('refund-card')).toContainText(REFUND_ADDRESS);
      expect(await axeViolations(page, `/admin/bookings/:id refund owed (${size.width} px)`)).toEqual([]);
      await page.goBack();
      await owed.getByRole('button', { name: 'Mark paid' }).click();
      const mark = page.getByRole('dialog', { name: 'Mark refund paid' });
      const txid = `${'c0ffee'.repeat(10)}${size.width}`.slice(0, 64).padEnd(64, '0');
      await mark.getByLabel('Transaction ID').fill(txid);
      await mark.getByRole('button', { name: 'Mark paid' }).click();
      await expect(page.getByText(refundMessages.refundMarkedPaid)).toBeVisible();
      await expect(owed).toHaveCount(0);

      await page.goto(`/bookings/${booking._id}`);
      await expect(page.getByTestId('refund-txid')).toHaveText(txid);
      expect(await axeViolations(page, `/bookings/:id refund sent (${size.width} px)`)).toEqual([]);
      const mail = await waitForMail(customer.email, /refund has been sent/);
      expect(mail.text).toContain(`Transaction ID: ${txid}`);
    });
  });
}
