import type { CancelReason, InvoiceStatus } from './invoice';

/** Texts of the invoice: pay-by time, payment states, expiry and the limits on unpaid bookings (docs/product.md#143-paying-for-a-booking). */

/** What a traveller reads for each invoice status. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  AWAITING: 'Waiting for payment',
  SEEN: 'Payment seen, waiting for confirmation',
  PAID: 'Payment received',
  UNDERPAID: 'Underpaid',
  OVERPAID: 'Overpaid',
  LATE: 'Paid after the pay-by time',
  EXPIRED: 'Expired: not paid in time',
};

/** What a cancelled booking says instead of just "Cancelled". */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  EXPIRED: 'Expired: not paid in time',
  CUSTOMER: 'Cancelled by the customer',
  ADMIN_REJECTED: 'Rejected: payment not verified',
  FLIGHT_CANCELLED: 'Flight cancelled by the airline',
  CHANGED: 'Changed to another flight',
};

export const invoiceScreenMessages = {
  payBy: 'Pay by',
  timeLeft: 'Time left to pay',
  amountBtc: 'Amount in BTC',
  rate: 'Exchange rate',
  copyAmount: 'Copy amount',
  copyAddress: 'Copy address',
  amountCopied: 'Amount copied to clipboard!',
  openInWallet: 'Open in wallet',
  received: 'Received',
  confirmations: 'Confirmations',
  transactions: 'Payments to this address',
  paymentReceived: 'Payment received',
  paymentReceivedDetail: 'We have received your payment. We will e-mail you when your booking is confirmed.',
  paymentSeen: 'Payment seen, waiting for confirmation',
  expired: 'Expired: not paid in time',
  expiredDetail: 'This booking was not paid by its pay-by time, so its seats were released.',
  needsDecision: 'Needs a decision',
  holdUntil: 'Seats held until',
  demoNetwork: 'Demo: test network',
  demoNetworkDetail:
    'This address and exchange rate are a demo on Bitcoin’s test network: only test coins, which have no value, can be sent to it.',
} as const;

/** "Rate: 1 BTC = $97,000.00" */
export const btcRateText = (formattedUsd: string) => `1 BTC = ${formattedUsd}`;

/** Answers of the booking request beyond the spec's texts. */
export const invoiceMessages = {
  paymentStateRetrieved: 'Payment state retrieved successfully',
  rateUnavailable: 'The Bitcoin exchange rate is unavailable right now. Please try again in a minute.',
  bookingRateLimited: 'Too many bookings in a minute. Please wait a moment and try again.',
  expiredReason: 'Not paid by the pay-by time',
  bookingClosedForPayment:
    'Online booking closes 2 hours before departure, the latest time a booking can be paid.',
} as const;

/** 409: too many passengers in unpaid bookings on one flight. */
export const pendingPerFlightMessage = (max: number) =>
  `Unpaid bookings may hold at most ${max} passengers on one flight. Pay for or cancel a pending booking on this flight before booking more.`;
/** 409: too many passengers in unpaid bookings across all flights. */
export const pendingTotalMessage = (max: number) =>
  `Unpaid bookings may hold at most ${max} passengers across all flights. Pay for or cancel a pending booking before booking more.`;

/** Subjects of the invoice e-mails. */
export const expiredMailSubject = (trackingId: string) => `Booking ${trackingId} expired: not paid in time`;
export const receiptMailSubject = (trackingId: string) => `Payment received for booking ${trackingId}`;
