import type { Flight } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flightsKey } from './get-flights';

/** GET /user/flights/{id} */
export async function getFlight(id: string, signal?: AbortSignal): Promise<Flight> {
  return (await api<Flight>('GET', `/user/flights/${id}`, { signal })).data;
}

export const flightQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...flightsKey, 'detail', id], queryFn: ({ signal }) => getFlight(id, signal) });

export const useFlight = (id: string) => useQuery(flightQueryOptions(id));
