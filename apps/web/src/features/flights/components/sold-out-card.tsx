import type { Flight } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui';
import { ArrivalDays } from '@/components/flights/arrival-days';
import { formatFlightDate, formatFlightTime } from '@/lib/format';
import { usePlaceNames } from '@/lib/i18n/place-names';

/** A flight that matched the search but has no seats left for the party: listed, marked "Sold out". */
export function SoldOutCard({ flight }: { flight: Flight }) {
  const { t } = useTranslation('flights');
  const { city } = usePlaceNames();
  return (
    <article
      aria-label={t('flightSoldOut', { number: flight.flightNumber, soldOut: t('search.soldOut') })}
      className="flex w-full flex-col gap-3 rounded-2xl border border-navy-100 bg-navy-50 p-5"
    >
      <header className="flex items-center justify-between gap-3">
        <span className="text-base font-bold tracking-wide text-navy-900" dir="ltr">
          {flight.flightNumber}
        </span>
        <Badge tone="gray">{t('search.soldOut')}</Badge>
      </header>
      <p className="text-sm text-navy-800">
        {formatFlightDate(flight.departure)} · {formatFlightTime(flight.departure)}{' '}
        {city(flight.departure.city)} → {formatFlightTime(flight.arrival)}
        <ArrivalDays departure={flight.departure} arrival={flight.arrival} /> {city(flight.arrival.city)}
      </p>
      <p className="text-sm text-navy-600">{t('search.soldOutDetail')}</p>
    </article>
  );
}
