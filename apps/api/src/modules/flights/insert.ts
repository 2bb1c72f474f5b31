import type { ClassType, FlightStatus } from '@skylark/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { flightClasses, flights, type FlightClassRow } from '../../db/schema';
import type { FlightWithClasses } from './flight-view';

export interface FlightClassDraft {
  type: ClassType;
  priceCents: number;
  capacity: number;
  /** seats counted as sold without passengers (test factories, the benchmark); bookings raise it themselves */
  bookedSeats?: number;
}

export interface FlightDraft {
  flightNumber: string;
  departureCity: string;
  departureAt: Date;
  arrivalCity: string;
  arrivalAt: Date;
  status: FlightStatus;
  classes: FlightClassDraft[];
  gate?: string | null;
  boardingAt?: Date | null;
}

const BATCH = 500;

/** The lowest class price, which the price sort reads from the flight row. */
export const lowestPriceCents = (classes: { priceCents: number }[]): number =>
  classes.length > 0 ? Math.min(...classes.map((c) => c.priceCents)) : 0;

/** The lowest price of a flight's classes as they stand in the database (after a change). */
export const lowestPriceOf = (flightId: string): SQL =>
  sql`coalesce((select min(${flightClasses.priceCents}) from ${flightClasses}
    where ${flightClasses.flightId} = ${flightId}), 0)`;

/**
 * The one way flights are written (the flights service, the demo seed, the test factories and
 * the benchmark): the flights with their lowest price, then their classes, in batches.
 */
export async function insertFlights(db: Queryable, drafts: FlightDraft[]): Promise<FlightWithClasses[]> {
  const inserted: FlightWithClasses[] = [];
  for (let i = 0; i < drafts.length; i += BATCH) {
    const batch = drafts.slice(i, i + BATCH);
    const rows = await db
      .insert(flights)
      .values(
        batch.map(({ classes, ...flight }) => ({ ...flight, lowestPriceCents: lowestPriceCents(classes) })),
      )
      .returning();
    // a weekly series repeats the number, so a row is known by its number and departure
    const keyOf = (f: { flightNumber: string; departureAt: Date }) =>
      `${f.flightNumber}@${f.departureAt.getTime()}`;
    const rowOf = new Map(rows.map((row) => [keyOf(row), row]));
    const classValues = batch.flatMap((draft) =>
      draft.classes.map((c) => ({
        flightId: rowOf.get(keyOf(draft))!.id,
        type: c.type,
        priceCents: c.priceCents,
        capacity: c.capacity,
        bookedSeats: c.bookedSeats ?? 0,
      })),
    );
    const classRows =
      classValues.length > 0 ? await db.insert(flightClasses).values(classValues).returning() : [];
    const classesOf = new Map<string, FlightClassRow[]>();
    for (const c of classRows) classesOf.set(c.flightId, [...(classesOf.get(c.flightId) ?? []), c]);
    for (const draft of batch) {
      const row = rowOf.get(keyOf(draft))!;
      inserted.push({ ...row, classes: classesOf.get(row.id) ?? [] });
    }
  }
  return inserted;
}
