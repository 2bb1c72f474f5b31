import type { Booking } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBookingsKey } from './get-bookings';

/** GET /admin/bookings/{id} */
export async function getAdminBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return (await api<Booking>('GET', `/admin/bookings/${id}`, { signal })).data;
}

export const adminBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminBookingsKey, 'detail', id],
    queryFn: ({ signal }) => getAdminBooking(id, signal),
    retry: false,
  });

export const useAdminBooking = (id: string) => useQuery(adminBookingQueryOptions(id));
