import type { BookingStatus } from '@skylark/contract';
import { StatusBanner } from '@/components/ui';
import { bookingTone } from './booking-status';

/** The "Booking Status" banner: green confirmed, yellow pending, red otherwise. */
export function BookingStatusBanner({ status }: { status: BookingStatus | null | undefined }) {
  const text =
    status === 'CONFIRMED'
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
