import {
  type BookingStatus,
  type CancelReason,
  invoiceScreenMessages,
  deskMessages,
} from '@skylark/contract';
import { formatPayBy } from '@/lib/format';
import { StatusBanner } from '@/components/ui';
import { bookingStatusLabel, bookingTone } from './booking-status';

const adminTexts = {
  CONFIRMED: deskMessages.adminStatusConfirmed,
  PENDING: deskMessages.adminStatusPending,
  CANCELLED: deskMessages.adminStatusCancelled,
} as const;

/**
 * The "Booking Status" banner: green confirmed, yellow pending, red otherwise. The admin screens
 * speak to the administrator, not to the customer (docs/product.md#145-the-booking-desk).
 */
export function BookingStatusBanner({
  status,
  cancelReason,
  audience = 'customer',
  payBy,
  airport = '',
  verifying = false,
}: {
  status: BookingStatus | null | undefined;
  cancelReason?: CancelReason | null;
  audience?: 'customer' | 'admin';
  /** a pending booking's pay-by time (ISO), shown until a payment is reported or seen */
  payBy?: string | null;
  /** the departure airport, whose zone the pay-by time is written in */
  airport?: string;
  /** a payment was reported or seen: only then is it "awaiting verification" */
  verifying?: boolean;
}) {
  const expired = status === 'CANCELLED' && cancelReason === 'EXPIRED';
  const text = expired
    ? invoiceScreenMessages.expiredDetail
    : audience === 'admin' && status
      ? adminTexts[status]
      : status === 'CONFIRMED'
        ? 'Your booking is confirmed.'
        : status === 'PENDING'
          ? verifying
            ? 'Awaiting payment verification.'
            : payBy
              ? `Awaiting payment, pay by ${formatPayBy(payBy, airport)}.`
              : 'Awaiting payment.'
          : 'This booking has been cancelled.';
  return (
    <StatusBanner
      tone={bookingTone(status)}
      title="Booking Status"
      status={bookingStatusLabel(status, cancelReason)}
    >
      {text}
    </StatusBanner>
  );
}
