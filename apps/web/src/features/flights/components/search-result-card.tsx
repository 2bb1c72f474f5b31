import type { ClassType, Flight } from '@skylark/contract';
import { formatMoney } from '@/lib/format';
import type { TFunction } from 'i18next';
import { ArrowRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Button, buttonClasses } from '@/components/ui';
import { formatFlightDate, formatFlightTime } from '@/lib/format';
import { usePlaceNames } from '@/lib/i18n/place-names';
import { type Party, partyPrice, partyQuery, seatedOf } from '@/lib/party';
import { partyText } from '@/features/flights/party-text';
import { ArrivalDays } from '@/components/flights/arrival-days';
import { ApproxPrice } from '@/components/money/approx-price';

/** "7h 05m" from departure to arrival. */
export function durationText(flight: Flight, t: TFunction<'flights'>): string {
  const minutes = Math.round((Date.parse(flight.arrival.date) - Date.parse(flight.departure.date)) / 60_000);
  return t('duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/**
 * One flight of a search (docs/product.md#131-the-flight-list): times at each airport, duration, each class with
 * seats for the whole party or marked not available, and the party's total with the offer its rules
 * give (the server prices the booking the same way).
 */
export function SearchResultCard({
  flight,
  party,
  choose,
}: {
  flight: Flight;
  party: Party;
  /** while a leg of a return or multi-city trip is picked: choose a class for it, or why this flight cannot be */
  choose?: { onChoose: (classType: ClassType) => void; blocked?: string };
}) {
  const { t } = useTranslation('flights');
  const { city } = usePlaceNames();
  const seated = seatedOf(party);
  const departureAt = new Date(flight.departure.date);
  const who = partyText(t, party);
  return (
    <article
      aria-label={t('flight', { number: flight.flightNumber })}
      className="flex w-full flex-col gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
    >
      <header className="flex items-center justify-between gap-3">
        <span className="text-base font-bold tracking-wide text-navy-900" dir="ltr">
          {flight.flightNumber}
        </span>
        <span className="text-sm text-navy-600">{formatFlightDate(flight.departure)}</span>
      </header>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <div className="min-w-0">
          <p className="text-xl font-bold text-navy-900" data-testid="departs" dir="ltr">
            {formatFlightTime(flight.departure)}
          </p>
          <p className="truncate text-sm text-navy-700" title={flight.departure.city}>
            {city(flight.departure.city)}
          </p>
        </div>
        <div className="flex flex-col items-center text-xs text-navy-600">
          <span className="inline-flex items-center gap-1" data-testid="duration">
            <Clock className="size-3.5" aria-hidden="true" />
            {durationText(flight, t)}
          </span>
          <ArrowRight className="size-4 text-sky-600 rtl:-scale-x-100" aria-label={t('toArrow')} />
        </div>
        <div className="min-w-0 text-end">
          <p className="text-xl font-bold text-navy-900" data-testid="arrives" dir="ltr">
            {formatFlightTime(flight.arrival)}
            <ArrivalDays departure={flight.departure} arrival={flight.arrival} />
          </p>
          <p className="truncate text-sm text-navy-700" title={flight.arrival.city}>
            {city(flight.arrival.city)}
          </p>
        </div>
      </div>
      <ul className="space-y-2" aria-label={t('classesFor', { who })}>
        {flight.classTypes.map((c) => {
          const open = c.availableSeats >= seated;
          const priced = partyPrice(c.price, party, departureAt);
          return (
            <li
              key={c.type}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-navy-100 pt-2"
            >
              <span className="text-sm">
                <span className="font-semibold text-navy-900">{t(`classes.${c.type}`)}</span>{' '}
                {open ? (
                  <span className="text-navy-600">
                    {t('eachTotal', { price: formatMoney(c.price), who })}{' '}
                    <strong className="text-navy-900">{formatMoney(priced.totalCents / 100)}</strong>
                    <ApproxPrice usd={priced.totalCents / 100} />
                    {priced.offer && <> ({t(`offers.${priced.offer}`)})</>}
                  </span>
                ) : (
                  <Badge tone="gray">{t('notAvailable', { count: seated })}</Badge>
                )}
              </span>
              {open && choose && !choose.blocked && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => choose.onChoose(c.type)}
                  aria-label={t('chooseClass', { name: t(`classes.${c.type}`), number: flight.flightNumber })}
                >
                  {t('choose')}
                </Button>
              )}
              {open && !choose && (
                <Link
                  to={`/booking/confirm/${flight._id}?class=${c.type}&${partyQuery(party)}`}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  aria-label={t('selectClass', { name: t(`classes.${c.type}`), number: flight.flightNumber })}
                >
                  {t('select')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {choose?.blocked && <p className="text-sm text-navy-600">{choose.blocked}</p>}
      <Link to={`/book-flights/${flight._id}`} className="text-sm font-medium text-sky-700 underline">
        {t('flightDetails')}
      </Link>
    </article>
  );
}
