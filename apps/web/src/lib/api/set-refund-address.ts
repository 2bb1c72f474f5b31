import type { Booking } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /user/bookings/{id}/refund-address */
export function useSetRefundAddress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundAddress: string) =>
      api<Booking>('PUT', `/user/bookings/${id}/refund-address`, { body: { refundAddress } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
