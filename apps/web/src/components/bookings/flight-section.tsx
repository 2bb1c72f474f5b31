import { CLASS_LABELS, OFFER_NAMES, type Booking, type Tracking } from '@skylark/contract';
import { OfferPrice } from '@/components/flights/offer-price';
import { type FlightPlace, formatFlightDateTime, formatMoney } from '@/lib/format';
import { Card } from '@/components/ui';
import { orNA } from './booking-status';
import { DetailRow } from './detail-row';
import { SegmentFare, SegmentList } from './segment-list';
import { tripFlightNumbers } from './trip-flights';

type FlightPart = Pick<
  Tracking,
  'flightNumber' | 'classType' | 'totalAmount' | 'departure' | 'arrival' | 'segments'
>;

const dateOrNA = (place: Partial<FlightPlace> | undefined) =>
  place?.date ? formatFlightDateTime({ city: place.city ?? '', date: place.date }) : 'N/A';

/** Flight Details: shown only when a city exists (docs/product.md#23-visitor-and-customer-screens). */
export function FlightSection({
  booking,
  always = false,
}: {
  booking: Partial<FlightPart & Pick<Booking, 'offer' | 'listPrice' | 'cancelledFlight'>>;
  always?: boolean;
}) {
  if (!always && !booking.departure?.city && !booking.arrival?.city) return null;
  const single = booking.segments?.length === 1 ? booking.segments[0] : undefined;
  return (
    <Card title="Flight Details">
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailRow label="Flight Number">{tripFlightNumbers(booking)}</DetailRow>
        <DetailRow label="Class">{booking.classType ? CLASS_LABELS[booking.classType] : 'N/A'}</DetailRow>
        <DetailRow label="Total Amount">
          {booking.offer ? (
            <>
              <OfferPrice price={booking.listPrice ?? 0} offerPrice={booking.totalAmount ?? 0} />
              <span className="block text-navy-600">{OFFER_NAMES[booking.offer]}</span>
            </>
          ) : (
            formatMoney(booking.totalAmount ?? 0)
          )}
        </DetailRow>
        <DetailRow label="Departure">
          {orNA(booking.departure?.city)}
          <span className="block text-navy-600">{dateOrNA(booking.departure)}</span>
        </DetailRow>
        <DetailRow label="Arrival">
          {orNA(booking.arrival?.city)}
          <span className="block text-navy-600">{dateOrNA(booking.arrival)}</span>
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
