import { useTranslation } from 'react-i18next';
import { StatusBanner } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

/** A pending booking whose payment the customer reported (docs/product.md#143-paying-for-a-booking). */
export function PaymentReportedNotice({ reportedAt }: { reportedAt: string }) {
  const { t } = useTranslation('bookings');
  return (
    <StatusBanner tone="blue" title={t('payment.reported')}>
      <p>{t('payment.reportedOn', { when: formatDateTime(reportedAt) })}</p>
    </StatusBanner>
  );
}
