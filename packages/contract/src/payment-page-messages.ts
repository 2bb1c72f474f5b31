import type { InvoiceStatus } from './invoice';

/** The payment page's texts beyond the invoice's own (docs/product.md#143-paying-for-a-booking). */
export const paymentPageMessages = {
  timeUp: 'The time to pay has run out.',
  copyAmountFailed: 'Failed to copy amount. Please try manually.',
  liveNote: 'This page updates by itself when your payment arrives.',
} as const;

/** What each invoice status means for the traveller, under its label. */
export const INVOICE_STATUS_DETAILS: Record<InvoiceStatus, string> = {
  AWAITING: 'Nothing has arrived at this address yet.',
  SEEN: 'Your payment is on the Bitcoin network; we are waiting for it to be confirmed.',
  PAID: 'We have received your payment. We will e-mail you when your booking is confirmed.',
  UNDERPAID: 'An administrator will review your booking and contact you.',
  OVERPAID: 'An administrator will review your booking and contact you about the difference.',
  LATE: 'Your payment arrived after the pay-by time. An administrator will review your booking.',
  EXPIRED: 'This booking was not paid by its pay-by time, so its seats were released.',
};

/** "Send exactly 0.0127294 BTC ($1,234.50) to the address below." */
export const sendExactlyMessage = (btc: string, usd: string) =>
  `Send exactly ${btc} BTC (${usd}) to the address below.`;
/** "Pay by Nov 27, 2026 08:15 CET" */
export const payByMessage = (when: string) => `Pay by ${when}`;
/** "Received 0.01 BTC of 0.0127294 BTC." */
export const receivedOfMessage = (received: string, due: string) => `Received ${received} BTC of ${due} BTC.`;
