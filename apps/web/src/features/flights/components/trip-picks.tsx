import type { Flight } from '@skylark/contract';
import { formatMoney } from '@/lib/format';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, buttonClasses } from '@/components/ui';
import { flightQueryOptions } from '@/lib/api/get-flight';
import { formatFlightDateTime } from '@/lib/format';
import { partyPrice } from '@/lib/party';
import { partyText } from '@/features/flights/party-text';
import type { TripSearch } from '@/lib/search-params';
import { type TripSegment, tripCheckoutPath } from '@/lib/trip-segments';
import { usePlaceNames } from '@/lib/i18n/place-names';

/** The flights picked so far, read (from the cache when the list showed them). */
export function usePickedFlights(picked: TripSegment[]): (Flight | undefined)[] {
  return useQueries({
    queries: picked.map((p) => flightQueryOptions(p.flightId)),
    combine: (results) => results.map((r) => r.data),
  });
}

/**
 * A return or multi-city search's trip as it is picked, leg by leg (docs/product.md#149-return-trips-and-multi-city): each
 * leg's flight and class, a way to change it, the party's total, and, once every leg has a flight,
 * the way to the trip's checkout.
 */
export function TripPicks({
  search,
  picked,
  flights,
  onChange,
}: {
  search: TripSearch;
  picked: TripSegment[];
  flights: (Flight | undefined)[];
  onChange: (picked: TripSegment[]) => void;
}) {
  const { t } = useTranslation('flights');
  const { searchedCity } = usePlaceNames();
  const chosen = picked.map((p, k) => ({ ...p, flight: flights[k] }));
  const priceOf = (k: number) =>
    chosen[k]?.flight?.classTypes.find((c) => c.type === chosen[k]!.classType)?.price ?? 0;
  const first = chosen[0]?.flight;
  const priced =
    first &&
    partyPrice(
      chosen.reduce((sum, _, k) => sum + priceOf(k), 0),
      search.party,
      new Date(first.departure.date),
    );
  const complete = picked.length === search.legs.length;
  return (
    <Card title={t('segment.yourTrip')} description={t('forParty', { who: partyText(t, search.party) })}>
      <ol aria-label={t('segment.yourTrip')} className="space-y-3">
        {search.legs.map((leg, k) => {
          const flight = chosen[k]?.flight;
          return (
            <li
              key={k}
              aria-current={k === picked.length ? 'step' : undefined}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-navy-100 pt-3 first:border-0 first:pt-0"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-navy-900">
                  {t('legTitle', {
                    n: k + 1,
                    from: searchedCity(leg.from) || t('anywhere'),
                    to: searchedCity(leg.to) || t('anywhere'),
                  })}
                </p>
                {flight ? (
                  <p className="text-navy-700">
                    {flight.flightNumber} · {formatFlightDateTime(flight.departure)} ·{' '}
                    {t(`classes.${chosen[k]!.classType}`)} · {t('each', { price: formatMoney(priceOf(k)) })}
                  </p>
                ) : (
                  <p className="text-navy-600">
                    {k < picked.length
                      ? t('loadingOne')
                      : k === picked.length
                        ? t('chooseBelow')
                        : t('notChosen')}
                  </p>
                )}
              </div>
              {k < picked.length && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(picked.slice(0, k))}
                  aria-label={t('changeFlight', { n: k + 1 })}
                >
                  {t('segment.change')}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {priced && (
        <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 border-t border-navy-100 pt-3">
          <span className="text-navy-600">
            {t('totalFor', { who: partyText(t, search.party) })}
            {priced.offer && <> ({t(`offers.${priced.offer}`)})</>}
          </span>
          <span className="text-xl font-bold text-navy-900" data-testid="trip-total">
            {formatMoney(priced.totalCents / 100)}
          </span>
        </p>
      )}
      {complete && (
        <Link
          to={tripCheckoutPath(picked, search.party)}
          className={`mt-4 ${buttonClasses({ variant: 'primary', block: true })}`}
        >
          {t('segment.toCheckout')}
        </Link>
      )}
    </Card>
  );
}
