import { type BookingStatus, deskMessages } from '@skylark/contract';
import { StatusBanner } from '@/components/ui';
import { bookingTone } from './booking-status';

const adminTexts = {
  CONFIRMED: deskMessages.adminStatusConfirmed,
  PENDING: deskMessages.adminStatusPending,
  CANCELLED: deskMessages.adminStatusCancelled,
} as const;

/**
 * The "Booking Status" banner: green confirmed, yellow pending, red otherwise. The admin screens
 * speak to the administrator, not to the customer (docs/product.md §14.5).
 */
export function BookingStatusBanner({
  status,
  audience = 'customer',
}: {
  status: BookingStatus | null | undefined;
  audience?: 'customer' | 'admin';
}) {
  const text =
    audience === 'admin' && status
      ? adminTexts[status]
      : status === 'CONFIRMED'
        ? 'Your booking is confirmed.'
        : status === 'PENDING'
          ? 'Awaiting payment verification.'
          : 'This booking has been cancelled.';
  return (
    <StatusBanner tone={bookingTone(status)} title="Booking Status" status={status ?? 'N/A'}>
      {text}
    </StatusBanner>
  );
}
