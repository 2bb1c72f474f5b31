import type { Booking, Envelope } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /user/bookings/{id}/cancel: answers the message and data.cancellation.refundAmount. */
export async function cancelBooking(id: string): Promise<Envelope<Booking>> {
  return api<Booking>('POST', `/user/bookings/${id}/cancel`);
}

/** After a cancellation the list reloads (docs/product.md §2.3). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
