import type { Flight } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/flights/{id}: one flight, for its detail page and for booking it. */
export async function getFlight(id: string, signal?: AbortSignal): Promise<Flight> {
  return (await api<Flight>('GET', `/user/flights/${id}`, { signal })).data;
}

export const flightQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.flights.detail(id), queryFn: ({ signal }) => getFlight(id, signal) });

/** `retry: false` where a failure sends the customer elsewhere at once (the booking form). */
export const useFlight = (id: string, { retry }: { retry?: false } = {}) =>
  useQuery({ ...flightQueryOptions(id), ...(retry === false ? { retry } : {}) });
