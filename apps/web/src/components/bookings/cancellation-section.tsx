import type { Tracking } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import { Card } from '@/components/ui';
import { DetailRow } from './detail-row';

/** Cancellation Details, when the booking is cancelled: the date and the refund if present. */
export function CancellationSection({
  cancellation,
}: {
  cancellation: Tracking['cancellation'] | undefined;
}) {
  const { t } = useTranslation('bookings');
  if (!cancellation?.cancelled) return null;
  return (
    <Card title={t('cancellation.title')} className="border-danger-600/20">
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailRow label={t('cancellation.cancelledOn')}>
          {cancellation.date ? formatDateTime(cancellation.date) : t('notAvailable')}
        </DetailRow>
        {cancellation.refundAmount !== null && cancellation.refundAmount !== undefined && (
          <DetailRow label={t('cancellation.refundAmount')}>
            {formatMoney(cancellation.refundAmount)}
          </DetailRow>
        )}
        {cancellation.reason && <DetailRow label={t('cancellation.reason')}>{cancellation.reason}</DetailRow>}
      </dl>
    </Card>
  );
}
