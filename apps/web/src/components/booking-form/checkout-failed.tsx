import { Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui';
import { isNotFound } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';

/** A checkout whose flight could not be read: "Flight not found" with `action`, else a retry. */
export function CheckoutFailed({
  error,
  onRetry,
  action,
}: {
  error: Error;
  onRetry: () => void;
  action: ReactNode;
}) {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('checkout');
  return (
    <section className="container-page py-12">
      {isNotFound(error) ? (
        <EmptyState
          title={t('flightNotFound')}
          icon={<Plane className="size-7" aria-hidden="true" />}
          action={action}
        />
      ) : (
        <ErrorState message={errorMessage(error, t('fetchFlightFailed'))} onRetry={onRetry} />
      )}
    </section>
  );
}
