import type { ClassType, FareBrandSettings, FareBrandsUpdate } from '@skylark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const key = ['admin', 'fare-brands'] as const;

/** GET /admin/fare-brands (docs/product.md#1416-fare-brands). */
export function useFareBrands() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api<FareBrandSettings>('GET', '/admin/fare-brands')).data,
  });
}

/** PUT /admin/fare-brands/{classType}: a class's three brands. */
export function useUpdateFareBrands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classType, body }: { classType: ClassType; body: FareBrandsUpdate }) =>
      api<FareBrandSettings>('PUT', `/admin/fare-brands/${classType}`, { body }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer.data),
    // the flights' answers carry the brands' prices and terms
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.flights.all }),
  });
}
