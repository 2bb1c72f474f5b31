// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Booking, RefundKind } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingMail, localeOf, summary } from './booking-mails';

/** The refund has left: to which address, in which transaction (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export function refundPaidMail(booking: Booking, kind: RefundKind, appUrl: string): Promise<Mail> {
  const l = localeOf(booking);
  const payout = booking.refund?.paid.find((p) => p.kind === kind);
  return bookingMail(booking, appUrl, l.t('refund.subject', { trackingId: l.ltr(booking.trackingId) }), [
    l.t('refund.sent', { kind: l.t(`refund.kinds.${kind}`) }),
    [
      l.t('refund.toAddress', { address: l.ltr(booking.refund?.address ?? '') }),
      l.t('refund.txid', { txid: l.ltr(payout?.txid ?? '') }),
    ],
    summary(booking, l),
  ]);
}
