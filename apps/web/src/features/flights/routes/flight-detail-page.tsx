import {
  BOOKABLE_FLIGHT_STATUSES,
  MSG,
  bookingsCloseAt,
  bookingsOpen,
  isOffer,
  offerUnitPrice,
  type ClassType,
  type Flight,
} from '@skylark/contract';
import { ArrowLeft, ArrowRight, Check, Clock, Plane } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FareRules } from '@/components/flights/fare-rules';
import { usePlaceNames } from '@/lib/i18n/place-names';
import { CustomerFlightStatus } from '@/components/flights/flight-status';
import { OfferPrice } from '@/components/flights/offer-price';
import {
  Button,
  EmptyState,
  ErrorState,
  Spinner,
  StatusBanner,
  buttonClasses,
  cn,
  usePageTitle,
} from '@/components/ui';
import { isNotFound } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatFlightDate, formatFlightDateTime, formatFlightTime, formatMoney } from '@/lib/format';
import { ArrivalDays } from '@/components/flights/arrival-days';
import { useFlight } from '@/lib/api/get-flight';
import { ApproxPrice } from '@/components/money/approx-price';

function duration(flight: Flight, t: TFunction<'flights'>): string {
  const minutes = Math.round((Date.parse(flight.arrival.date) - Date.parse(flight.departure.date)) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  return t('duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

function Place({
  label,
  place,
  from,
}: {
  label: string;
  place: Flight['departure'];
  from?: Flight['departure'];
}) {
  const { city, place: placeName } = usePlaceNames();
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-navy-500 uppercase">{label}</p>
      <p className="text-2xl font-bold text-navy-900">{city(place.city)}</p>
      <p className="text-sm text-navy-600">{placeName(place.city)}</p>
      <p className="mt-2 text-sm font-medium text-navy-800">
        {formatFlightDate(place)} · {formatFlightTime(place)}
        {from && <ArrivalDays departure={from} arrival={place} />}
      </p>
    </div>
  );
}

/** Flight detail (docs/product.md#23-visitor-and-customer-screens): choose a travel class, then Book Now. */
export default function FlightDetailPage() {
  const errorMessage = useErrorMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const flight = useFlight(id);
  const { t } = useTranslation('flights');
  const [classType, setClassType] = useState<ClassType | null>(null);
  const offerParam = useSearchParams()[0].get('offer');
  const offer = isOffer(offerParam) ? offerParam : undefined;
  usePageTitle(flight.data ? t('flight', { number: flight.data.flightNumber }) : t('details'));

  if (flight.isPending) {
    return (
      <div className="flex justify-center py-24 text-sky-600">
        <Spinner size="lg" label={t('loadingFlight')} />
      </div>
    );
  }

  if (flight.isError) {
    return (
      <div className="container-page py-10">
        {isNotFound(flight.error) ? (
          <EmptyState
            title={t('screen.flightNotFound')}
            description={t('notFoundText')}
            icon={<Plane className="size-7" aria-hidden="true" />}
            action={
              <Link to="/book-flights" className={buttonClasses({ variant: 'secondary' })}>
                <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {t('screen.backToFlights')}
              </Link>
            }
          />
        ) : (
          <ErrorState
            message={errorMessage(flight.error, MSG.fetchFlightDetailsFailed)}
            onRetry={() => void flight.refetch()}
            action={
              <Link to="/book-flights" className={buttonClasses({ variant: 'outline' })}>
                {t('screen.backToFlights')}
              </Link>
            }
          />
        )}
      </div>
    );
  }

  const f = flight.data;
  const isCancelled = f.status === 'CANCELLED';
  // bookings close 2 hours before departure, when the last payment could still arrive
  const closed = !isCancelled && !bookingsOpen(f.departure.date);
  const bookable = BOOKABLE_FLIGHT_STATUSES.includes(f.status) && !closed;
  const time = duration(f, t);

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <Link
        to="/book-flights"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-sky-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('screen.backToFlights')}
      </Link>

      <section
        aria-labelledby="flight-title"
        className="rounded-2xl border border-navy-100 bg-white p-5 shadow-card sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="flight-title" className="flex items-center gap-2 text-2xl font-bold text-navy-900">
            <Plane className="size-6 text-sky-600" aria-hidden="true" />
            <Trans
              t={t}
              i18nKey="flightHeading"
              values={{ number: f.flightNumber }}
              components={[<span key="number" dir="ltr" />]}
            />
          </h1>
          <CustomerFlightStatus status={f.status} />
        </div>
        <div className="mt-6 grid items-center gap-6 sm:grid-cols-[1fr_auto_1fr]">
          <Place label={t('departure')} place={f.departure} />
          <div className="flex flex-col items-center text-navy-500">
            <ArrowRight className="size-6 text-sky-500 rtl:-scale-x-100" aria-hidden="true" />
            {time && (
              <span className="mt-1 inline-flex items-center gap-1 text-xs">
                <Clock className="size-3.5" aria-hidden="true" />
                {time}
              </span>
            )}
          </div>
          <div className="sm:text-end">
            <Place label={t('arrival')} place={f.arrival} from={f.departure} />
          </div>
        </div>
        {f.status === 'DELAYED' && (
          <StatusBanner tone="yellow" title={t('state.delayedTitle')} className="mt-6">
            {t('state.delayedBody')}
          </StatusBanner>
        )}
        {!isCancelled && !closed && (
          <p className="mt-6 text-sm text-navy-600">
            {t('seatsAvailable', { count: f.availableSeats })}{' '}
            <span className="font-semibold text-navy-900">{formatMoney(f.lowestPrice)}</span>
            <ApproxPrice usd={f.lowestPrice} />
          </p>
        )}
      </section>

      {isCancelled ? (
        <StatusBanner tone="red" title={t('state.cancelledTitle')}>
          {t('state.cancelledBody')}
        </StatusBanner>
      ) : closed ? (
        <StatusBanner tone="yellow" title={t('search.bookingsClosedTitle')}>
          {t('bookingsClosed', {
            at: formatFlightDateTime({
              date: bookingsCloseAt(f.departure.date).toISOString(),
              city: f.departure.city,
            }),
          })}
        </StatusBanner>
      ) : (
        <section
          aria-labelledby="class-title"
          className="rounded-2xl border border-navy-100 bg-white p-5 shadow-card sm:p-8"
        >
          <h2 id="class-title" className="text-xl font-semibold text-navy-900">
            {t('screen.selectTravelClass')}
          </h2>
          <div
            role="radiogroup"
            aria-labelledby="class-title"
            className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {f.classTypes.map((c) => {
              const selected = classType === c.type;
              const soldOut = c.availableSeats <= 0;
              return (
                <button
                  key={c.type}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  disabled={soldOut}
                  onClick={() => setClassType(c.type)}
                  className={cn(
                    'flex items-start justify-between gap-3 rounded-xl border-2 p-4 text-start transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500',
                    'disabled:cursor-not-allowed disabled:opacity-50',
                    selected ? 'border-sky-500 bg-sky-50' : 'border-navy-100 hover:border-navy-300',
                  )}
                >
                  <span>
                    <span className="block font-semibold text-navy-900">{t(`classes.${c.type}`)}</span>
                    <span className="block text-sm text-navy-600">
                      {soldOut ? t('soldOut') : t('seatsLeft', { count: c.availableSeats })}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <OfferPrice
                      price={c.price}
                      offerPrice={offerUnitPrice(offer, c.price, new Date(f.departure.date))}
                      className="text-lg font-bold text-navy-900"
                    />
                    {selected && <Check className="size-5 text-sky-600" aria-hidden="true" />}
                  </span>
                </button>
              );
            })}
          </div>
          {classType && <FareRules classType={classType} className="mt-5 rounded-xl bg-sky-50 p-4" />}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p
              className={cn('text-sm', classType ? 'text-navy-600' : 'font-medium text-warning-700')}
              aria-live="polite"
            >
              {!bookable
                ? t('notBookable')
                : classType
                  ? t('classSelected', { name: t(`classes.${classType}`) })
                  : t('selectClassFirst')}
            </p>
            <Button
              size="lg"
              disabled={!classType || !bookable}
              onClick={() =>
                // the class also rides in the URL, so a detour through /login keeps it (docs/product.md#142-group-bookings-and-the-seat-map)
                classType &&
                navigate(`/booking/confirm/${f._id}?class=${classType}${offer ? `&offer=${offer}` : ''}`, {
                  state: { classType },
                })
              }
            >
              {t('screen.bookNow')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              disabled={!classType || !bookable}
              onClick={() =>
                classType &&
                navigate(
                  `/book-flights?${new URLSearchParams({
                    from: f.arrival.city,
                    to: f.departure.city,
                    passengers: '1',
                    outbound: `${f._id}:${classType}`,
                  }).toString()}`,
                )
              }
            >
              {t('segment.addReturn')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
