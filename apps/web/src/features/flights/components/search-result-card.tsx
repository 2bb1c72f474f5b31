import { CLASS_LABELS, formatMoney, OFFER_NAMES, type ClassType, type Flight } from '@skylark/contract';
import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, Button, buttonClasses } from '@/components/ui';
import { cityName } from '@/components/flights/flight-card';
import { formatFlightDate, formatFlightTime } from '@/lib/format';
import { type Party, partyPrice, partyQuery, partyWords, seatedOf } from '@/lib/party';
import { ArrivalDays } from '@/components/flights/arrival-days';

/** "7h 05m" from departure to arrival. */
export function durationText(flight: Flight): string {
  const minutes = Math.round((Date.parse(flight.arrival.date) - Date.parse(flight.departure.date)) / 60_000);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
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
  const seated = seatedOf(party);
  const departureAt = new Date(flight.departure.date);
  const who = partyWords(party);
  return (
    <article
      aria-label={`Flight ${flight.flightNumber}`}
      className="flex w-full flex-col gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
    >
      <header className="flex items-center justify-between gap-3">
        <span className="text-base font-bold tracking-wide text-navy-900">{flight.flightNumber}</span>
        <span className="text-sm text-navy-600">{formatFlightDate(flight.departure)}</span>
      </header>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <div className="min-w-0">
          <p className="text-xl font-bold text-navy-900" data-testid="departs">
            {formatFlightTime(flight.departure)}
          </p>
          <p className="truncate text-sm text-navy-700" title={flight.departure.city}>
            {cityName(flight.departure.city)}
          </p>
        </div>
        <div className="flex flex-col items-center text-xs text-navy-600">
          <span className="inline-flex items-center gap-1" data-testid="duration">
            <Clock className="size-3.5" aria-hidden="true" />
            {durationText(flight)}
          </span>
          <ArrowRight className="size-4 text-sky-600" aria-label="to" />
        </div>
        <div className="min-w-0 text-end">
          <p className="text-xl font-bold text-navy-900" data-testid="arrives">
            {formatFlightTime(flight.arrival)}
            <ArrivalDays departure={flight.departure} arrival={flight.arrival} />
          </p>
          <p className="truncate text-sm text-navy-700" title={flight.arrival.city}>
            {cityName(flight.arrival.city)}
          </p>
        </div>
      </div>
      <ul className="space-y-2" aria-label={`Classes for ${who}`}>
        {flight.classTypes.map((c) => {
          const open = c.availableSeats >= seated;
          const priced = partyPrice(c.price, party, departureAt);
          return (
            <li
              key={c.type}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-navy-100 pt-2"
            >
              <span className="text-sm">
                <span className="font-semibold text-navy-900">{CLASS_LABELS[c.type]}</span>{' '}
                {open ? (
                  <span className="text-navy-600">
                    · {formatMoney(c.price)} each · total for {who}:{' '}
                    <strong className="text-navy-900">{formatMoney(priced.totalCents / 100)}</strong>
                    {priced.offer && <> ({OFFER_NAMES[priced.offer]})</>}
                  </span>
                ) : (
                  <Badge tone="gray">
                    Not available for {seated} {seated === 1 ? 'passenger' : 'passengers'}
                  </Badge>
                )}
              </span>
              {open && choose && !choose.blocked && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => choose.onChoose(c.type)}
                  aria-label={`Choose ${CLASS_LABELS[c.type]} on flight ${flight.flightNumber}`}
                >
                  Choose
                </Button>
              )}
              {open && !choose && (
                <Link
                  to={`/booking/confirm/${flight._id}?class=${c.type}&${partyQuery(party)}`}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  aria-label={`Select ${CLASS_LABELS[c.type]} on flight ${flight.flightNumber}`}
                >
                  Select
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {choose?.blocked && <p className="text-sm text-navy-600">{choose.blocked}</p>}
      <Link to={`/book-flights/${flight._id}`} className="text-sm font-medium text-sky-700 underline">
        Flight details
      </Link>
    </article>
  );
}
