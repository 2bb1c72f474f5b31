import {
  type BookingStatus,
  type CancelReason,
  invoiceScreenMessages,
  type PaymentStatus,
  type SpecialAssistance,
} from '@skylark/contract';
import type { BadgeTone } from '@/components/ui';

/** docs/product.md#4-states-and-transitions: CONFIRMED green, PENDING yellow, anything else red. */
export function bookingTone(status: BookingStatus | null | undefined): BadgeTone {
  if (status === 'CONFIRMED') return 'green';
  if (status === 'PENDING') return 'yellow';
  return 'red';
}

/** The status in words: a booking cancelled for want of payment says so (docs/product.md#143-paying-for-a-booking). */
export function bookingStatusLabel(
  status: BookingStatus | null | undefined,
  cancelReason?: CancelReason | null,
): string {
  if (status === 'CANCELLED' && cancelReason === 'EXPIRED') return invoiceScreenMessages.expired;
  return status ?? 'N/A';
}

/** docs/product.md#24-back-office-screens: payment green only when CONFIRMED, else yellow. */
export const paymentTone = (status: PaymentStatus | null | undefined): BadgeTone =>
  status === 'CONFIRMED' ? 'green' : 'yellow';

/** The special-assistance lines of a passenger (docs/product.md#23-visitor-and-customer-screens), or "None required". */
export function assistanceLines(assistance: SpecialAssistance | null | undefined): string[] {
  const lines: string[] = [];
  if (assistance?.wheelchair) lines.push('Wheelchair needed');
  if (assistance?.infant) lines.push('Infant care needed');
  if (assistance?.elderly) lines.push('Elderly assistance needed');
  return lines.length ? lines : ['None required'];
}

/** Missing values show N/A (docs/product.md#23-visitor-and-customer-screens). */
export const orNA = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);
