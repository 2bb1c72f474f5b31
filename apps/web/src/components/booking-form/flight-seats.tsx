import { seatNumbersOf, type ClassType, type Flight } from '@skylark/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card, Select } from '@/components/ui';
import { formatFlightDateTime } from '@/lib/format';
import { SeatMap } from './seat-map';
import { usePlaceNames } from '@/lib/i18n/place-names';

/** What a seat dropdown says while it has no seat chosen. */
export const seatPlaceholder = (seats: { isPending: boolean; data?: string[] }, t: TFunction<'checkout'>) =>
  seats.isPending ? t('loadingSeats') : seats.data?.length ? t('chooseSeat') : t('noSeats');

interface FlightSeatsProps {
  /** which flight of the checkout, from 0 */
  index: number;
  /** the checkout has several flights: each card names its flight */
  ofTrip: boolean;
  flight: Flight;
  classType: ClassType;
  seats: { isPending: boolean; isSuccess: boolean; data?: string[] };
  /** one seat per passenger, '' while unchosen */
  chosen: string[];
  onToggle: (seat: string) => void;
  /** a dropdown per passenger beside the map; the first flight's are in the passengers' own fields */
  onPick?: (passenger: number, seat: string) => void;
  error?: string;
  announcement: string;
}

/**
 * One flight's seats at checkout (docs/product.md#142-group-bookings-and-the-seat-map, docs/product.md#149-return-trips-and-multi-city): its seat map and, for a trip's later
 * flights, a seat dropdown per passenger.
 */
export function FlightSeats({
  index,
  ofTrip,
  flight,
  classType,
  seats,
  chosen,
  onToggle,
  onPick,
  error,
  announcement,
}: FlightSeatsProps) {
  const { t } = useTranslation('checkout');
  const { place } = usePlaceNames();
  const cabin = seatNumbersOf(
    classType,
    flight.classTypes.map((c) => ({ type: c.type, seats: c.totalSeats })),
  );
  if (!ofTrip && !(seats.isSuccess && cabin.length > 0)) return null;
  const free = seats.data ?? [];
  return (
    <Card
      {...(ofTrip
        ? {
            title: t('flightTitle', {
              n: index + 1,
              from: place(flight.departure.city),
              to: place(flight.arrival.city),
            }),
            description: `${flight.flightNumber} · ${t(`class.${classType}`)} · ${formatFlightDateTime(flight.departure)}`,
          }
        : { title: t('seatMap') })}
    >
      {onPick && (
        <div className="mb-4 grid gap-4 sm:grid-cols-2">
          {chosen.map((seat, i) => (
            <Select
              key={i}
              label={t('passengerSeat', { n: i + 1, flight: index + 1 })}
              requiredMark
              value={seat}
              placeholder={seatPlaceholder(seats, t)}
              options={free
                .filter((s) => s === seat || !chosen.includes(s))
                .map((s) => ({ value: s, label: s }))}
              onChange={(e) => onPick(i, e.target.value)}
            />
          ))}
        </div>
      )}
      {seats.isSuccess && cabin.length > 0 && (
        <SeatMap
          seats={cabin}
          free={new Set(free)}
          chosen={chosen}
          classLabel={t(`class.${classType}`)}
          onToggle={onToggle}
        />
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Card>
  );
}
