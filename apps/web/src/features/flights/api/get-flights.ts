import { DEFAULT_PAGE_SIZE, type FlightPage, type FlightSortKey, type Offer } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prepareFlightTimes } from '@/lib/prepare-flight-times';
import { queryKeys } from '@/lib/query-keys';

export interface FlightsQuery {
  page: number;
  limit?: number;
  offer?: Offer;
  sort?: FlightSortKey;
}

/** GET /user/flights: page, limit (10), ascending by date or the chosen sort (docs/product.md#73-flights, docs/product.md#131-the-flight-list), an optional offer. */
export async function getFlights(
  { page, limit = DEFAULT_PAGE_SIZE, offer, sort = 'date' }: FlightsQuery,
  signal?: AbortSignal,
): Promise<FlightPage> {
  const result = await api<FlightPage>('GET', '/user/flights', {
    query: { page, limit, sort, order: 'asc', offer },
    signal,
  });
  return prepareFlightTimes(result.data);
}

export const flightsQueryOptions = (query: FlightsQuery) =>
  queryOptions({
    queryKey: queryKeys.flights.list(query),
    queryFn: ({ signal }) => getFlights(query, signal),
    placeholderData: keepPreviousData,
  });

export const useFlights = (query: FlightsQuery, enabled = true) =>
  useQuery({ ...flightsQueryOptions(query), enabled });
