import type { Booking, CancelBookingBody, CancellationQuote, Envelope } from '@skylark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /user/bookings/{id}/cancel: answers the message and data.cancellation.refundAmount. */
export async function cancelBooking({
  id,
  body = {},
}: {
  id: string;
  body?: NonNullable<CancelBookingBody>;
}): Promise<Envelope<Booking>> {
  return api<Booking>('POST', `/user/bookings/${id}/cancel`, { body });
}

/** After a cancellation the list reloads (docs/product.md#23-visitor-and-customer-screens). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}

/** The server's refund quote, asked for each time the cancel dialog opens (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export function useCancellationQuote(id: string | null) {
  return useQuery({
    // outside bookings.all: the invalidation after a cancel must not ask again for a quote
    queryKey: ['cancellation-quote', id],
    queryFn: async () =>
      (await api<CancellationQuote>('GET', `/user/bookings/${id}/cancellation-quote`)).data,
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
