import { type FlightPage, HOME_FLIGHTS_PAGE_SIZE } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prepareFlightTimes } from '@/lib/prepare-flight-times';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/flights?page=1&limit=6: the Home page's Available Flights (docs/product.md#73-flights). */
export async function getHomeFlights(signal?: AbortSignal): Promise<FlightPage> {
  const result = await api<FlightPage>('GET', '/user/flights', {
    query: { page: 1, limit: HOME_FLIGHTS_PAGE_SIZE },
    signal,
  });
  return prepareFlightTimes(result.data);
}

export const homeFlightsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.homeFlights, queryFn: ({ signal }) => getHomeFlights(signal) });

export const useHomeFlights = () => useQuery(homeFlightsQueryOptions());
