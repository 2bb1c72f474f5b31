import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /admin/flights/{id}: refused (409) while the flight has active bookings. */
export async function deleteFlight(id: string) {
  return api<null>('DELETE', `/admin/flights/${id}`);
}

export function useDeleteFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFlight(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.flights.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.flights.all }),
      ]),
  });
}
