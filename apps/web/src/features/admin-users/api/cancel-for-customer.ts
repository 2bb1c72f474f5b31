import { type Booking, type CancellationQuote, customerMessages, MSG } from '@skylark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { queryKeys } from '@/lib/query-keys';
import { useToast } from '@/lib/toast';

/** GET /admin/bookings/{id}/cancellation-quote: what the customer's own cancellation would refund now. */
export function useCustomerCancellationQuote(bookingId: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.bookings.cancellationQuote(bookingId ?? ''),
    queryFn: async () =>
      (await api<CancellationQuote>('GET', `/admin/bookings/${bookingId}/cancellation-quote`)).data,
    enabled: bookingId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /admin/bookings/{id}/cancel at the quote shown: the customer's own cancellation, made at the desk. */
export async function cancelForCustomer({ id, quoteId }: { id: string; quoteId: string }): Promise<Booking> {
  return (await api<Booking>('POST', `/admin/bookings/${id}/cancel`, { body: { quoteId } })).data;
}

export function useCancelForCustomer() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelForCustomer,
    onSuccess: () => toast.success(customerMessages.cancelledForCustomer),
    onError: (error) => toast.error(errorMessage(error, MSG.cancelBookingFailed)),
    onSettled: (_booking, error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all }),
        // a quote that no longer held: the dialog shows the new one
        error instanceof ApiError && error.code === 'QUOTE_CHANGED'
          ? queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.cancellationQuote(id) })
          : undefined,
      ]),
  });
}
