import type { Booking, Tracking } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { OfferPrice } from '@/components/flights/offer-price';
import { type FlightPlace, formatFlightDateTime, formatMoney } from '@/lib/format';
import { Card } from '@/components/ui';
import { orNA } from './booking-status';
import { DetailRow } from './detail-row';
import { SegmentFare, SegmentList } from './segment-list';
import { tripFlightNumbers } from './trip-flights';
import { usePlaceNames } from '@/lib/i18n/place-names';

type FlightPart = Pick<
  Tracking,
  'flightNumber' | 'classType' | 'totalAmount' | 'departure' | 'arrival' | 'segments'
>;

const dateOf = (place: Partial<FlightPlace> | undefined) =>
  place?.date ? formatFlightDateTime({ city: place.city ?? '', date: place.date }) : null;

/** Flight Details: shown only when a city exists (docs/product.md#23-visitor-and-customer-screens). */
export function FlightSection({
  booking,
  always = false,
}: {
  booking: Partial<FlightPart & Pick<Booking, 'offer' | 'listPrice' | 'cancelledFlight'>>;
  always?: boolean;
}) {
  const { t } = useTranslation('bookings');
  const { place } = usePlaceNames();
  if (!always && !booking.departure?.city && !booking.arrival?.city) return null;
  const single = booking.segments?.length === 1 ? booking.segments[0] : undefined;
  const when = (place: Partial<FlightPlace> | undefined) => (
    <span className="block text-navy-600">{dateOf(place) ?? t('notAvailable')}</span>
  );
  return (
    <Card title={t('flight.title')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailRow label={t('flight.flightNumber')}>
          <span dir="ltr">{tripFlightNumbers(booking) || t('notAvailable')}</span>
        </DetailRow>
        <DetailRow label={t('flight.class')}>
          {booking.classType ? t(`flight.classes.${booking.classType}`) : t('notAvailable')}
        </DetailRow>
        <DetailRow label={t('flight.totalAmount')}>
          {booking.offer ? (
            <>
              <OfferPrice price={booking.listPrice ?? 0} offerPrice={booking.totalAmount ?? 0} />
              <span className="block text-navy-600">{t(`offers.${booking.offer}`, { ns: 'flights' })}</span>
            </>
          ) : (
            formatMoney(booking.totalAmount ?? 0)
          )}
        </DetailRow>
        <DetailRow label={t('flight.departure')}>
          {orNA(t, booking.departure?.city && place(booking.departure.city))}
          {when(booking.departure)}
        </DetailRow>
        <DetailRow label={t('flight.arrival')}>
          {orNA(t, booking.arrival?.city && place(booking.arrival.city))}
          {when(booking.arrival)}
        </DetailRow>
      </dl>
      {/* a one-flight booking's fare brand, as each flight of a trip shows its own */}
      {single?.fareBrand && single.fareTerms && (
        <div className="mt-3 text-sm">
          <SegmentFare segment={single} />
        </div>
      )}
      {booking.segments && booking.segments.length > 1 && (
        <div className="mt-4">
          <SegmentList segments={booking.segments} cancelledSegment={booking.cancelledFlight?.segment} />
        </div>
      )}
    </Card>
  );
}
