import { MSG } from '@skylark/contract';
import { Headset, PlaneTakeoff, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FlightCard } from '@/components/flights/flight-card';
import { TripSearchBox } from '@/components/flight-search/trip-search-box';
import { Button, EmptyState, Pagination, buttonClasses, cn, usePageTitle } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { useScrollTopOnChange } from '@/lib/hooks/use-scroll-top-on-change';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useFlights } from '@/features/flights/api/get-flights';
import { OfferBanner } from '@/features/flights/components/offer-banner';
import { ReturnChoice } from '@/features/flights/components/return-choice';
import { SearchFiltersForm } from '@/features/flights/components/search-filters';
import { SearchResults, SortSelect } from '@/features/flights/components/search-results';
import { SearchSummary } from '@/features/flights/components/search-summary';
import { type ListState, readListState, writeListState } from '@/features/flights/url-state';

/**
 * The page of flights with no search. Its query lives here, so the answer's arrival re-renders the
 * list alone, not the search box above it.
 */
function FlightList({ state, go }: { state: ListState; go: (next: Partial<ListState>) => void }) {
  const errorMessage = useErrorMessage();
  const { page, sort, offer } = state;
  const { t } = useTranslation('flights');
  const query = useFlights({ page, offer, sort });
  return (
    <QueryList
      query={query}
      loadingLabel={t('loading')}
      errorText={(error) => errorMessage(error, MSG.fetchFlightsFailed)}
      empty={
        <EmptyState
          title={t('screen.noFlightsAvailable')}
          description={t('screen.noFlightsDescription')}
          icon={<PlaneTakeoff className="size-7" aria-hidden="true" />}
          action={
            <>
              <Button
                onClick={() => void query.refetch()}
                loading={query.isFetching}
                icon={<RotateCw className="size-4" aria-hidden="true" />}
              >
                {t('screen.refreshFlights')}
              </Button>
              <Link to="/contact" className={buttonClasses({ variant: 'outline' })}>
                <Headset className="size-4" aria-hidden="true" />
                {t('screen.contactSupport')}
              </Link>
            </>
          }
        />
      }
    >
      {(data) => (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <p className="text-sm text-navy-600" aria-live="polite">
              {t('count', { count: data.totalFlights })}
            </p>
            <SortSelect sort={sort} onSort={(next) => go({ sort: next, page: 1 })} />
          </div>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {data.data.map((flight) => (
              <li
                key={flight._id}
                className={`rendered-near-view flex ${state.outbound ? 'flex-col gap-2' : ''}`}
              >
                <FlightCard flight={flight} offer={offer} className="w-full" />
                {state.outbound && <ReturnChoice outbound={state.outbound} flight={flight} />}
              </li>
            ))}
          </ul>
          <Pagination
            // the page of the cards shown: while the next one loads, the last one stays
            page={data.currentPage}
            totalPages={data.totalPages}
            onPageChange={(next) => go({ page: next })}
          />
        </>
      )}
    </QueryList>
  );
}

/**
 * Available Flights (docs/product.md#23-visitor-and-customer-screens, docs/product.md#131-the-flight-list): search, filters, sort, offers and page all live in
 * the URL, so Back, a reload and a shared link show the same list.
 */
export default function FlightsPage() {
  const { t } = useTranslation('flights');
  usePageTitle(t('screen.availableFlights'));
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const { page, sort, offer, search } = state;
  const go = (next: Partial<ListState>) => setParams(writeListState({ ...state, ...next }));
  useScrollTopOnChange(page);
  const [editing, setEditing] = useState(false);

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-navy-900">{t('screen.availableFlights')}</h1>
        <p className="text-navy-600">{t('intro')}</p>
      </header>

      {offer && search === null && (
        <OfferBanner offer={offer} onDismiss={() => go({ offer: undefined, page: 1 })} />
      )}

      {state.outbound && (
        <p role="status" className="rounded-xl bg-sky-50 p-4 font-medium text-navy-900">
          {t('segment.chooseReturn')}
        </p>
      )}

      {search && (
        <SearchSummary search={search} expanded={editing} onToggle={() => setEditing((open) => !open)} />
      )}
      {/* on a phone, a search's form and filters fold away behind the summary */}
      <div id="search-and-filters" className={cn('space-y-6', search && !editing && 'hidden sm:block')}>
        <TripSearchBox
          key={writeListState({ ...state, sort: 'date', page: 1, picked: undefined }).toString()}
          initial={search}
          onSearch={(next) => {
            setEditing(false);
            go({ search: next, page: 1, picked: undefined });
          }}
          onClear={() => {
            setEditing(false);
            go({ search: null, page: 1, picked: undefined });
          }}
        />
        {search && (
          <SearchFiltersForm
            key={JSON.stringify(search.filters)}
            filters={search.filters}
            onApply={(filters) => {
              setEditing(false);
              go({ search: { ...search, filters }, page: 1 });
            }}
          />
        )}
      </div>

      {search ? (
        <SearchResults
          search={search}
          page={page}
          sort={sort}
          go={go}
          outbound={state.outbound}
          picked={state.picked}
        />
      ) : (
        <FlightList state={state} go={go} />
      )}
    </div>
  );
}
