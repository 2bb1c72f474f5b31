import type { Booking } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/bookings/{id} */
export async function getAdminBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return (await api<Booking>('GET', `/admin/bookings/${id}`, { signal })).data;
}

export const adminBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.bookings.detail(id),
    queryFn: ({ signal }) => getAdminBooking(id, signal),
    retry: false,
  });

export const useAdminBooking = (id: string) => useQuery(adminBookingQueryOptions(id));
