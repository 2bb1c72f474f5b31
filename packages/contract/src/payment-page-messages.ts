/** The invoice of a pending booking as the traveller's screens write it (docs/product.md §17). */
export const INVOICE_TEXT = {
  /** what a booking cancelled for want of payment reads instead of "Cancelled" */
  expired: 'Expired: not paid in time',
  expiredDetail: 'No payment arrived before the pay-by time, so the seats were released.',
  payBy: 'Pay by',
  timeLeft: 'Time left to pay',
  timeUp: 'The time to pay has run out.',
  amountBtc: 'Amount in Bitcoin',
  rate: 'Exchange rate',
  copyAmount: 'Copy amount',
  amountCopied: 'Bitcoin amount copied to clipboard!',
  copyAmountFailed: 'Failed to copy amount. Please try manually.',
  openInWallet: 'Open in wallet',
  liveNote: 'This page updates by itself when your payment arrives.',
} as const;

/** "Send exactly 0.01272940 BTC ($1,234.50) to the address below." */
export const sendExactlyMessage = (btc: string, usd: string) =>
  `Send exactly ${btc} BTC (${usd}) to the address below.`;
/** "1 BTC = $97,000.00" */
export const btcRateMessage = (usd: string) => `1 BTC = ${usd}`;
/** "Pay by Nov 27, 2026 08:15 CET" */
export const payByMessage = (when: string) => `Pay by ${when}`;
/** "Received 0.01000000 BTC of 0.01272940 BTC." */
export const receivedOfMessage = (received: string, due: string) => `Received ${received} BTC of ${due} BTC.`;

/** The invoice's states, as the payment page and the booking detail announce them. */
export const INVOICE_STATUS_TEXT = {
  AWAITING: { title: 'Waiting for your payment', detail: 'Nothing has arrived at this address yet.' },
  SEEN: {
    title: 'Payment seen',
    detail: 'Your payment is on the Bitcoin network; we are waiting for it to be confirmed.',
  },
  PAID: {
    title: 'Payment received',
    detail: 'Your payment has arrived. You will receive an e-mail once your booking is confirmed.',
  },
  UNDERPAID: {
    title: 'Payment received: less than the amount due',
    detail: 'An administrator will review your booking and contact you.',
  },
  OVERPAID: {
    title: 'Payment received: more than the amount due',
    detail: 'An administrator will review your booking and contact you about the difference.',
  },
  LATE: {
    title: 'Payment received after the pay-by time',
    detail: 'An administrator will review your booking and contact you.',
  },
  EXPIRED: { title: 'Expired: not paid in time', detail: 'The seats of this booking were released.' },
} as const;
