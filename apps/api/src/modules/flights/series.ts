import {
  type CreateFlightSeriesBody,
  type FlightSeriesResult,
  teamMessages,
  flightMessages,
  seatsOrDefault,
  seriesConflictMessage,
  seriesDepartures,
  isoDayOf,
} from '@skylark/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { flights } from '../../db/schema';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { cents } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';
import { type FlightDraft, insertFlights } from './insert';
import { checkCreateFlight } from './rules';

/** The unique index on (flight number, UTC departure day): docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk. */
export const FLIGHT_NUMBER_DAY_KEY = 'flights_flight_number_day_key';

const utcDay = sql`((${flights.departureAt} AT TIME ZONE 'UTC')::date)`;

/** The UTC days (yyyy-MM-dd) among `departures` on which `flightNumber` already flies. */
export async function takenDays(db: Queryable, flightNumber: string, departures: Date[]): Promise<string[]> {
  if (departures.length === 0) return [];
  const days = departures.map((d) => isoDayOf(d));
  const rows = await db
    .selectDistinct({ day: sql<string>`to_char(${utcDay}, 'YYYY-MM-DD')` })
    .from(flights)
    .where(
      and(
        eq(flights.flightNumber, flightNumber),
        sql`${utcDay} in (${sql.join(
          days.map((d) => sql`${d}::date`),
          sql`, `,
        )})`,
      ),
    );
  return rows.map((r) => r.day).sort();
}

/** A second flight with the same number on the same UTC day is a 409 (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk). */
export function rethrowNumberTaken(error: unknown): never {
  if (isUniqueViolation(error, FLIGHT_NUMBER_DAY_KEY))
    throw conflict(flightMessages.flightNumberTaken, 'FLIGHT_NUMBER_TAKEN');
  throw error;
}

/**
 * POST /admin/flights/series: the first flight's rules, the series' bounds, then every flight in
 * one transaction: all of them or none, with every clashing day listed.
 */
export async function createFlightSeries(
  db: Queryable,
  body: CreateFlightSeriesBody,
  audit: AuditContext,
  now = new Date(),
): Promise<FlightSeriesResult> {
  const { weekdays, until, ...first } = body;
  checkCreateFlight(first, now);
  const series = seriesDepartures(
    new Date(first.departure.date),
    new Date(first.arrival.date),
    weekdays,
    until,
  );
  if (typeof series === 'string') throw badRequest(series, [{ field: 'until', message: series }]);
  const classes = first.classTypes.map((c) => ({
    type: c.type,
    priceCents: cents(c.price),
    capacity: seatsOrDefault(c),
  }));
  const drafts: FlightDraft[] = series.map(({ departure, arrival }) => ({
    flightNumber: first.flightNumber,
    departureCity: first.departure.city,
    departureAt: departure,
    arrivalCity: first.arrival.city,
    arrivalAt: arrival,
    status: first.status ?? 'SCHEDULED',
    classes,
  }));
  const refuse = (days: string[]) =>
    new AppError(
      409,
      teamMessages.seriesConflicts,
      days.map((day) => ({ field: day, message: seriesConflictMessage(first.flightNumber, day) })),
      undefined,
      'FLIGHT_NUMBER_TAKEN',
    );
  try {
    return await db.transaction(async (tx) => {
      const taken = await takenDays(
        tx,
        first.flightNumber,
        series.map((s) => s.departure),
      );
      if (taken.length > 0) throw refuse(taken);
      const rows = await insertFlights(tx, drafts);
      await recordAudit(tx, {
        ...audit,
        action: 'flight.create_series',
        targetType: 'flight',
        targetId: rows[0]!.id,
        after: { ...body, created: rows.length },
      });
      return { created: rows.length, ids: rows.map((r) => r.id) };
    });
  } catch (error) {
    // a flight created meanwhile on one of the days: the index refuses, the transaction rolls back
    if (isUniqueViolation(error, FLIGHT_NUMBER_DAY_KEY))
      throw refuse(
        await takenDays(
          db,
          first.flightNumber,
          series.map((s) => s.departure),
        ),
      );
    throw error;
  }
}
