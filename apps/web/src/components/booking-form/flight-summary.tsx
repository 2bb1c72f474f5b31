import { CLASS_LABELS, type ClassType, type FareBreakdown, type Flight } from '@skylark/contract';
import { Card } from '@/components/ui';
import { FareRules } from '@/components/flights/fare-rules';
import { OfferPrice } from '@/components/flights/offer-price';
import { formatFlightDateTime } from '@/lib/format';
import { FareBreakdownList } from './fare-breakdown';
import { ArrivalDays } from '@/components/flights/arrival-days';

/** The flight, class and total beside the booking form (docs/product.md §2.3, §14.2). */
export function FlightSummary({
  flight,
  classType,
  passengers,
  total,
  listTotal = total,
  fare,
}: {
  flight: Flight;
  classType: ClassType;
  passengers: number;
  total: number;
  /** before an offer, struck through beside the total (docs/product.md §14.1) */
  listTotal?: number;
  /** per passenger type, the offer applied by rule, the total (docs/product.md §14.1) */
  fare?: FareBreakdown;
}) {
  return (
    <Card title="Your Flight" className="lg:sticky lg:top-24">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-navy-500">Flight</dt>
          <dd className="font-semibold text-navy-900">{flight.flightNumber}</dd>
        </div>
        <div>
          <dt className="text-navy-500">From</dt>
          <dd className="font-medium text-navy-900">{flight.departure.city}</dd>
          <dd className="text-navy-600">{formatFlightDateTime(flight.departure)}</dd>
        </div>
        <div>
          <dt className="text-navy-500">To</dt>
          <dd className="font-medium text-navy-900">{flight.arrival.city}</dd>
          <dd className="text-navy-600">
            {formatFlightDateTime(flight.arrival)}
            <ArrivalDays departure={flight.departure} arrival={flight.arrival} />
          </dd>
        </div>
        <div>
          <dt className="text-navy-500">Class</dt>
          <dd className="font-medium text-navy-900">{CLASS_LABELS[classType]}</dd>
        </div>
        <div>
          <dt className="text-navy-500">Passengers</dt>
          <dd className="font-medium text-navy-900">{passengers}</dd>
        </div>
        <div className="border-t border-navy-100 pt-3">
          <dt className="text-navy-500">Total</dt>
          <dd>
            <OfferPrice price={listTotal} offerPrice={total} className="text-2xl font-bold text-navy-900" />
          </dd>
        </div>
        {fare && (
          <div>
            <dt className="sr-only">Fare breakdown</dt>
            <dd>
              <FareBreakdownList fare={fare} />
            </dd>
          </div>
        )}
      </dl>
      <FareRules classType={classType} className="mt-4 border-t border-navy-100 pt-3" />
    </Card>
  );
}
