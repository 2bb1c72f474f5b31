import { type PassengerBagsInput, bagMessages } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';

/**
 * The extra bags asked for, checked (docs/product.md#1419-paid-bags): a passenger and a flight of the
 * booking, each listed once; a 400 otherwise. The counts (0 to 3) are the contract's.
 */
export function checkedBags(
  bags: PassengerBagsInput[],
  passengers: number,
  segments: number,
  field = 'bags',
): PassengerBagsInput[] {
  const seen = new Set<string>();
  bags.forEach((entry, i) => {
    const at = `${field}.${i}`;
    if (entry.passengerIndex >= passengers) {
      const message = bagMessages.noPassenger(i, entry.passengerIndex);
      throw badRequest(message, [{ field: `${at}.passengerIndex`, message }]);
    }
    if (entry.segment >= segments) {
      const message = bagMessages.noFlight(i, entry.segment);
      throw badRequest(message, [{ field: `${at}.segment`, message }]);
    }
    const key = `${entry.passengerIndex}:${entry.segment}`;
    if (seen.has(key)) {
      const message = bagMessages.twice(i);
      throw badRequest(message, [{ field: at, message }]);
    }
    seen.add(key);
  });
  return bags;
}

/** The checked bags as each passenger's extra bags on each flight: [passenger][segment]. */
export function bagsBySeat(bags: PassengerBagsInput[], passengers: number, segments: number): number[][] {
  const out = Array.from({ length: passengers }, () => Array.from({ length: segments }, () => 0));
  for (const entry of bags) out[entry.passengerIndex]![entry.segment] = entry.extraBags;
  return out;
}

/**
 * The flights' extra bags within their caps, counted under each capped flight's lock by
 * bags_within_cap (`db/functions/bags_within_cap.sql`): past a cap, SQLSTATE SKY04 (409 BAGS_SOLD_OUT).
 */
export async function checkBagCaps(tx: Queryable, flightIds: string[]): Promise<void> {
  if (flightIds.length === 0) return;
  await tx.execute(sql`select bags_within_cap(${uuidArray(flightIds)})`);
}
