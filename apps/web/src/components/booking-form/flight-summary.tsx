import {
  DEFAULT_FARE_BRAND,
  FARE_BRAND_LABELS,
  type FareBrand,
  type FareBreakdown,
  type Flight,
} from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { ArrivalDays } from '@/components/flights/arrival-days';
import { FareRules } from '@/components/flights/fare-rules';
import { OfferPrice } from '@/components/flights/offer-price';
import { formatFlightDateTime, formatMoney } from '@/lib/format';
import type { TripSegment } from '@/lib/trip-segments';
import { FareBreakdownList } from './fare-breakdown';
import { usePlaceNames } from '@/lib/i18n/place-names';

interface FlightSummaryProps {
  flights: Flight[];
  segments: TripSegment[];
  /** each flight's price per seat in its class */
  prices: number[];
  /** the fare brand chosen on each flight (docs/product.md#1416-fare-brands) */
  brands?: FareBrand[];
  passengers: number;
  total: number;
  /** before an offer, struck through beside the total (docs/product.md#141-offers) */
  listTotal: number;
  /** per passenger type, the offer applied by rule, the total (docs/product.md#141-offers) */
  fare: FareBreakdown;
}

/**
 * The flights, classes and total beside the checkout (docs/product.md#23-visitor-and-customer-screens, docs/product.md#142-group-bookings-and-the-seat-map, docs/product.md#149-return-trips-and-multi-city): one
 * flight in full, a trip's flights as a list; then the passengers, the total, the fare breakdown and
 * the fare rules of each class booked.
 */
export function FlightSummary({
  flights,
  segments,
  prices,
  brands = [],
  passengers,
  total,
  listTotal,
  fare,
}: FlightSummaryProps) {
  const { t } = useTranslation('checkout');
  const { place } = usePlaceNames();
  const brandOf = (k: number) => brands[k] ?? DEFAULT_FARE_BRAND;
  // the fare rules are Classic's: shown for the classes booked as Classic; the other brands' terms are on their cards
  const classes = [
    ...new Set(segments.filter((_, k) => brandOf(k) === DEFAULT_FARE_BRAND).map((s) => s.classType)),
  ];
  const [flight] = flights;
  return (
    <Card title={flights.length > 1 ? t('yourTrip') : t('yourFlight')} className="lg:sticky lg:top-24">
      {flight && flights.length === 1 ? (
        <OneFlight
          flight={flight}
          classLabel={t(`class.${segments[0]!.classType}`)}
          fareLabel={FARE_BRAND_LABELS[brandOf(0)]}
        />
      ) : (
        <ol className="mb-3 space-y-3 text-sm">
          {flights.map((f, k) => (
            <li key={`${f._id}-${k}`}>
              <p className="font-semibold text-navy-900">
                {t('flightN', { n: k + 1 })} · <span dir="ltr">{f.flightNumber}</span>
              </p>
              <p className="text-navy-700">
                {place(f.departure.city)} → {place(f.arrival.city)}
              </p>
              <p className="text-navy-600">
                {t(`class.${segments[k]!.classType}`)} · {FARE_BRAND_LABELS[brandOf(k)]} ·{' '}
                {t('each', { price: formatMoney(prices[k] ?? 0) })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-navy-500">{t('passengers')}</dt>
          <dd className="font-medium text-navy-900">{passengers}</dd>
        </div>
        <div className="border-t border-navy-100 pt-3">
          <dt className="text-navy-500">{t('total')}</dt>
          <dd>
            <OfferPrice price={listTotal} offerPrice={total} className="text-2xl font-bold text-navy-900" />
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('fareBreakdown')}</dt>
          <dd>
            <FareBreakdownList fare={fare} />
          </dd>
        </div>
      </dl>
      {classes.map((classType) => (
        <FareRules key={classType} classType={classType} className="mt-4 border-t border-navy-100 pt-3" />
      ))}
    </Card>
  );
}

function OneFlight({
  flight,
  classLabel,
  fareLabel,
}: {
  flight: Flight;
  classLabel: string;
  fareLabel: string;
}) {
  const { t } = useTranslation('checkout');
  const { place } = usePlaceNames();
  return (
    <dl className="mb-3 space-y-3 text-sm">
      <div>
        <dt className="text-navy-500">{t('flight')}</dt>
        <dd className="font-semibold text-navy-900">
          <span dir="ltr">{flight.flightNumber}</span>
        </dd>
      </div>
      <div>
        <dt className="text-navy-500">{t('from')}</dt>
        <dd className="font-medium text-navy-900">{place(flight.departure.city)}</dd>
        <dd className="text-navy-600">{formatFlightDateTime(flight.departure)}</dd>
      </div>
      <div>
        <dt className="text-navy-500">{t('to')}</dt>
        <dd className="font-medium text-navy-900">{place(flight.arrival.city)}</dd>
        <dd className="text-navy-600">
          {formatFlightDateTime(flight.arrival)}
          <ArrivalDays departure={flight.departure} arrival={flight.arrival} />
        </dd>
      </div>
      <div>
        <dt className="text-navy-500">{t('classLabel')}</dt>
        <dd className="font-medium text-navy-900">{classLabel}</dd>
      </div>
      <div>
        <dt className="text-navy-500">{t('fare')}</dt>
        <dd className="font-medium text-navy-900">{fareLabel}</dd>
      </div>
    </dl>
  );
}
