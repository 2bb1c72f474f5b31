import type { ClassType, FlightCalendar } from '@skylark/contract';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface FareCalendarQuery {
  from: string;
  to: string;
  /** yyyy-MM */
  month: string;
  classType?: ClassType | '';
  passengers: number;
  /** the search's party: each day then carries its total as the result cards price it */
  adults: number;
  children: number;
}

/** GET /user/flights/calendar: a route's lowest fare per day of a month (docs/product.md#131-the-flight-list). */
async function getFareCalendar(query: FareCalendarQuery, signal?: AbortSignal): Promise<FlightCalendar> {
  const result = await api<FlightCalendar>('GET', '/user/flights/calendar', {
    query: { ...query, classType: query.classType || undefined },
    signal,
  });
  return result.data;
}

/** The fares of each month asked for, merged into one lookup by yyyy-MM-dd. */
export function useFaresByDay(route: Omit<FareCalendarQuery, 'month'>, months: readonly string[]) {
  const results = useQueries({
    queries: months.map((month) => {
      const query = { ...route, month };
      return {
        queryKey: queryKeys.flights.calendar(query),
        queryFn: ({ signal }: { signal: AbortSignal }) => getFareCalendar(query, signal),
      };
    }),
  });
  const fares = new Map(results.flatMap((r) => r.data?.days ?? []).map((day) => [day.date, day]));
  return {
    fares,
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  };
}
