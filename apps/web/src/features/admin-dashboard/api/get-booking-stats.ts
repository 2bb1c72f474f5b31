import type { BookingStats } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** GET /admin/analytics/bookings (docs/product.md#76-back-office-analytics). */
export async function getBookingStats(range: DateRange, signal?: AbortSignal): Promise<BookingStats> {
  return (await api<BookingStats>('GET', '/admin/analytics/bookings', { query: { ...range }, signal })).data;
}

export const bookingStatsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics.bookings(range),
    queryFn: ({ signal }) => getBookingStats(range, signal),
    placeholderData: keepPreviousData,
  });

export const useBookingStats = (range: DateRange, enabled: boolean) =>
  useQuery({ ...bookingStatsQueryOptions(range), enabled });
