import type { RevenueData, RevenuePeriod } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/analytics/revenue; the dashboard asks for the month (docs/product.md §7.6). */
export async function getRevenue(period: RevenuePeriod, signal?: AbortSignal): Promise<RevenueData> {
  return (await api<RevenueData>('GET', '/admin/analytics/revenue', { query: { period }, signal })).data;
}

export const revenueQueryOptions = (period: RevenuePeriod) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics.revenue(period),
    queryFn: ({ signal }) => getRevenue(period, signal),
  });

export const useRevenue = (period: RevenuePeriod) => useQuery(revenueQueryOptions(period));
