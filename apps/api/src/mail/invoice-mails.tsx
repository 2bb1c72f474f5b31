// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import { type Booking, btcAmount, expiredMailSubject, receiptMailSubject } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingMail, summary } from './booking-mails';
import { payByText } from './invoice-lines';

/** The e-mails of an invoice: expired unpaid, and payment received (docs/product.md#143-paying-for-a-booking). */

export const bookingExpiredMail = (booking: Booking, appUrl: string): Promise<Mail> =>
  bookingMail(booking, appUrl, expiredMailSubject(booking.trackingId), [
    `Your booking ${booking.trackingId} was not paid by its pay-by time${booking.payment?.payBy ? `, ${payByText(booking.payment.payBy, booking.departure.city)}` : ''}, so it has been cancelled and its seats released.`,
    summary(booking),
    'Nothing was charged. If you still want to fly, please book again.',
    'If you did send a payment, reply to this e-mail with your tracking ID: our team will look for it.',
  ]);

const btc = (sats: number | null | undefined) => `${btcAmount(sats ?? 0)} BTC`;

/** The receipt: what was received, and what happens next for each status. */
export function paymentReceivedMail(booking: Booking, appUrl: string): Promise<Mail> {
  const invoice = booking.payment;
  const received = btc(invoice?.receivedSats);
  const due = invoice?.amountSats ? btc(invoice.amountSats) : null;
  const next: Record<string, string> = {
    PAID: 'Your booking is paid in full. We e-mail you again once it is confirmed.',
    OVERPAID: `That is more than the ${due} due. Our team will contact you about the difference.`,
    UNDERPAID: `That is less than the ${due} due. Our team will contact you about the rest.`,
    LATE: 'It arrived after the pay-by time. Our team will decide on your booking and contact you.',
  };
  return bookingMail(booking, appUrl, receiptMailSubject(booking.trackingId), [
    `We have received ${received} for your booking ${booking.trackingId}${due ? ` (amount due: ${due})` : ''}.`,
    next[invoice?.status ?? 'PAID'] ?? next.PAID!,
    summary(booking),
  ]);
}
