import { type Booking, type BookingAction, MSG } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { queryKeys } from '@/lib/query-keys';

export interface Decision {
  id: string;
  action: BookingAction;
  /** a rejection's optional note to the customer */
  reason?: string;
}

/** POST /admin/bookings/{id}/approve with {action, reason}: approve or reject a PENDING booking. */
export async function decideBooking({ id, action, reason }: Decision): Promise<Booking> {
  return (await api<Booking>('POST', `/admin/bookings/${id}/approve`, { body: { action, reason } })).data;
}

/** Approve or reject with the spec's toasts; the list and detail reload afterwards (docs/product.md#4-states-and-transitions). */
export function useDecideBooking() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBooking,
    onSuccess: (_booking, { action }) => {
      toast.success(action === 'approve' ? MSG.bookingApproved : MSG.bookingRejected);
    },
    onError: (error, { action }) => {
      toast.error(
        errorMessage(error, action === 'approve' ? MSG.approveBookingFailed : MSG.rejectBookingFailed),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all }),
  });
}
