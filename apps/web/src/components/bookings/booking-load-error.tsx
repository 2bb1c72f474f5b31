import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NetworkError, isNotFound } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { EmptyState, ErrorState, buttonClasses } from '@/components/ui';

export interface BookingLoadErrorProps {
  error: Error;
  /** The message when the server gave none. */
  fallback: string;
  onRetry: () => void;
}

/**
 * The page a customer sees when their booking did not load: "Booking not found" for an
 * unknown or malformed id (`isNotFound`), "You are offline" when the device has no connection,
 * otherwise the error with Try again.
 */
export function BookingLoadError({ error, fallback, onRetry }: BookingLoadErrorProps) {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('bookings');
  const missing = isNotFound(error);
  return (
    <section className="container-page py-12">
      {missing ? (
        <EmptyState
          title={t('loadError.notFound')}
          icon={<SearchX className="size-7" aria-hidden="true" />}
          action={
            <Link to="/my-bookings" className={buttonClasses({ variant: 'secondary' })}>
              {t('loadError.backToMyBookings')}
            </Link>
          }
        />
      ) : error instanceof NetworkError && !navigator.onLine ? (
        <ErrorState
          title={t('loadError.offline')}
          message={t('loadError.needsConnection')}
          onRetry={onRetry}
        />
      ) : (
        <ErrorState message={errorMessage(error, fallback)} onRetry={onRetry} />
      )}
    </section>
  );
}
