import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui';
import { seatedOf } from '@/lib/party';
import type { TripSearch } from '@/lib/search-params';
import { FareDays } from '@/features/flights/components/fare-calendar';
import { LegResults } from '@/features/flights/components/leg-results';
import { TripPicks, usePickedFlights } from '@/features/flights/components/trip-picks';
import { LIST_SORTS, type ListSort, type ListState } from '@/features/flights/url-state';
import { usePlaceNames } from '@/lib/i18n/place-names';

export function SortSelect({ sort, onSort }: { sort: ListSort; onSort: (sort: ListSort) => void }) {
  const { t } = useTranslation('flights');
  return (
    <div className="w-full sm:w-56">
      <Select
        label={t('state.sortBy')}
        name="sort"
        value={sort}
        onChange={(e) => onSort(e.target.value as ListSort)}
        options={LIST_SORTS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
      />
    </div>
  );
}

/**
 * A search's results (docs/product.md#131-the-flight-list): the flights of the leg to choose. A return
 * or multi-city search is picked leg by leg, in order, into one booking (docs/product.md#149-return-trips-and-multi-city).
 */
export function SearchResults({
  search,
  page,
  sort,
  go,
  outbound,
  picked = [],
}: {
  search: TripSearch;
  page: number;
  sort: ListSort;
  go: (next: Partial<ListState>) => void;
  outbound?: string;
  picked?: ListState['picked'];
}) {
  const { t } = useTranslation('flights');
  const { searchedCity } = usePlaceNames();
  const legs = search.legs;
  const several = legs.length > 1;
  const flights = usePickedFlights(picked);
  const current = several ? picked.length : 0;
  const leg = legs[current];
  return (
    <>
      {several && (
        <TripPicks
          search={search}
          picked={picked}
          flights={flights}
          onChange={(next) => go({ picked: next, page: 1 })}
        />
      )}
      {leg && (
        <section aria-label={t('flightN', { n: current + 1 })} className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            {several ? (
              <h2 className="text-xl font-bold text-navy-900">
                {t('segment.chooseLeg', { n: current + 1 })}:{' '}
                {t('legRoute', {
                  from: searchedCity(leg.from) || t('anywhere'),
                  to: searchedCity(leg.to) || t('anywhere'),
                })}
              </h2>
            ) : (
              <span />
            )}
            <SortSelect sort={sort} onSort={(next) => go({ sort: next, page: 1 })} />
          </div>
          {leg.from && leg.to && (
            <FareDays
              route={{
                from: leg.from,
                to: leg.to,
                classType: search.classType,
                passengers: seatedOf(search.party),
                adults: search.party.adults,
                children: search.party.children,
              }}
              date={leg.date || undefined}
              onPick={(date) =>
                go({
                  search: { ...search, legs: legs.map((l, i) => (i === current ? { ...l, date } : l)) },
                  page: 1,
                })
              }
            />
          )}
          <LegResults
            search={search}
            leg={leg}
            page={page}
            sort={sort}
            onPage={(next) => go({ page: next })}
            outbound={outbound}
            pick={
              several
                ? {
                    previous: current > 0 ? flights[current - 1] : undefined,
                    onChoose: (flightId, classType) =>
                      go({ picked: [...picked, { flightId, classType }], page: 1 }),
                  }
                : undefined
            }
          />
        </section>
      )}
    </>
  );
}
