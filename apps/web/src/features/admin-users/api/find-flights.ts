import type { FlightPage } from '@skylark/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface FlightFilter {
  from: string;
  to: string;
  /** yyyy-MM-dd or '' */
  date: string;
}

/** GET /user/flights/search: the bookable flights a desk booking may be made on, soonest first. */
export async function findFlights(
  { from, to, date }: FlightFilter,
  signal?: AbortSignal,
): Promise<FlightPage> {
  const result = await api<FlightPage>('GET', '/user/flights/search', {
    query: {
      page: 1,
      limit: 50,
      departureCity: from.trim() || undefined,
      arrivalCity: to.trim() || undefined,
      departureDate: date || undefined,
    },
    signal,
  });
  return result.data;
}

export const useFindFlights = (filter: FlightFilter) =>
  useQuery({
    queryKey: queryKeys.flights.search(filter, 1),
    queryFn: ({ signal }) => findFlights(filter, signal),
    placeholderData: keepPreviousData,
  });
