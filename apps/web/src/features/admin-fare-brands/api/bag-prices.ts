import type { BagPrices, ClassType } from '@skylark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const key = ['admin', 'bag-prices'] as const;

/** GET /admin/bag-prices: the price of an extra checked bag per class, in dollars (docs/product.md#1419-paid-bags). */
export function useBagPrices() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api<BagPrices>('GET', '/admin/bag-prices')).data,
  });
}

/** PUT /admin/bag-prices/{classType}: one class's price. */
export function useUpdateBagPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classType, price }: { classType: ClassType; price: number }) =>
      api<BagPrices>('PUT', `/admin/bag-prices/${classType}`, { body: { price } }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer.data),
    // the flights' answers carry each class's bag price
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.flights.all }),
  });
}
