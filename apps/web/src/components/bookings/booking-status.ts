import type { BookingStatus, CancelReason, PaymentStatus, SpecialAssistance } from '@skylark/contract';
import type { TFunction } from 'i18next';
import type { BadgeTone } from '@/components/ui';

/** docs/product.md#4-states-and-transitions: CONFIRMED green, PENDING yellow, anything else red. */
export function bookingTone(status: BookingStatus | null | undefined): BadgeTone {
  if (status === 'CONFIRMED') return 'green';
  if (status === 'PENDING') return 'yellow';
  return 'red';
}

/** The status in words: a booking cancelled for want of payment says so (docs/product.md#143-paying-for-a-booking). */
export function bookingStatusLabel(
  t: TFunction<'bookings'>,
  status: BookingStatus | null | undefined,
  cancelReason?: CancelReason | null,
): string {
  if (status === 'CANCELLED' && cancelReason === 'EXPIRED') return t('expired');
  return status ? t(`status.${status}`) : t('notAvailable');
}

/** docs/product.md#24-back-office-screens: payment green only when CONFIRMED, else yellow. */
export const paymentTone = (status: PaymentStatus | null | undefined): BadgeTone =>
  status === 'CONFIRMED' ? 'green' : 'yellow';

/** The special-assistance needs of a passenger (docs/product.md#23-visitor-and-customer-screens), in words. */
export function assistanceNeeds(
  t: TFunction<'bookings'>,
  assistance: SpecialAssistance | null | undefined,
): string[] {
  const lines: string[] = [];
  if (assistance?.wheelchair) lines.push(t('assistance.wheelchair'));
  if (assistance?.infant) lines.push(t('assistance.infant'));
  if (assistance?.elderly) lines.push(t('assistance.elderly'));
  return lines;
}

/** The special-assistance lines of a passenger, or "None required". */
export function assistanceLines(
  t: TFunction<'bookings'>,
  assistance: SpecialAssistance | null | undefined,
): string[] {
  const lines = assistanceNeeds(t, assistance);
  return lines.length ? lines : [t('assistance.none')];
}

/** Missing values show N/A (docs/product.md#23-visitor-and-customer-screens). */
export const orNA = (t: TFunction<'bookings'>, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? t('notAvailable') : String(value);
