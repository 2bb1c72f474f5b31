/**
 * A booking's ledger (docs/product.md#1411-the-bookings-ledger): the kinds of its entries. Charges and
 * fees are what was sold; payments, attestations and transfers what came in; refunds what goes back.
 */
export const LEDGER_KINDS = [
  'CHARGE',
  'FEE',
  'PAYMENT',
  'PAYMENT_REVERSED',
  'PAYMENT_ATTESTED',
  'REFUND_OWED',
  'REFUND_PAID',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  // EU261 compensation owed to a traveller for a flight (decision 098): paid out like a refund, never of what came in
  'COMPENSATION_OWED',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerMessages = {
  refundChangedSince:
    'The refund changed since you read it (its amount or address): read the list again before you send',
  refundAddressLocked: 'A refund has already been sent to this address; it can no longer be changed',
  refundAlreadyTaken:
    'The refund of this booking has already been sent; a change that takes it back is not offered. Contact us',
} as const;
