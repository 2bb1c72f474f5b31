import {
  type BrandTerms,
  type ClassType,
  brokenConnection,
  changeMessages,
  classicTerms,
} from '@skylark/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingSegments, flightClasses, flights, type FlightRow, type PassengerRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** The flights of a booking as a change of one of them sees them (docs/product.md#148-changing-flight, decision 074). */

export interface Leg {
  segment: number;
  classType: ClassType;
  /** the flight's number as the booking keeps it */
  flightNumber: string;
  /** the times the booking was made for */
  departureAt: Date;
  arrivalAt: Date;
  departureCity: string;
  arrivalCity: string;
  /** the flight as it is now, when it still exists */
  live: FlightRow | null;
  /** the terms of the fare brand bought on it (docs/product.md#1416-fare-brands) */
  fareTerms: BrandTerms;
}

const timesOf = (leg: Leg) => leg.live ?? leg;

/** The booking's flights in order, from its segment rows (decision 091). */
export async function legsOf(tx: Queryable, row: { id: string }): Promise<Leg[]> {
  const rows = await tx
    .select()
    .from(bookingSegments)
    .where(eq(bookingSegments.bookingId, row.id))
    .orderBy(asc(bookingSegments.segment));
  const ids = rows.flatMap((r) => (r.flightId ? [r.flightId] : []));
  const live = ids.length ? await tx.select().from(flights).where(inArray(flights.id, ids)) : [];
  return rows.map((r) => ({
    segment: r.segment,
    classType: r.classType,
    flightNumber: r.flightNumber,
    departureAt: r.departureAt,
    arrivalAt: r.arrivalAt,
    departureCity: r.departureCity,
    arrivalCity: r.arrivalCity,
    live: live.find((f) => f.id === r.flightId) ?? null,
    fareTerms: r.fareTerms ?? classicTerms(r.classType),
  }));
}

/** The leg asked for, or a 400 on `segment`. */
export function legAt(legs: Leg[], segment: number): Leg {
  const leg = legs[segment];
  if (!leg)
    throw badRequest(changeMessages.noSuchSegment, [
      { field: 'segment', message: changeMessages.noSuchSegment },
    ]);
  return leg;
}

/** Each passenger's row on `segment`, in the order of `order` (the answer's passengers). */
export const rowsOn = (all: PassengerRow[], order: PassengerRow[], segment: number) =>
  order.map((p) => all.find((r) => r.segment === segment && r.passengerIndex === p.passengerIndex)!);

/** What the changed flight costs today per passenger in its class (0 when it no longer exists). */
export async function legPriceCents(tx: Queryable, leg: Leg): Promise<number> {
  if (!leg.live) return 0;
  const [cabin] = await tx
    .select({ priceCents: flightClasses.priceCents })
    .from(flightClasses)
    .where(and(eq(flightClasses.flightId, leg.live.id), eq(flightClasses.type, leg.classType)));
  return cabin?.priceCents ?? 0;
}

/** The 1-based segment that would not connect with `flight` in place of `segment`'s, or 0 (decision 067). */
export const connectionBrokenBy = (legs: Leg[], segment: number, flight: FlightRow) =>
  brokenConnection(legs.map((leg) => (leg.segment === segment ? flight : timesOf(leg))));

/** The kept neighbours' bounds for the changed flight: it leaves after the previous lands, lands before the next. */
export function connectionWindow(legs: Leg[], segment: number, minutes: number) {
  const before = legs[segment - 1];
  const after = legs[segment + 1];
  const gap = minutes * 60_000;
  return {
    departsFrom: before ? new Date(timesOf(before).arrivalAt.getTime() + gap) : null,
    arrivesBy: after ? new Date(timesOf(after).departureAt.getTime() - gap) : null,
  };
}
