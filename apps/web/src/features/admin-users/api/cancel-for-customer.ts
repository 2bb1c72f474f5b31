import { type Booking, CUSTOMER_TEXT, MSG } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** POST /admin/bookings/{id}/cancel: the customer's own cancellation, made at the desk. */
export async function cancelForCustomer(bookingId: string): Promise<Booking> {
  return (await api<Booking>('POST', `/admin/bookings/${bookingId}/cancel`)).data;
}

export function useCancelForCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelForCustomer,
    onSuccess: () => toast.success(CUSTOMER_TEXT.cancelledForCustomer),
    onError: (error) => toast.error(errorMessage(error, MSG.cancelBookingFailed)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all }),
      ]),
  });
}
