import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './constants';
import { BOOKINGS_CLOSE_BEFORE_DEPARTURE_MS } from './booking-window';

/**
 * A booking's Bitcoin invoice (docs/product.md#143-paying-for-a-booking): the amount fixed at booking time, the pay-by
 * time, and what the product has seen paid to the booking's address.
 */

/**
 * AWAITING: nothing seen yet; SEEN: a payment in the mempool or below the confirmations needed;
 * PAID: paid in full, on time; UNDERPAID / OVERPAID: confirmed, but less / more than the amount;
 * LATE: the payment arrived after the pay-by time; EXPIRED: not paid in time, the booking cancelled.
 */
export const INVOICE_STATUSES = [
  'AWAITING',
  'SEEN',
  'PAID',
  'UNDERPAID',
  'OVERPAID',
  'LATE',
  'EXPIRED',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Why a booking is CANCELLED (the booking's top-level `cancelReason`). */
export const CANCEL_REASONS = [
  'EXPIRED',
  'CUSTOMER',
  'ADMIN_REJECTED',
  'FLIGHT_CANCELLED',
  'CHANGED',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The pay-by time is never later than this before the first departure. */
export const PAY_BY_BEFORE_DEPARTURE_MS = BOOKINGS_CLOSE_BEFORE_DEPARTURE_MS;
/** How often a payment page asks for the invoice's state (at most). */
export const PAYMENT_STATE_POLL_MS = 10_000;
/** A payment is followed until this many confirmations, so a reorg can still move it back. */
export const FINAL_CONFIRMATIONS = 6;
export const SATS_PER_BTC = 100_000_000;

/** An amount in satoshis as bitcoins, exactly, without trailing zeros: 123450000 → "1.2345". */
export function btcAmount(sats: number): string {
  const whole = Math.floor(sats / SATS_PER_BTC);
  let fraction = String(sats % SATS_PER_BTC).padStart(8, '0');
  while (fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** One output paid to the booking's address. */
export const invoiceTransactionSchema = z.object({
  txid: z.string(),
  vout: z.number().int(),
  amountSats: z.number().int(),
  /** 0 while in the mempool */
  confirmations: z.number().int(),
});
export type InvoiceTransaction = z.infer<typeof invoiceTransactionSchema>;

/**
 * `payment` on a booking answer. `amountSats`, `btcUsdRate` and `payBy` are null only on bookings
 * made before invoices carried them; `amountSats` is also null when no exchange rate is configured.
 */
export const bookingPaymentSchema = z.object({
  address: z.string(),
  /** BIP21: bitcoin:<address>?amount=<BTC>&label=<tracking ID> */
  uri: z.string(),
  /** the admin booking detail only: the address on a block explorer */
  explorerUrl: z.string().nullable(),
  amountSats: z.number().int().nullable(),
  /** US dollars per bitcoin, as used for amountSats */
  btcUsdRate: z.number().nullable(),
  /** ISO */
  payBy: z.string().nullable(),
  /** ISO: with a payment reported or seen the seats are held until then; then an administrator decides */
  holdUntil: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** satoshis paid to the address with the confirmations needed */
  receivedSats: z.number().int(),
  transactions: z.array(invoiceTransactionSchema),
  /** true when an administrator has to decide: paid wrongly or late, or the hold ran out */
  needsDecision: z.boolean(),
  /**
   * true when the address is on Bitcoin's test network (tb1…): the embedded default's demo invoice,
   * at a demo rate, shown as "Demo: test network"
   */
  testNetwork: z.boolean(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** GET /user/bookings/{id}/payment: the live state of a booking's payment, for its payment page. */
export const paymentStateSchema = z.object({
  bookingStatus: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  paymentReportedAt: z.string().nullable(),
  payment: bookingPaymentSchema.nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** What public tracking shows of the invoice. */
export const trackingPaymentSchema = z.object({
  payBy: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
});
