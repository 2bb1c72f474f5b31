import type { BookingStatus } from '@skylark/contract';
import { Badge } from '@/components/ui';
import { bookingTone } from './booking-status';

/** A booking status with its colour and its word. */
export function BookingStatusBadge({ status }: { status: BookingStatus | null | undefined }) {
  return <Badge tone={bookingTone(status)}>{status ?? 'N/A'}</Badge>;
}
