import {
  DAY_MS,
  teamMessages,
  seriesDepartures,
  type CreateFlightBody,
  type CreateFlightSeriesBody,
  isoDayOf,
} from '@skylark/contract';

/**
 * Repeat weekly in Add Flight (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk). The form's weekdays and end date are the
 * browser's; the server counts UTC days, so both move by the days between the first departure's
 * local and UTC dates.
 */
export interface SeriesValues {
  repeat: boolean;
  /** ISO weekdays, Monday 1 … Sunday 7, at the departure airport */
  weekdays: number[];
  /** yyyy-MM-dd, at the departure airport */
  until: string;
}

/** Days between the departure's day at its airport and its day in UTC. */
function utcShiftDays(departureLocal: string, departureIso: string): number {
  const utc = departureIso.slice(0, 10);
  const local = departureLocal.slice(0, 10);
  if (!utc || local.length !== 10) return 0;
  return Math.round((Date.parse(`${utc}T00:00:00Z`) - Date.parse(`${local}T00:00:00Z`)) / DAY_MS);
}

const addDays = (day: string, days: number) =>
  isoDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The series request: the first flight with its weekdays and end date in UTC. */
export function seriesRequest(
  first: CreateFlightBody,
  departureLocal: string,
  series: SeriesValues,
): CreateFlightSeriesBody {
  const shift = utcShiftDays(departureLocal, first.departure.date);
  return {
    ...first,
    weekdays: [...new Set(series.weekdays.map((w) => ((w - 1 + shift + 7) % 7) + 1))].sort((a, b) => a - b),
    until: /^\d{4}-\d{2}-\d{2}$/.test(series.until) ? addDays(series.until, shift) : series.until,
  };
}

/** The number of flights the series makes, or the problem with it (the server's rule, run here too). */
export function seriesOutcome(
  request: CreateFlightSeriesBody,
): number | { path: 'weekdays' | 'until'; message: string } {
  if (request.weekdays.length === 0) return { path: 'weekdays', message: teamMessages.seriesNoDays };
  if (!request.until) return { path: 'until', message: teamMessages.seriesNoEnd };
  const departure = new Date(request.departure.date);
  const arrival = new Date(request.arrival.date);
  if (Number.isNaN(departure.getTime()) || Number.isNaN(arrival.getTime())) return 0;
  const result = seriesDepartures(departure, arrival, request.weekdays, request.until);
  return typeof result === 'string' ? { path: 'until', message: result } : result.length;
}

/** ISO weekday (1–7) of a datetime-local value, or null. */
export function localWeekday(value: string): number | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : ((date.getDay() + 6) % 7) + 1;
}
