import type { Site } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /site: the live chat and social links when configured, and whether admin registration is open. */
export async function getSite(signal?: AbortSignal): Promise<Site> {
  return (await api<Site>('GET', '/site', { signal })).data;
}

export const siteQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.site, queryFn: ({ signal }) => getSite(signal), staleTime: 60_000 });

export const useSite = () => useQuery(siteQueryOptions());
