import type { CreateFlightBody, Flight } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/flights */
export async function createFlight(body: CreateFlightBody): Promise<Flight> {
  return (await api<Flight>('POST', '/admin/flights', { body })).data;
}

/** Creates a flight (Flight Management and the Dashboard); the flight lists reload either way. */
export function useCreateFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlight,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.flights.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.flights.all }),
      ]),
  });
}

export type CreateFlightMutation = ReturnType<typeof useCreateFlight>;
