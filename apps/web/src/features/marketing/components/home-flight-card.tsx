import type { Flight } from '@skylark/contract';
import { ArrowRight, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, buttonClasses } from '../../../components/ui';
import { formatDate, formatMoney, formatTime } from '../../../lib/format';

const cityName = (city: string) => city.split(',')[0]?.trim() || city;

/** One flight in Home's Available Flights. */
export function HomeFlightCard({ flight }: { flight: Flight }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-card transition-shadow hover:shadow-lg">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-navy-700">{flight.flightNumber}</p>
        <Badge tone={flight.status === 'SCHEDULED' ? 'green' : 'yellow'}>{flight.status}</Badge>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold text-navy-900" title={flight.departure.city}>
            {cityName(flight.departure.city)}
          </p>
          <p className="text-xs text-navy-600">{formatTime(flight.departure.date)}</p>
        </div>
        <Plane className="size-5 shrink-0 text-sky-600" aria-label="to" />
        <div className="min-w-0 flex-1 text-right">
          <p className="truncate text-lg font-bold text-navy-900" title={flight.arrival.city}>
            {cityName(flight.arrival.city)}
          </p>
          <p className="text-xs text-navy-600">{formatTime(flight.arrival.date)}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-navy-600">{formatDate(flight.departure.date)}</p>
      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <p className="text-sm text-navy-600">
          from <span className="block text-2xl font-bold text-navy-900">{formatMoney(flight.lowestPrice)}</span>
        </p>
        <Link
          to={`/book-flights/${flight._id}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={`View details of flight ${flight.flightNumber}`}
        >
          View Details
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
