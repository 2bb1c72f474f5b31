// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import { type Booking, btcAmount } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingMail, localeOf, summary } from './booking-mails';
import { payByText } from './invoice-lines';

/** The e-mails of an invoice: expired unpaid, and payment received (docs/product.md#143-paying-for-a-booking). */

export function bookingExpiredMail(booking: Booking, appUrl: string): Promise<Mail> {
  const l = localeOf(booking);
  const trackingId = l.ltr(booking.trackingId);
  const payBy = booking.payment?.payBy;
  return bookingMail(booking, appUrl, l.t('payment.expiredSubject', { trackingId }), [
    payBy
      ? l.t('payment.expiredAt', { trackingId, time: payByText(payBy, booking.departure.city, l) })
      : l.t('payment.expired', { trackingId }),
    summary(booking, l),
    l.t('payment.nothingCharged'),
    l.t('payment.replyIfSent'),
  ]);
}

const NEXT = {
  PAID: 'payment.paid',
  OVERPAID: 'payment.overpaid',
  UNDERPAID: 'payment.underpaid',
  LATE: 'payment.late',
};

/** The receipt: what was received, and what happens next for each status. */
export function paymentReceivedMail(booking: Booking, appUrl: string): Promise<Mail> {
  const l = localeOf(booking);
  const btc = (sats: number | null | undefined) => l.ltr(`${btcAmount(sats ?? 0)} BTC`);
  const invoice = booking.payment;
  const received = btc(invoice?.receivedSats);
  const due = invoice?.amountSats ? btc(invoice.amountSats) : null;
  const trackingId = l.ltr(booking.trackingId);
  const status = invoice?.status ?? 'PAID';
  return bookingMail(booking, appUrl, l.t('payment.receiptSubject', { trackingId }), [
    due
      ? l.t('payment.receivedDue', { received, trackingId, due })
      : l.t('payment.received', { received, trackingId }),
    l.t(Object.hasOwn(NEXT, status) ? NEXT[status as keyof typeof NEXT] : NEXT.PAID, { due }),
    summary(booking, l),
  ]);
}
