import type { Flight, UpdateFlightBody } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /admin/flights/{id}: the changed fields. */
export async function updateFlight(id: string, body: UpdateFlightBody): Promise<Flight> {
  return (await api<Flight>('PATCH', `/admin/flights/${id}`, { body })).data;
}

/** Whatever the outcome, the lists are fetched again so no stale row stays on screen. */
export function useUpdateFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFlightBody }) => updateFlight(id, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.flights.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.flights.all }),
      ]),
  });
}

export type UpdateFlightMutation = ReturnType<typeof useUpdateFlight>;
