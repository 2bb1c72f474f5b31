import type { CapacityData } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DateRange } from './get-booking-stats';

/** GET /admin/analytics/capacity (docs/product.md#76-back-office-analytics). */
export async function getCapacity(range: DateRange, signal?: AbortSignal): Promise<CapacityData> {
  return (await api<CapacityData>('GET', '/admin/analytics/capacity', { query: { ...range }, signal })).data;
}

export const capacityQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics.capacity(range),
    queryFn: ({ signal }) => getCapacity(range, signal),
    placeholderData: keepPreviousData,
  });

export const useCapacity = (range: DateRange, enabled: boolean) =>
  useQuery({ ...capacityQueryOptions(range), enabled });
