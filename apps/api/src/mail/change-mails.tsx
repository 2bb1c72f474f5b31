import { type Booking, type FlightChange, btcAmount } from '@skylark/contract';
import { bookingMail, fareRules, localeOf, summary } from './booking-mails';
import type { MailLocale } from './i18n';
import { invoiceLines, payByText } from './invoice-lines';

/** The e-mail of a change of flight (docs/product.md#148-changing-flight, decision 086). */

/** A change made: done, with any money back, or awaiting the difference on its own invoice. */
export function bookingChangedMail(booking: Booking, appUrl: string, refundAmount = 0) {
  const l = localeOf(booking);
  const { t, ltr, money } = l;
  const change = booking.changes?.at(-1);
  const waiting = change?.status === 'PENDING_PAYMENT';
  const to = ltr(change?.toFlight.flightNumber ?? booking.flightNumber);
  const trackingId = ltr(booking.trackingId);
  return bookingMail(
    booking,
    appUrl,
    t(waiting ? 'change.waitingSubject' : 'change.doneSubject', { flightNumber: to, trackingId }),
    [
      waiting
        ? t('change.waiting', { to, from: ltr(change.fromFlight.flightNumber) })
        : t('change.done', { to, trackingId }),
      summary(booking, l),
      ...(waiting
        ? [
            t('booking.amountDue', { amount: money(change.amountDue) }),
            ...changeInvoiceLines(change, booking, l),
          ]
        : booking.bookingStatus === 'PENDING'
          ? [
              t('booking.amountDue', { amount: money(booking.totalAmount) }),
              ...invoiceLines(booking, booking.payment?.address ?? '', l),
            ]
          : []),
      ...(refundAmount > 0 ? [t('change.moneyBack', { amount: money(refundAmount) })] : []),
      fareRules(booking, l),
    ],
  );
}

/** How to pay a change's difference: its own invoice. */
function changeInvoiceLines(change: FlightChange, booking: Booking, l: MailLocale): string[] {
  const invoice = change.payment;
  if (!invoice) return [];
  const lines = [
    invoice.amountSats
      ? l.t('invoice.sendBtc', {
          btc: l.ltr(btcAmount(invoice.amountSats)),
          usd: l.money(change.amountDue),
          rate: l.money(invoice.btcUsdRate ?? 0),
          address: l.ltr(invoice.address),
        })
      : l.t('invoice.sendUsd', { usd: l.money(change.amountDue), address: l.ltr(invoice.address) }),
  ];
  if (invoice.amountSats) lines.push(l.t('invoice.link', { uri: l.ltr(invoice.uri) }));
  if (invoice.payBy)
    lines.push(l.t('change.payBy', { time: payByText(invoice.payBy, booking.departure.city, l) }));
  return lines;
}
