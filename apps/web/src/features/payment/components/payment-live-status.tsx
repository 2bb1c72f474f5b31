import type { PaymentState } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusBanner } from '@/components/bookings';
import { StatusBanner } from '@/components/ui';

/**
 * Where the page says what the product has seen of the payment: a polite live region that stays in
 * place, so a screen reader hears "Payment seen…", then "Payment received", as they arrive.
 */
export function PaymentLiveStatus({ state }: { state: PaymentState }) {
  const { t } = useTranslation('payment');
  const expired = state.bookingStatus === 'CANCELLED' && state.cancelReason === 'EXPIRED';
  const watched = state.bookingStatus === 'PENDING' ? state.payment : null;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="invoice-status">
      {expired && (
        <StatusBanner tone="red" title={t('expired')}>
          <p>{t('expiredDetail')}</p>
        </StatusBanner>
      )}
      {watched && (
        <div className="space-y-1">
          <InvoiceStatusBanner payment={watched} />
          {(watched.status === 'AWAITING' || watched.status === 'SEEN') && (
            <p className="px-1 text-xs text-navy-600">{t('liveNote')}</p>
          )}
        </div>
      )}
    </div>
  );
}
