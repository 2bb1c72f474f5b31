import { MSG, type ClassType, type Flight, type FlightSortKey } from '@skylark/contract';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Pagination } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { seatedOf } from '@/lib/party';
import type { Leg, TripSearch } from '@/lib/search-params';
import { connects } from '@/lib/trip-segments';
import { type FlightSearch, useFlightSearch } from '@/features/flights/api/search-flights';
import { ReturnChoice } from './return-choice';
import { SearchResultCard } from './search-result-card';
import { SoldOutCard } from './sold-out-card';

/** The API's search for one leg of the trip, with the trip's party, class and filters. */
export const legSearch = (search: TripSearch, leg: Leg): FlightSearch => ({
  departureCity: leg.from,
  arrivalCity: leg.to,
  departureDate: leg.date,
  classType: search.classType,
  passengers: seatedOf(search.party),
  minPrice: search.filters.minPrice,
  maxPrice: search.filters.maxPrice,
  maxDuration: search.filters.maxDuration,
  times: search.filters.times,
});

/** The flights of one leg (docs/product.md#131-the-flight-list). */
export function LegResults({
  search,
  leg,
  page,
  sort,
  onPage,
  outbound,
  pick,
}: {
  search: TripSearch;
  leg: Leg;
  page: number;
  sort: FlightSortKey;
  onPage?: (page: number) => void;
  /** the outbound flight chosen, while a return is being picked (docs/product.md#149-return-trips-and-multi-city) */
  outbound?: string;
  /** while this leg of a return or multi-city trip is picked: the flight before it, and the choice */
  pick?: { previous?: Flight; onChoose: (flightId: string, classType: ClassType) => void };
}) {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('flights');
  const query = useFlightSearch(legSearch(search, leg), page, sort);
  const soldOut = query.data?.soldOut ?? [];
  const soldOutList = soldOut.length > 0 && (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('search.soldOut')}>
      {soldOut.map((flight) => (
        <li key={flight._id} className="flex">
          <SoldOutCard flight={flight} />
        </li>
      ))}
    </ul>
  );
  return (
    <QueryList
      query={query}
      loadingLabel={t('loading')}
      errorText={(error) => errorMessage(error, MSG.searchFlightsFailed)}
      empty={
        soldOutList || (
          <EmptyState
            title={t('noMatchTitle')}
            description={t('noMatchText')}
            icon={<SearchX className="size-7" aria-hidden="true" />}
          />
        )
      }
    >
      {(data) => (
        <>
          <p className="text-sm text-navy-600" aria-live="polite">
            {t('matches', { count: data.totalFlights })}
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {data.data.map((flight) => (
              <li key={flight._id} className={`rendered-near-view flex ${outbound ? 'flex-col gap-2' : ''}`}>
                <SearchResultCard
                  flight={flight}
                  party={search.party}
                  choose={
                    pick && {
                      onChoose: (classType) => pick.onChoose(flight._id, classType),
                      blocked:
                        pick.previous && !connects(pick.previous, flight)
                          ? t('segment.legDoesNotConnect')
                          : undefined,
                    }
                  }
                />
                {outbound && (
                  <ReturnChoice outbound={outbound} flight={flight} classType={search.classType} />
                )}
              </li>
            ))}
          </ul>
          {soldOutList}
          {onPage && (
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={onPage} />
          )}
        </>
      )}
    </QueryList>
  );
}
