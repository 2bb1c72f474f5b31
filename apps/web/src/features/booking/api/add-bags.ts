import type { AddBagsBody, Booking } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /user/bookings/{id}/bags: raises passengers' extra bags on flights (docs/product.md#1419-paid-bags). */
export async function addBags(id: string, body: AddBagsBody): Promise<Booking> {
  return (await api<Booking>('POST', `/user/bookings/${id}/bags`, { body })).data;
}

export function useAddBags(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBagsBody) => addBags(id, body),
    onSuccess: (booking) => {
      client.setQueryData(queryKeys.bookings.detail(id), booking);
      void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
