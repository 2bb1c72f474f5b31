import type { Booking, UpdateServicesBody } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /user/bookings/{id}/services: replaces a passenger's service codes on a flight (docs/product.md#1413-service-requests). */
export async function updateServices(id: string, body: UpdateServicesBody): Promise<Booking> {
  return (await api<Booking>('PUT', `/user/bookings/${id}/services`, { body })).data;
}

export function useUpdateServices(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateServicesBody) => updateServices(id, body),
    onSuccess: (booking) => {
      client.setQueryData(queryKeys.bookings.detail(id), booking);
      void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
