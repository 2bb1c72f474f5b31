import type { Booking } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /user/bookings/{id}: the booking being paid. */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return (await api<Booking>('GET', `/user/bookings/${id}`, { signal })).data;
}

export const paymentBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['bookings', 'detail', id],
    queryFn: ({ signal }) => getBooking(id, signal),
    retry: false,
  });

export const usePaymentBooking = (id: string) => useQuery(paymentBookingQueryOptions(id));
