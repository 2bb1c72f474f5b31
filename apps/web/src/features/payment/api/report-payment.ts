import type { Booking } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /user/bookings/{id}/payment-reported: the customer says they have paid (docs/product.md#143-paying-for-a-booking). */
export async function reportPayment(id: string): Promise<Booking> {
  return (await api<Booking>('POST', `/user/bookings/${id}/payment-reported`)).data;
}

/** The booking's screens then show the report; the payment page moves on to /payment-success itself. */
export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
