import {
  type BookingSegment,
  cancelledFlightMessages,
  CLASS_LABELS,
  FARE_BRAND_LABELS,
  brandLines,
} from '@skylark/contract';
import { ArrowRight } from 'lucide-react';
import { formatFlightDateTime } from '@/lib/format';
import { ArrivalDays } from '@/components/flights/arrival-days';

/** The fare brand bought on a flight and what it includes (docs/product.md#1416-fare-brands), when the booking names it. */
export function SegmentFare({ segment: s }: { segment: BookingSegment }) {
  if (!s.fareBrand || !s.fareTerms) return null;
  return (
    <p className="mt-1 text-navy-700" data-testid="segment-fare">
      {FARE_BRAND_LABELS[s.fareBrand]} fare: {brandLines(s.fareTerms, s.classType).join(' · ')}
    </p>
  );
}

/** Every flight of a booking of several, in time order, with its class and seats (docs/product.md#149-return-trips-and-multi-city). */
export function SegmentList({
  segments,
  compact = false,
  cancelledSegment,
}: {
  segments: BookingSegment[];
  compact?: boolean;
  /** the flight the airline cancelled, the trip keeping the others (decision 088) */
  cancelledSegment?: number;
}) {
  if (segments.length < 2) return null;
  return (
    <ol className="space-y-3" aria-label="Flights">
      {segments.map((s, i) => (
        <li
          key={`${s.flightNumber}-${s.departure.date}`}
          className="rounded-xl border border-navy-100 p-3 text-sm"
          aria-label={`Flight ${i + 1} of ${segments.length}: ${s.flightNumber}`}
        >
          <p className="font-semibold text-navy-900">
            Flight {i + 1} · {s.flightNumber} · {CLASS_LABELS[s.classType]}
          </p>
          {i === cancelledSegment && (
            <p className="mt-1 font-semibold text-danger-700">{cancelledFlightMessages.cancelledTag}</p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-navy-800">
            <span>{s.departure.city}</span>
            <ArrowRight className="size-4 text-navy-400" aria-label="to" />
            <span>{s.arrival.city}</span>
          </p>
          {!compact && (
            <p className="mt-1 text-navy-600">
              {formatFlightDateTime(s.departure)} – {formatFlightDateTime(s.arrival)}
              <ArrivalDays departure={s.departure} arrival={s.arrival} />
            </p>
          )}
          {compact && <p className="mt-1 text-navy-600">{formatFlightDateTime(s.departure)}</p>}
          <p className="mt-1 text-navy-700">Seats {s.seatNumbers.join(', ')}</p>
          {!compact && <SegmentFare segment={s} />}
        </li>
      ))}
    </ol>
  );
}
