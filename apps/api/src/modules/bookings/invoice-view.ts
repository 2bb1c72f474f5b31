import type { BookingPayment, InvoiceTransaction } from '@skylark/contract';
import type { BookingRow } from '../../db/schema';
import type { InvoicePaymentRow } from '../../db/invoice-schema';
import { bip21Uri, isTestNetworkAddress } from '../../lib/bip84';
import { iso } from '../../lib/units';

/** The invoice as a booking answer carries it (docs/product.md#143-paying-for-a-booking). */

/** Statuses under which payments to the address have been recorded (and are worth reading). */
export const WITH_PAYMENTS = new Set(['SEEN', 'PAID', 'UNDERPAID', 'OVERPAID', 'LATE']);

export function paymentOf(
  b: BookingRow,
  address: string | null | undefined,
  payments: Pick<InvoicePaymentRow, 'txid' | 'vout' | 'amountSats' | 'confirmations' | 'counted'>[],
): BookingPayment | null {
  const shown = address ?? b.paymentAddress;
  if (!shown) return null;
  const transactions: InvoiceTransaction[] = payments
    .map((p) => ({ txid: p.txid, vout: p.vout, amountSats: p.amountSats, confirmations: p.confirmations }))
    .sort((x, y) => (x.txid < y.txid ? -1 : x.txid > y.txid ? 1 : x.vout - y.vout));
  return {
    address: shown,
    uri: bip21Uri(shown, b.trackingId, b.amountSats),
    explorerUrl: null,
    amountSats: b.amountSats,
    btcUsdRate: b.btcUsdRate,
    payBy: b.payBy ? iso(b.payBy) : null,
    holdUntil: b.holdUntil ? iso(b.holdUntil) : b.reportHoldUntil ? iso(b.reportHoldUntil) : null,
    status: b.invoiceStatus ?? 'AWAITING',
    receivedSats: payments.filter((p) => p.counted).reduce((sum, p) => sum + p.amountSats, 0),
    transactions,
    needsDecision: b.needsDecisionAt !== null,
    testNetwork: isTestNetworkAddress(shown),
  };
}
