import type { LoadFactors } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/analytics/load-factors: the 5 fullest and emptiest upcoming flights (docs/product.md §15.1). */
export async function getLoadFactors(signal?: AbortSignal): Promise<LoadFactors> {
  return (await api<LoadFactors>('GET', '/admin/analytics/load-factors', { signal })).data;
}

export const loadFactorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.analytics.loadFactors,
    queryFn: ({ signal }) => getLoadFactors(signal),
  });

export const useLoadFactors = () => useQuery(loadFactorsQueryOptions());
