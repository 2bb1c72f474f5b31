import { type Booking, type CreateBookingInput, IDEMPOTENCY_KEY_HEADER } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, retryDelay, retryNetworkErrors } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/users/{id}/bookings with the form's Idempotency-Key, so a double submit books once. */
export async function bookForCustomer(
  customerId: string,
  body: CreateBookingInput,
  idempotencyKey: string,
): Promise<Booking> {
  const result = await api<Booking>('POST', `/admin/users/${customerId}/bookings`, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return result.data;
}

export function useBookForCustomer(customerId: string, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingInput) => bookForCustomer(customerId, body, idempotencyKey),
    retry: retryNetworkErrors,
    retryDelay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all }),
      ]),
  });
}
