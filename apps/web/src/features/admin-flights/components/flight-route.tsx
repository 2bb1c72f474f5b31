import { usePlaceNames } from '@/lib/i18n/place-names';

/** "Paris → Dubai", the full airport names on hover. */
export function FlightRoute({
  flight,
}: {
  flight: { departure: { city: string }; arrival: { city: string } };
}) {
  const { city } = usePlaceNames();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span title={flight.departure.city}>{city(flight.departure.city)}</span>
      <span className="text-navy-400" aria-label="to">
        →
      </span>
      <span title={flight.arrival.city}>{city(flight.arrival.city)}</span>
    </span>
  );
}
