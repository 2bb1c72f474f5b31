import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPayBy } from '@/lib/format';

/** "Pay by Nov 27, 2026 08:15 CET": a pending booking's deadline at its departure airport. */
export function PayByLine({ payBy, airport }: { payBy: string; airport: string }) {
  const { t } = useTranslation('bookings');
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-navy-900" data-testid="pay-by">
      <Clock className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
      {t('payment.payBy', { when: formatPayBy(payBy, airport) })}
    </p>
  );
}
