import { type BookingRefund, type FlightChange, type RefundKind, REFUND_KINDS } from '@skylark/contract';
import type { BookingRow } from '../../db/schema';
import type { RefundPayoutRow } from '../../db/refund-schema';
import { iso } from '../../lib/units';

/** A change of flight, as far as its money back goes. */
type ChangeRefund = Pick<FlightChange, 'status' | 'refundAmount'>;

/**
 * What money a booking owes back (docs/product.md#147-cancelling-with-a-quote-and-refunds): a cancellation's refund; money that
 * arrived after the pay-by time on a booking never confirmed; what was paid beyond the amount; what
 * a change to a cheaper flight gave back.
 */
export function owedKinds(
  b: BookingRow,
  changes: ChangeRefund[] = [],
  /** EU261 compensation the ledger owes, in cents (decision 098) */
  compensationCents = 0,
): RefundKind[] {
  const owed: Record<RefundKind, boolean> = {
    CHANGE: changes.some((c) => c.status === 'DONE' && c.refundAmount > 0),
    // a trip that kept its other flights is owed a cancelled flight's fare while active (decision 088)
    CANCELLATION: (b.refundAmountCents ?? 0) > 0,
    LATE_PAYMENT:
      b.invoiceStatus === 'LATE' && b.bookingStatus === 'CANCELLED' && b.paymentStatus === 'PENDING',
    OVERPAYMENT: b.invoiceStatus === 'OVERPAID',
    COMPENSATION: compensationCents > 0,
  };
  return REFUND_KINDS.filter((kind) => owed[kind]);
}

/**
 * Whether what was sent of a kind covers what it owes: a cancellation and cheaper changes can be owed
 * again after a payout; a payout without its amount settled its kind.
 */
function sentInFull(
  kind: RefundKind,
  b: BookingRow,
  payouts: RefundPayoutRow[],
  changes: ChangeRefund[],
  compensationCents: number,
) {
  const sent = payouts.filter((p) => p.kind === kind);
  if (sent.length === 0) return false;
  if (sent.some((p) => p.amountCents === null)) return true;
  const sentCents = sent.reduce((sum, p) => sum + (p.amountCents ?? 0), 0);
  if (kind === 'CANCELLATION') return sentCents >= (b.refundAmountCents ?? 0);
  if (kind === 'COMPENSATION') return sentCents >= compensationCents;
  if (kind === 'CHANGE')
    return (
      sentCents >=
      changes.filter((c) => c.status === 'DONE').reduce((sum, c) => sum + Math.round(c.refundAmount * 100), 0)
    );
  return true;
}

/** `refund` of a booking answer: null when nothing is or was owed. */
export function refundOf(
  b: BookingRow,
  address: string | null,
  payouts: RefundPayoutRow[],
  changes: ChangeRefund[] = [],
  compensationCents = 0,
): BookingRefund | null {
  const owed = owedKinds(b, changes, compensationCents).filter(
    (kind) => !sentInFull(kind, b, payouts, changes, compensationCents),
  );
  if (owed.length === 0 && payouts.length === 0) return null;
  return {
    address,
    needsAddress: owed.length > 0 && address === null,
    owed,
    paid: payouts.map((p) => ({ kind: p.kind, txid: p.txid, paidAt: iso(p.paidAt) })),
  };
}
