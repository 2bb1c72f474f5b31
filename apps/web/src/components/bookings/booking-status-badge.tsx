import type { BookingStatus, CancelReason } from '@skylark/contract';
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
  return <Badge tone={bookingTone(status)}>{bookingStatusLabel(status, cancelReason)}</Badge>;
}
