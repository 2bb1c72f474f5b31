// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import { type Booking, REFUND_KIND_LABELS, type RefundKind, refundMessages } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingMail, summary } from './booking-mails';

/** The refund has left: to which address, in which transaction (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export function refundPaidMail(booking: Booking, kind: RefundKind, appUrl: string): Promise<Mail> {
  const payout = booking.refund?.paid.find((p) => p.kind === kind);
  return bookingMail(
    booking,
    appUrl,
    `${refundMessages.refundPaidSubject}: tracking ID ${booking.trackingId}`,
    [
      `We have sent your refund (${REFUND_KIND_LABELS[kind].toLowerCase()}) in bitcoin.`,
      [`To address: ${booking.refund?.address ?? ''}`, `Transaction ID: ${payout?.txid ?? ''}`],
      summary(booking),
    ],
  );
}
