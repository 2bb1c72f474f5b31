import { PAYMENT_STATE_POLL_MS, type PaymentState } from '@skylark/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/bookings/{id}/payment: the live state of a booking's payment (docs/product.md#143-paying-for-a-booking). */
export async function getPaymentState(id: string, signal?: AbortSignal): Promise<PaymentState> {
  return (await api<PaymentState>('GET', `/user/bookings/${id}/payment`, { signal })).data;
}

/**
 * Asked again every PAYMENT_STATE_POLL_MS while the booking is PENDING and the tab is in view, so
 * the payment page moves from waiting to seen to received (or expired) without a reload. A booking
 * without an invoice (made before invoices) has nothing to watch.
 */
export const usePaymentState = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.bookings.payment(id),
    enabled,
    queryFn: ({ signal }) => getPaymentState(id, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.bookingStatus === 'PENDING' ? PAYMENT_STATE_POLL_MS : false,
  });
