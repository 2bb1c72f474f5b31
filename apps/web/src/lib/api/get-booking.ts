import type { Booking } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/bookings/{id}: one own booking (another customer's answers 404); detail and payment pages. */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return (await api<Booking>('GET', `/user/bookings/${id}`, { signal })).data;
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    retry: false,
  });

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));
