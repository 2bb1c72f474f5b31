import { ArrowRight, PlaneTakeoff } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlightCard } from '@/components/flights/flight-card';
import { buttonClasses, EmptyState, ErrorState } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useHomeFlights } from '@/features/marketing/api/get-home-flights';
import { SectionHeading } from './section-heading';

function CardSkeleton() {
  return (
    <li className="h-56 animate-pulse rounded-2xl border border-navy-100 bg-white p-5" aria-hidden="true">
      <div className="h-4 w-24 rounded bg-navy-100" />
      <div className="mt-6 h-6 w-3/4 rounded bg-navy-100" />
      <div className="mt-3 h-4 w-1/2 rounded bg-navy-50" />
      <div className="mt-10 h-9 w-full rounded-lg bg-navy-50" />
    </li>
  );
}

/** "Available Flights": the first six flights, or "Failed to load available flights" (docs/product.md#23-visitor-and-customer-screens). */
export function AvailableFlights() {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('marketing');
  // The cards of the answer render in a background pass that yields to the browser, as a list's rows
  // do (QueryList), instead of in the task that received the answer.
  const flights = useDeferredValue(useHomeFlights());
  return (
    <section aria-labelledby="available-flights-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="available-flights-title"
            eyebrow={t('flights.eyebrow')}
            title={t('flights.title')}
            lead={t('flights.lead')}
            align="left"
          />
          <Link
            to="/book-flights"
            className={buttonClasses({ variant: 'secondary', className: 'shrink-0 self-start sm:self-auto' })}
          >
            {t('flights.viewAll')}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-10">
          {flights.isPending ? (
            <ul
              className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
              aria-busy="true"
              aria-label={t('flights.loading')}
            >
              {Array.from({ length: 6 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </ul>
          ) : flights.isError ? (
            <ErrorState
              title={t('flights.loadFailed')}
              message={errorMessage(flights.error, t('flights.loadFailed'))}
              onRetry={() => void flights.refetch()}
            />
          ) : flights.data.data.length === 0 ? (
            <EmptyState
              icon={<PlaneTakeoff className="size-7" aria-hidden="true" />}
              title={t('flights.none')}
              description={t('flights.noneDescription')}
            />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-flights">
              {flights.data.data.map((flight) => (
                <li key={flight._id} className="rendered-near-view flex">
                  <FlightCard flight={flight} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
