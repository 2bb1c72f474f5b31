import type { Flight } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /user/flights/{id}: the flight being booked. */
export async function getFlight(id: string, signal?: AbortSignal): Promise<Flight> {
  return (await api<Flight>('GET', `/user/flights/${id}`, { signal })).data;
}

export const flightQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['flights', 'detail', id],
    queryFn: ({ signal }) => getFlight(id, signal),
    retry: false,
  });

export const useFlight = (id: string) => useQuery(flightQueryOptions(id));
