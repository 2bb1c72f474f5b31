import type { Tracking } from '@skylark/contract';
import { formatDateTime, formatMoney } from '@/lib/format';
import { Card } from '@/components/ui';
import { DetailRow } from './detail-row';

/** Cancellation Details, when the booking is cancelled: the date and the refund if present. */
export function CancellationSection({
  cancellation,
}: {
  cancellation: Tracking['cancellation'] | undefined;
}) {
  if (!cancellation?.cancelled) return null;
  return (
    <Card title="Cancellation Details" className="border-danger-600/20">
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailRow label="Cancelled On">
          {cancellation.date ? formatDateTime(cancellation.date) : 'N/A'}
        </DetailRow>
        {cancellation.refundAmount !== null && cancellation.refundAmount !== undefined && (
          <DetailRow label="Refund Amount">{formatMoney(cancellation.refundAmount)}</DetailRow>
        )}
        {cancellation.reason && <DetailRow label="Reason">{cancellation.reason}</DetailRow>}
      </dl>
    </Card>
  );
}
