import { type BookingAction, type BulkDecisionResult, MSG } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/bookings/decisions: one decision for several bookings; the toast says how many went through. */
export function useDecideBookings() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { ids: string[]; action: BookingAction; reason?: string }) =>
      api<BulkDecisionResult>('POST', '/admin/bookings/decisions', { body }),
    onSuccess: (result) => {
      if (result.data.failed.length === 0) toast.success(result.message);
      else toast.error(result.message);
    },
    onError: (error, { action }) => {
      toast.error(
        errorMessage(error, action === 'approve' ? MSG.approveBookingFailed : MSG.rejectBookingFailed),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all }),
  });
}
