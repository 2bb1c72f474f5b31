import {
  CLASS_LABELS,
  type ClassType,
  seatChosenMessage,
  seatFreedMessage,
  seatNumbersOf,
  seatMapMessages,
} from '@skylark/contract';
import { useState } from 'react';
import { SeatMap } from '@/components/booking-form/seat-map';
import { Card, Select } from '@/components/ui';
import { useAvailableSeats } from '@/lib/api/get-available-seats';
import { useFlight } from '@/lib/api/get-flight';
import { formatFlightDateTime } from '@/lib/format';

interface SegmentSeatsProps {
  index: number;
  flightId: string;
  classType: ClassType;
  /** one seat per passenger, '' while unchosen */
  chosen: string[];
  onChange: (seats: string[]) => void;
  /** a dropdown per passenger beside the map; the first flight's are in the passengers' own fields */
  dropdowns: boolean;
  error?: string;
}

/** One flight of the trip: its seat map and, for later flights, a seat dropdown per passenger (docs/product.md §14.9). */
export function SegmentSeats({
  index,
  flightId,
  classType,
  chosen,
  onChange,
  dropdowns,
  error,
}: SegmentSeatsProps) {
  const flight = useFlight(flightId, { retry: false });
  const seats = useAvailableSeats(flightId, classType);
  const [announcement, setAnnouncement] = useState('');
  if (!flight.data) return null;
  const f = flight.data;
  const free = seats.data ?? [];
  const cabin = seatNumbersOf(
    classType,
    f.classTypes.map((c) => ({ type: c.type, seats: c.totalSeats })),
  );
  const set = (passenger: number, seat: string) =>
    onChange(chosen.map((s, i) => (i === passenger ? seat : s)));
  const toggle = (seat: string) => {
    const holder = chosen.indexOf(seat);
    const target = holder >= 0 ? holder : chosen.findIndex((s) => !s);
    if (target < 0) return setAnnouncement(seatMapMessages.everyoneSeated);
    set(target, holder >= 0 ? '' : seat);
    setAnnouncement(holder >= 0 ? seatFreedMessage(seat) : seatChosenMessage(seat, target + 1));
  };
  return (
    <Card
      title={`Flight ${index + 1}: ${f.departure.city} → ${f.arrival.city}`}
      description={`${f.flightNumber} · ${CLASS_LABELS[classType]} · ${formatFlightDateTime(f.departure)}`}
    >
      {dropdowns && (
        <div className="mb-4 grid gap-4 sm:grid-cols-2">
          {chosen.map((seat, i) => (
            <Select
              key={i}
              label={`Passenger ${i + 1} seat, flight ${index + 1}`}
              requiredMark
              value={seat}
              placeholder={seats.isPending ? 'Loading seats…' : 'Select a seat'}
              options={free
                .filter((s) => s === seat || !chosen.includes(s))
                .map((s) => ({ value: s, label: s }))}
              onChange={(e) => set(i, e.target.value)}
            />
          ))}
        </div>
      )}
      {seats.isSuccess && (
        <SeatMap
          seats={cabin}
          free={new Set(free)}
          chosen={chosen}
          classLabel={CLASS_LABELS[classType]}
          onToggle={toggle}
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
