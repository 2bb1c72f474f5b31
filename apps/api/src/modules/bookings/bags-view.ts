import type { Booking } from '@skylark/contract';
import type { PassengerRow } from '../../db/schema';

/** Each passenger's row on each flight, by passenger then flight: the one they still hold wins over one a change left behind. */
export function heldRows(rows: PassengerRow[]): PassengerRow[] {
  const byKey = new Map<string, PassengerRow>();
  for (const r of rows) {
    const key = `${r.passengerIndex}:${r.segment}`;
    const seen = byKey.get(key);
    if (!seen || (r.active && !seen.active)) byKey.set(key, r);
  }
  return [...byKey.values()].sort((a, b) => a.passengerIndex - b.passengerIndex || a.segment - b.segment);
}

/** Each passenger's checked bags on each flight: the brand's own and those bought (docs/product.md#1419-paid-bags). */
export function bagsOf(rows: PassengerRow[], segments: Booking['segments']): NonNullable<Booking['bags']> {
  return heldRows(rows).map((r) => ({
    passengerIndex: r.passengerIndex,
    segment: r.segment,
    name: `${r.firstName} ${r.lastName}`,
    included: segments?.[r.segment]?.fareTerms?.includedBags ?? 0,
    extra: r.extraBags,
  }));
}
