import type { BookingStatus, CancelReason } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { formatPayBy } from '@/lib/format';
import { StatusBanner } from '@/components/ui';
import { bookingStatusLabel, bookingTone } from './booking-status';

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
  const { t } = useTranslation('bookings');
  const expired = status === 'CANCELLED' && cancelReason === 'EXPIRED';
  const text = expired
    ? t('banner.expired')
    : audience === 'admin' && status
      ? t(`banner.admin.${status}`)
      : status === 'CONFIRMED'
        ? t('banner.confirmed')
        : status === 'PENDING'
          ? verifying
            ? t('banner.verifying')
            : payBy
              ? t('banner.payBy', { when: formatPayBy(payBy, airport) })
              : t('banner.awaiting')
          : t('banner.cancelled');
  return (
    <StatusBanner
      tone={bookingTone(status)}
      title={t('banner.title')}
      status={bookingStatusLabel(t, status, cancelReason)}
    >
      {text}
    </StatusBanner>
  );
}
