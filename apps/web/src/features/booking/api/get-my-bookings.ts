import { type BookingPage, DEFAULT_PAGE_SIZE } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/bookings: own bookings, newest first, 10 a page. */
export async function getMyBookings(page: number, signal?: AbortSignal): Promise<BookingPage> {
  return (
    await api<BookingPage>('GET', '/user/bookings', { query: { page, limit: DEFAULT_PAGE_SIZE }, signal })
  ).data;
}

export const myBookingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.list(page),
    queryFn: ({ signal }) => getMyBookings(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyBookings = (page: number) => useQuery(myBookingsQueryOptions(page));
