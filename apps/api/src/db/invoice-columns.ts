import { CANCEL_REASONS, INVOICE_STATUSES } from '@skylark/contract';
import { bigint, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** The booking's invoice and why it was cancelled: columns of `bookings` (schema.ts), migration 0019. */
export const invoiceColumns = () => ({
  /** why a CANCELLED booking was cancelled (docs/product.md#143-paying-for-a-booking) */
  cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
  // The invoice (docs/product.md#143-paying-for-a-booking); null on bookings made before invoices
  /** the address shown when the booking was made (BTC_ADDRESSES); with BTC_XPUB see booking_addresses */
  paymentAddress: text('payment_address'),
  amountSats: bigint('amount_sats', { mode: 'number' }),
  /** US dollars per bitcoin used for amountSats */
  btcUsdRate: numeric('btc_usd_rate', { precision: 16, scale: 2, mode: 'number' }),
  payBy: timestamp('pay_by', { withTimezone: true }),
  invoiceStatus: text('invoice_status', { enum: INVOICE_STATUSES }),
  /** the first time a payment to the address was seen: it keeps the hold, even if it vanishes again */
  paymentSeenAt: timestamp('payment_seen_at', { withTimezone: true }),
  /** with a payment reported or seen, the seats are held until then (payBy + PAYMENT_GRACE_SECONDS) */
  holdUntil: timestamp('hold_until', { withTimezone: true }),
  /** with BTC_ESPLORA_URL, a report without a transaction seen holds the seats until then, once */
  reportHoldUntil: timestamp('report_hold_until', { withTimezone: true }),
  /** when the amount was first received in full: such bookings come first in the administrators' queue */
  paymentReceivedAt: timestamp('payment_received_at', { withTimezone: true }),
  /** when the product flagged the booking for an administrator's decision */
  needsDecisionAt: timestamp('needs_decision_at', { withTimezone: true }),
  /** when detection last read the address */
  invoiceCheckedAt: timestamp('invoice_checked_at', { withTimezone: true }),
});
