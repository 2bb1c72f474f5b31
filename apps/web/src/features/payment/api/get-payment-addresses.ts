import type { PaymentAddresses } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/bookings/payment-addresses: the Bitcoin addresses the page rotates through (docs/product.md#14-bookings-and-payment). */
export async function getPaymentAddresses(signal?: AbortSignal): Promise<string[]> {
  return (await api<PaymentAddresses>('GET', '/user/bookings/payment-addresses', { signal })).data.addresses;
}

export const paymentAddressesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.paymentAddresses,
    queryFn: ({ signal }) => getPaymentAddresses(signal),
    staleTime: Infinity,
  });

export const usePaymentAddresses = () => useQuery(paymentAddressesQueryOptions());
