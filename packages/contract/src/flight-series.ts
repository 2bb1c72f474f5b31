import { z } from 'zod';
import { isoDay } from './common';
import { DAY_MS } from './constants';
import { createFlightBody } from './flights';
import { teamMessages } from './messages';

/** The longest weekly series: one year and 400 flights (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk). */
export const MAX_SERIES_DAYS = 366;
export const MAX_SERIES_FLIGHTS = 400;
/** ISO weekdays, Monday 1 … Sunday 7, of the departure's UTC day. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** POST /admin/flights/series: one flight repeated weekly on `weekdays` until the UTC day `until`. */
export const createFlightSeriesBody = createFlightBody.extend({
  weekdays: z.array(z.number().int().min(1).max(7)).max(7),
  until: isoDay,
});
export type CreateFlightSeriesBody = z.infer<typeof createFlightSeriesBody>;

export const flightSeriesResult = z.object({ created: z.number().int(), ids: z.array(z.string()) });
export type FlightSeriesResult = z.infer<typeof flightSeriesResult>;

export interface SeriesDeparture {
  departure: Date;
  arrival: Date;
}

const isoWeekday = (time: number) => ((new Date(time).getUTCDay() + 6) % 7) + 1;

/**
 * Every departure of a series: the first departure's time on each UTC day from its day to
 * `until` whose weekday is chosen, each with the same flight time. A problem message instead
 * when the series is empty or beyond its bounds.
 */
export function seriesDepartures(
  departure: Date,
  arrival: Date,
  weekdays: readonly number[],
  until: string,
): SeriesDeparture[] | string {
  if (weekdays.length === 0) return teamMessages.seriesNoDays;
  const start = departure.getTime();
  const end = new Date(`${until}T23:59:59.999Z`).getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || end < Math.floor(start / DAY_MS) * DAY_MS)
    return teamMessages.seriesUntilBeforeDeparture;
  if (end - start > MAX_SERIES_DAYS * DAY_MS) return teamMessages.seriesTooLong;
  const duration = arrival.getTime() - start;
  const chosen = new Set(weekdays);
  const out: SeriesDeparture[] = [];
  for (let time = start; time <= end; time += DAY_MS) {
    if (!chosen.has(isoWeekday(time))) continue;
    if (out.length === MAX_SERIES_FLIGHTS) return teamMessages.seriesTooMany;
    out.push({ departure: new Date(time), arrival: new Date(time + duration) });
  }
  return out.length === 0 ? teamMessages.seriesEmpty : out;
}
