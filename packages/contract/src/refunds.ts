import { z } from 'zod';
import { idSchema } from './common';
import { DAY_MS } from './constants';
import { REFUND_DUE_DAYS } from './fare-rules';
import { refundMessages } from './refund-messages';

/**
 * Cancellation quotes and refunds owed (docs/product.md#9-constants-and-limits, docs/product.md#147-cancelling-with-a-quote-and-refunds): the refund the server promises
 * for 10 minutes, the traveller's Bitcoin refund address, and the back office's list of refunds owed.
 */

export const CANCELLATION_QUOTE_TTL_MS = 10 * 60 * 1000;

/** When a refund owed since `since` must have been sent (decision 097). */
export const refundDueBy = (since: Date): Date => new Date(since.getTime() + REFUND_DUE_DAYS * DAY_MS);

/** Whole days a refund is past its deadline at `now`; 0 when it is not. */
export const daysOverdue = (dueBy: Date, now: Date): number =>
  dueBy.getTime() < now.getTime() ? Math.max(1, Math.floor((now.getTime() - dueBy.getTime()) / DAY_MS)) : 0;

/** GET /user/bookings/{id}/cancellation-quote */
export const cancellationQuoteSchema = z.object({
  quoteId: z.string(),
  /** dollars */
  refundAmount: z.number(),
  /** ISO; the cancel request may name the quote until then */
  expiresAt: z.string(),
  /** the share of what was paid (0 for an unpaid booking, which owes nothing) */
  refundPercent: z.number().int(),
  /** the booking was paid: a refund address is asked for */
  paid: z.boolean(),
  /** ISO: within the 24-hour rule until then, everything received comes back (decision 097); absent when it does not apply */
  freeCancellationUntil: z.string().optional(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** BIP173: a bech32 string is all lower case or all upper case; a mixed one is invalid. */
const oneCase = (value: string) =>
  !/^bc1/i.test(value) || value === value.toLowerCase() || value === value.toUpperCase();

/** A Bitcoin address as typed: letters and digits only; the server checks network and checksum. */
export const refundAddressField = z
  .string()
  .trim()
  .min(14, refundMessages.addressInvalid)
  .max(90, refundMessages.addressInvalid)
  .regex(/^[a-z0-9]+$/i, refundMessages.addressInvalid)
  .refine(oneCase, refundMessages.addressMixedCase);

/** POST /user/bookings/{id}/cancel: the spec's bodiless request, or a quote and a refund address. */
export const cancelBookingBody = z
  .object({
    quoteId: z.uuid({ message: 'Invalid quote id' }).optional(),
    refundAddress: refundAddressField.optional(),
  })
  .nullish();
export type CancelBookingBody = z.infer<typeof cancelBookingBody>;

/** PUT /user/bookings/{id}/refund-address */
export const refundAddressBody = z.object({ refundAddress: refundAddressField });

/** Why money goes back: a cancellation's refund, a payment after the pay-by time, paying too much, a cheaper flight, or EU261 compensation. */
export const REFUND_KINDS = [
  'CANCELLATION',
  'LATE_PAYMENT',
  'OVERPAYMENT',
  'CHANGE',
  'COMPENSATION',
] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const refundPayoutSchema = z.object({
  kind: z.enum(REFUND_KINDS),
  txid: z.string(),
  paidAt: z.string(),
});

/** `refund` on a booking: where its money goes back and what has been sent; null when nothing is owed. */
export const bookingRefundSchema = z.object({
  address: z.string().nullable(),
  /** money is owed and no address has been given yet */
  needsAddress: z.boolean(),
  owed: z.array(z.enum(REFUND_KINDS)),
  paid: z.array(refundPayoutSchema),
});
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

/** One refund owed, on the back office's list. */
export const refundOwedSchema = z.object({
  bookingId: z.string(),
  trackingId: z.string(),
  customerName: z.string(),
  email: z.string(),
  kind: z.enum(REFUND_KINDS),
  /** dollars; for money received in bitcoin, at `btcUsdRate` (null without a rate) */
  amountUsd: z.number().nullable(),
  /** bitcoins as a decimal string; for a dollar refund, at `btcUsdRate` (null without a rate) */
  amountBtc: z.string().nullable(),
  /**
   * dollars per bitcoin the conversion is at: the rate the booking's money was received at (its
   * payments', else its invoice's), else today's; null without any
   */
  btcUsdRate: z.number().nullable(),
  /** true when `btcUsdRate` is the rate the money was received at, false when it is today's */
  rateReceived: z.boolean(),
  address: z.string().nullable(),
  since: z.string(),
  /** ISO: 20 days after `since`, when it must have been sent (14 CFR 260.6, decision 097) */
  dueBy: z.string(),
  /** `dueBy` has passed and it is still not sent */
  overdue: z.boolean(),
  /** the administrator who approved the booking without a payment the product saw, when that is what is refunded */
  attestedBy: z.string().nullable(),
});
export type RefundOwed = z.infer<typeof refundOwedSchema>;

export const MAX_REFUNDS_LISTED = 200;
export const refundsOwedSchema = z.object({
  refunds: z.array(refundOwedSchema),
  /** dollars per bitcoin used for the conversions, or null when none is configured */
  btcUsdRate: z.number().nullable(),
});
export type RefundsOwed = z.infer<typeof refundsOwedSchema>;

/** POST /admin/refunds/{bookingId}/paid */
export const markRefundPaidBody = z.object({
  kind: z.enum(REFUND_KINDS),
  txid: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, refundMessages.txidInvalid)
    .transform((s) => s.toLowerCase()),
  /** what the desk saw on the list: a refund whose amount or address changed since is refused */
  amountUsd: z.number().nullable(),
  amountBtc: z.string().max(32).nullable(),
  address: z.string().max(90),
});
export type MarkRefundPaidBody = z.input<typeof markRefundPaidBody>;
export const refundBookingParams = z.object({ bookingId: idSchema });
