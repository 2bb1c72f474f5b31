import { type Booking, formatMoney } from '@skylark/contract';
import { bookingMail, fareRules, summary } from './booking-mails';
import { invoiceLines } from './invoice-lines';

/** The e-mail of a change of flight (docs/product.md §14.8). */

/** A change made: done, with any money back, or awaiting the difference on its own invoice. */
export function bookingChangedMail(booking: Booking, appUrl: string, refundAmount = 0) {
  const from = booking.change?.replaces?.trackingId;
  const pending = booking.bookingStatus === 'PENDING';
  // an unpaid booking gave way at once: the new one owes its whole fare
  const difference = pending && booking.change?.replaces?.bookingStatus !== 'CANCELLED';
  return bookingMail(
    booking,
    appUrl,
    difference
      ? `Change of flight: pay the difference for ${booking.flightNumber}, tracking ID ${booking.trackingId}`
      : `Flight changed: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      difference
        ? `Your change to flight ${booking.flightNumber} is reserved. Booking ${from ?? ''} keeps its seats until the difference is paid.`
        : `Your booking has been moved to flight ${booking.flightNumber}. It replaces booking ${from ?? ''}.`,
      summary(booking),
      ...(pending
        ? [
            `Amount due: ${formatMoney(booking.totalAmount)}.`,
            ...invoiceLines(booking, booking.payment?.address ?? ''),
          ]
        : []),
      ...(refundAmount > 0
        ? [
            `Money back: ${formatMoney(refundAmount)}, owed on booking ${from ?? ''}. Please give a Bitcoin refund address on that booking's page if you have not yet.`,
          ]
        : []),
      fareRules(booking.classType),
    ],
  );
}
