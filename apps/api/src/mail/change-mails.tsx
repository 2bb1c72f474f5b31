import { type Booking, type FlightChange, btcAmount, formatMoney } from '@skylark/contract';
import { bookingMail, fareRules, summary } from './booking-mails';
import { invoiceLines, payByText } from './invoice-lines';

/** The e-mail of a change of flight (docs/product.md#148-changing-flight, decision 086). */

/** A change made: done, with any money back, or awaiting the difference on its own invoice. */
export function bookingChangedMail(booking: Booking, appUrl: string, refundAmount = 0) {
  const change = booking.changes?.at(-1);
  const waiting = change?.status === 'PENDING_PAYMENT';
  const to = change?.toFlight.flightNumber ?? booking.flightNumber;
  return bookingMail(
    booking,
    appUrl,
    waiting
      ? `Change of flight: pay the difference for ${to}, tracking ID ${booking.trackingId}`
      : `Flight changed: ${to}, tracking ID ${booking.trackingId}`,
    [
      waiting
        ? `Your change to flight ${to} is reserved. Your booking keeps flight ${change.fromFlight.flightNumber} and its seats until the difference is paid.`
        : `Your booking has been moved to flight ${to}. Its tracking ID stays ${booking.trackingId}.`,
      summary(booking),
      ...(waiting
        ? [`Amount due: ${formatMoney(change.amountDue)}.`, ...changeInvoiceLines(change, booking)]
        : booking.bookingStatus === 'PENDING'
          ? [
              `Amount due: ${formatMoney(booking.totalAmount)}.`,
              ...invoiceLines(booking, booking.payment?.address ?? ''),
            ]
          : []),
      ...(refundAmount > 0
        ? [
            `Money back: ${formatMoney(refundAmount)}. Please give a Bitcoin refund address on your booking's page if you have not yet.`,
          ]
        : []),
      fareRules(booking),
    ],
  );
}

/** How to pay a change's difference: its own invoice. */
function changeInvoiceLines(change: FlightChange, booking: Booking): string[] {
  const invoice = change.payment;
  if (!invoice) return [];
  const lines = [
    invoice.amountSats
      ? `To pay, send exactly ${btcAmount(invoice.amountSats)} BTC (${formatMoney(change.amountDue)} at 1 BTC = ${formatMoney(invoice.btcUsdRate ?? 0)}) to this address: ${invoice.address}`
      : `To pay, send exactly ${formatMoney(change.amountDue)} worth of Bitcoin (BTC) to this address: ${invoice.address}`,
  ];
  if (invoice.amountSats) lines.push(`Payment link for your wallet: ${invoice.uri}`);
  if (invoice.payBy)
    lines.push(
      `Pay by ${payByText(invoice.payBy, booking.departure.city)}. A difference not paid by then leaves your booking on its flight, and the new seats are released.`,
    );
  return lines;
}
