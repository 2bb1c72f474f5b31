import type { InvoiceStatus } from '@skylark/contract';

/** An invoice's status from the payments recorded for it (docs/product.md#143-paying-for-a-booking). */

export interface RecordedPayment {
  amountSats: number;
  /** it has the confirmations BTC_CONFIRMATIONS asks for */
  counted: boolean;
  firstSeenAt: Date;
}

export interface InvoiceFacts {
  amountSats: number | null;
  payBy: Date | null;
  /** the booking was cancelled because it was not paid in time */
  expired: boolean;
}

/** Statuses in which money has been received (it counts): the traveller gets a receipt. */
export const RECEIVED_STATUSES: readonly InvoiceStatus[] = ['PAID', 'OVERPAID', 'UNDERPAID', 'LATE'];
/** Statuses an administrator must look at: flagged with the amounts. */
export const FLAGGED_STATUSES: readonly InvoiceStatus[] = ['OVERPAID', 'UNDERPAID', 'LATE'];

export function invoiceStatusOf(invoice: InvoiceFacts, payments: RecordedPayment[]): InvoiceStatus {
  if (payments.length === 0) return invoice.expired ? 'EXPIRED' : 'AWAITING';
  const counted = payments.filter((p) => p.counted);
  const received = counted.reduce((sum, p) => sum + p.amountSats, 0);
  if (received === 0) return 'SEEN';
  const payBy = invoice.payBy?.getTime();
  const late =
    invoice.expired || (payBy !== undefined && counted.some((p) => p.firstSeenAt.getTime() > payBy));
  if (late) return 'LATE';
  if (invoice.amountSats === null) return 'PAID';
  if (received < invoice.amountSats) return counted.length < payments.length ? 'SEEN' : 'UNDERPAID';
  return received === invoice.amountSats ? 'PAID' : 'OVERPAID';
}

export const receivedSatsOf = (payments: RecordedPayment[]) =>
  payments.filter((p) => p.counted).reduce((sum, p) => sum + p.amountSats, 0);
