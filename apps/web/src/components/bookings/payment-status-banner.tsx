import type { PaymentStatus } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { StatusBanner } from '@/components/ui';
import { paymentTone } from './booking-status';

/** The admin "Payment Status" banner: green only when CONFIRMED. */
export function PaymentStatusBanner({ status }: { status: PaymentStatus | null | undefined }) {
  const { t } = useTranslation('bookings');
  return (
    <StatusBanner
      tone={paymentTone(status)}
      title={t('payment.statusTitle')}
      status={t(`status.${status ?? 'PENDING'}`)}
    >
      {status === 'CONFIRMED' ? t('payment.verified') : t('payment.awaitingVerification')}
    </StatusBanner>
  );
}
