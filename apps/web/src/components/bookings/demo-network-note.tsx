import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * "Demo: test network" on an invoice whose address is on Bitcoin's test network: the embedded
 * default's demo key and rate (docs/product.md#143-paying-for-a-booking). Nothing for a real invoice.
 */
export function DemoNetworkNote({ payment }: { payment: { testNetwork: boolean } | null | undefined }) {
  const { t } = useTranslation('bookings');
  if (!payment?.testNetwork) return null;
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-info-600/25 bg-info-50 px-3 py-2 text-sm text-info-700"
      data-testid="demo-network"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t('payment.demoNetwork')}</strong>{' '}
        <span className="text-navy-700">{t('payment.demoNetworkDetail')}</span>
      </p>
    </div>
  );
}
