import { offerUnitPrice, type Flight, type Offer } from '@skylark/contract';
import { ArrowRight, CalendarDays, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, buttonClasses, cn } from '@/components/ui';
import { formatFlightDate, formatFlightTime } from '@/lib/format';
import { usePlaceNames } from '@/lib/i18n/place-names';
import { CustomerFlightStatus } from './flight-status';
import { OfferPrice } from './offer-price';

export interface FlightCardProps {
  flight: Flight;
  /** the offer the list was opened with; View Details keeps it (docs/product.md#131-the-flight-list) */
  offer?: Offer;
  className?: string;
}

/**
 * One flight of a list (docs/product.md#23-visitor-and-customer-screens): number, status, from and to, departure date, the
 * lowest class price, a chip per class with its seats, and View Details.
 */
export function FlightCard({ flight, offer, className }: FlightCardProps) {
  const { t } = useTranslation('flights');
  const { city, place } = usePlaceNames();
  return (
    <article
      aria-label={t('flight', { number: flight.flightNumber })}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-card transition-shadow hover:shadow-lg',
        className,
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="flex size-9 items-center justify-center rounded-full bg-sky-50 text-sky-600">
            <Plane className="size-4" aria-hidden="true" />
          </span>
          <span className="text-base font-bold tracking-wide text-navy-900" dir="ltr">
            {flight.flightNumber}
          </span>
        </div>
        <CustomerFlightStatus status={flight.status} />
      </header>

      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-navy-500 uppercase">{t('from')}</p>
          <p className="truncate text-lg font-semibold text-navy-900" title={flight.departure.city}>
            {city(flight.departure.city)}
          </p>
          <p className="truncate text-xs text-navy-500">{place(flight.departure.city)}</p>
        </div>
        <ArrowRight className="size-5 text-sky-500 rtl:-scale-x-100" aria-label={t('toArrow')} />
        <div className="min-w-0 text-end">
          <p className="text-xs font-medium text-navy-500 uppercase">{t('to')}</p>
          <p className="truncate text-lg font-semibold text-navy-900" title={flight.arrival.city}>
            {city(flight.arrival.city)}
          </p>
          <p className="truncate text-xs text-navy-500">{place(flight.arrival.city)}</p>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-navy-700">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-navy-400" aria-hidden="true" />
          <span>{formatFlightDate(flight.departure)}</span>
          <span className="text-navy-400">·</span>
          <span dir="ltr">{formatFlightTime(flight.departure)}</span>
        </span>
        <span>
          <span className="text-xs text-navy-500">{t('fromPrice')}</span>
          <OfferPrice
            price={flight.lowestPrice}
            offerPrice={offerUnitPrice(offer, flight.lowestPrice, new Date(flight.departureTime))}
            className="text-lg font-bold text-navy-900"
          />
        </span>
      </div>

      <ul className="flex flex-wrap gap-2" aria-label={t('classesLabel')}>
        {flight.classTypes.map((c) => (
          <li key={c.type}>
            <Badge tone={c.availableSeats > 0 ? 'blue' : 'gray'}>
              {t('classSeats', { name: t(`classes.${c.type}`), count: c.availableSeats })}
            </Badge>
          </li>
        ))}
      </ul>

      <Link
        to={offer ? `/book-flights/${flight._id}?offer=${offer}` : `/book-flights/${flight._id}`}
        className={buttonClasses({ variant: 'secondary', block: true, className: 'mt-auto' })}
        aria-label={t('viewDetailsOf', { number: flight.flightNumber })}
      >
        {t('screen.viewDetails')}
      </Link>
    </article>
  );
}
