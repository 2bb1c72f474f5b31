/* Texts without schemas, so that a page can show them without loading zod (apps/web/vite.config.ts). */
import { REFUND_DUE_DAYS } from './fare-rules';
import type { RefundKind } from './refunds';

export const refundMessages = {
  dueByLabel: 'Send by',
  withinDay: (until: string) => `The refund follows the 24-hour rule until ${until}:`,
  overdue: (days: number) =>
    `Overdue by ${days} ${days === 1 ? 'day' : 'days'}: past the ${REFUND_DUE_DAYS}-day deadline`,
  quoteCreated: 'Cancellation quote created',
  quoteChanged: 'The refund quote has expired or changed; here is the new one',
  addressInvalid: 'Enter a valid Bitcoin mainnet address',
  addressMixedCase:
    'A bc1 address must be written all in lower case or all in upper case, not mixed (BIP173)',
  addressSaved: 'Refund address saved',
  noRefundOwed: 'No refund of this kind is owed on this booking',
  addressMissing: 'The traveller has not given a refund address yet',
  refundsRetrieved: 'Refunds owed retrieved',
  refundMarkedPaid: 'Refund marked as paid',
  refundAlreadyPaid: 'This refund is already marked as paid',
  txidInvalid: 'Enter the 64-character transaction ID',
  refundPaidSubject: 'Your refund has been sent',
} as const;

export const REFUND_KIND_LABELS: Record<RefundKind, string> = {
  CANCELLATION: 'Cancellation refund',
  LATE_PAYMENT: 'Late payment',
  OVERPAYMENT: 'Overpayment',
  CHANGE: 'Change of flight refund',
  COMPENSATION: 'Compensation under EU261',
};
