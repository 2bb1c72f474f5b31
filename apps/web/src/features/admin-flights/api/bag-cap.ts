import type { BagCap } from '@skylark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const keyOf = (flightId: string) => ['admin', 'bag-cap', flightId] as const;

/** GET /admin/flights/{id}/bag-cap: the flight's cap on extra bags and those sold (docs/product.md#1419-paid-bags). */
export function useBagCap(flightId: string) {
  return useQuery({
    queryKey: keyOf(flightId),
    queryFn: async () => (await api<BagCap>('GET', `/admin/flights/${flightId}/bag-cap`)).data,
  });
}

/** PUT /admin/flights/{id}/bag-cap: a cap, or null for none. */
export function useUpdateBagCap(flightId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bagCap: number | null) =>
      api<BagCap>('PUT', `/admin/flights/${flightId}/bag-cap`, { body: { bagCap } }),
    onSuccess: (answer) => queryClient.setQueryData(keyOf(flightId), answer.data),
  });
}
