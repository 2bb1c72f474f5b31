import type { BookingStatus, CancelReason } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui';
import { bookingStatusLabel, bookingTone } from './booking-status';

/** A booking status with its colour and its word ("Expired: not paid in time" for an expired one). */
export function BookingStatusBadge({
  status,
  cancelReason,
}: {
  status: BookingStatus | null | undefined;
  cancelReason?: CancelReason | null;
}) {
  const { t } = useTranslation('bookings');
  return <Badge tone={bookingTone(status)}>{bookingStatusLabel(t, status, cancelReason)}</Badge>;
}
