import type { TodayBoard } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the Today board asks again on its own. */
export const TODAY_REFRESH_MS = 60_000;

/** GET /admin/flights/today: the departures of the next 24 hours (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
export async function getTodayBoard(signal?: AbortSignal): Promise<TodayBoard> {
  return (await api<TodayBoard>('GET', '/admin/flights/today', { signal })).data;
}

export const todayBoardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.flights.today,
    queryFn: ({ signal }) => getTodayBoard(signal),
    refetchInterval: TODAY_REFRESH_MS,
  });

export const useTodayBoard = () => useQuery(todayBoardQueryOptions());
