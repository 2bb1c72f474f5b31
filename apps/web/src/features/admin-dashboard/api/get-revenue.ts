import type { RevenueData } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DateRange } from './get-booking-stats';

/** GET /admin/analytics/revenue for the dashboard's chosen days (docs/product.md#15-analytics). */
export async function getRevenue(range: DateRange, signal?: AbortSignal): Promise<RevenueData> {
  return (await api<RevenueData>('GET', '/admin/analytics/revenue', { query: { ...range }, signal })).data;
}

export const revenueQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics.revenue(range),
    queryFn: ({ signal }) => getRevenue(range, signal),
    placeholderData: keepPreviousData,
  });

export const useRevenue = (range: DateRange, enabled: boolean) =>
  useQuery({ ...revenueQueryOptions(range), enabled });
