import { type ClassType, type Flight, MIN_CONNECTION_MINUTES, SEGMENT_TEXT } from '@skylark/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useFlight } from '@/lib/api/get-flight';

export const RETURN_TEXT = { choose: SEGMENT_TEXT.chooseReturn };

/**
 * Under a flight of the list while a return is being picked: the way to the trip's checkout when
 * the flight connects to the outbound one, else why not (docs/product.md §14.9).
 */
export function ReturnChoice({
  outbound,
  flight,
  classType,
}: {
  /** `flightId:CLASS` */
  outbound: string;
  flight: Flight;
  classType?: ClassType | '';
}) {
  const [outboundId = '', outboundClass = ''] = outbound.split(':');
  const first = useFlight(outboundId, { retry: false });
  if (!first.data) return null;
  const landsAt = Date.parse(first.data.arrival.date);
  const connects =
    flight._id !== outboundId &&
    flight.departure.city === first.data.arrival.city &&
    Date.parse(flight.departure.date) >= landsAt + MIN_CONNECTION_MINUTES * 60_000;
  if (!connects) return <p className="px-1 text-sm text-navy-600">{SEGMENT_TEXT.doesNotConnect}</p>;
  const offered: string[] = flight.classTypes.map((c) => c.type);
  const wanted = [classType, outboundClass].find((c): c is ClassType => !!c && offered.includes(c));
  const chosen = wanted ?? offered[0];
  if (!chosen) return null;
  const segments = `${outbound},${flight._id}:${chosen}`;
  return (
    <Link
      to={`/book?segments=${encodeURIComponent(segments)}`}
      className={buttonClasses({ variant: 'primary', block: true })}
      aria-label={`${SEGMENT_TEXT.chooseAsReturn}: ${flight.flightNumber}`}
    >
      {SEGMENT_TEXT.chooseAsReturn}
    </Link>
  );
}
