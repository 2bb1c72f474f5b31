import type { Manifest } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/flights/{id}/manifest: the flight and its passengers by seat (docs/product.md#152-exports-and-the-manifest). */
export async function getManifest(id: string, signal?: AbortSignal): Promise<Manifest> {
  return (await api<Manifest>('GET', `/admin/flights/${id}/manifest`, { signal })).data;
}

export const manifestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.flights.manifest(id),
    queryFn: ({ signal }) => getManifest(id, signal),
  });

export const useManifest = (id: string) => useQuery(manifestQueryOptions(id));
