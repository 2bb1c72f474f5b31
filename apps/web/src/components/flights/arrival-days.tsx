import { arrivalDayShift } from '@skylark/contract';
import type { FlightPlace } from '@/lib/format';

/** "+1" beside an arrival time that falls on a later local day than the departure (docs/product.md#133-times-and-time-zones). */
export function ArrivalDays({ departure, arrival }: { departure: FlightPlace; arrival: FlightPlace }) {
  const days = arrivalDayShift(departure, arrival);
  if (days === 0) return null;
  const words = days === 1 ? 'the next day' : days > 0 ? `${days} days later` : 'the day before';
  return (
    <sup className="ms-0.5 text-xs font-semibold text-amber-700" title={`Arrives ${words}`}>
      {days > 0 ? `+${days}` : days}
      <span className="sr-only"> (arrives {words})</span>
    </sup>
  );
}
