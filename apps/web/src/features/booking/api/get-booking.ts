import type { Booking } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingsKey } from './get-my-bookings';

/** GET /user/bookings/{id}: one own booking (another customer's answers 404). */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return (await api<Booking>('GET', `/user/bookings/${id}`, { signal })).data;
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'detail', id],
    queryFn: ({ signal }) => getBooking(id, signal),
    retry: false,
  });

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));
