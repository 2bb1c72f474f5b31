import type { Booking } from '@skylark/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { DetailRow } from './detail-row';

/** The admin's view of a booking's payment: when it was reported, and its own address (docs/product.md#143-paying-for-a-booking). */
export function PaymentSection({ booking }: { booking: Pick<Booking, 'paymentReportedAt' | 'payment'> }) {
  const { t } = useTranslation('bookings');
  const { paymentReportedAt, payment } = booking;
  return (
    <Card title={t('payment.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailRow label={t('payment.reportedAt')}>
          {paymentReportedAt ? formatDateTime(paymentReportedAt) : t('payment.notReported')}
        </DetailRow>
        {payment && (
          <DetailRow label={t('payment.receivingAddress')}>
            <span className="font-mono break-all" data-testid="booking-address" dir="ltr">
              {payment.address}
            </span>
            {payment.explorerUrl && (
              <a
                href={payment.explorerUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-1 flex items-center gap-1 text-sky-700 hover:underline"
              >
                {t('payment.viewOnExplorer')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            )}
          </DetailRow>
        )}
      </dl>
    </Card>
  );
}
