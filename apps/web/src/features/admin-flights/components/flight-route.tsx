import { cityName } from '@/components/flights/flight-card';

/** "Paris → Dubai", the full airport names on hover. */
export function FlightRoute({
  flight,
}: {
  flight: { departure: { city: string }; arrival: { city: string } };
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span title={flight.departure.city}>{cityName(flight.departure.city)}</span>
      <span className="text-navy-400" aria-label="to">
        →
      </span>
      <span title={flight.arrival.city}>{cityName(flight.arrival.city)}</span>
    </span>
  );
}
