import { type Booking, type CreateBookingInput, IDEMPOTENCY_KEY_HEADER } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, retryDelay, retryNetworkErrors } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /user/bookings with the form's Idempotency-Key, so a double submit books once. */
export async function createBooking(body: CreateBookingInput, idempotencyKey: string): Promise<Booking> {
  const result = await api<Booking>('POST', '/user/bookings', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return result.data;
}

export function useCreateBooking(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingInput) => createBooking(body, idempotencyKey),
    // the same key books once: a request whose answer was lost is sent again (docs/product.md#142-group-bookings-and-the-seat-map)
    retry: retryNetworkErrors,
    retryDelay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
