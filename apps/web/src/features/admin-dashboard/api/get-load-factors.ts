import type { LoadFactors } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DateRange } from './get-booking-stats';

/** GET /admin/analytics/load-factors: the 5 fullest and emptiest flights departing in the range (docs/product.md#151-the-dashboard). */
export async function getLoadFactors(range: DateRange, signal?: AbortSignal): Promise<LoadFactors> {
  return (await api<LoadFactors>('GET', '/admin/analytics/load-factors', { query: { ...range }, signal }))
    .data;
}

export const loadFactorsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics.loadFactors(range),
    queryFn: ({ signal }) => getLoadFactors(range, signal),
    placeholderData: keepPreviousData,
  });

export const useLoadFactors = (range: DateRange, enabled: boolean) =>
  useQuery({ ...loadFactorsQueryOptions(range), enabled });
