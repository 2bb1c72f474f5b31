import type { DisruptionCause, FlightCancellation } from '@skylark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/flights/{id}/cancellation: the bookings, travellers and refunds a cancellation would touch. */
export async function getCancellationPreview(id: string, signal?: AbortSignal): Promise<FlightCancellation> {
  return (await api<FlightCancellation>('GET', `/admin/flights/${id}/cancellation`, { signal })).data;
}

export const cancellationPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.flights.cancellation(id),
    queryFn: ({ signal }) => getCancellationPreview(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useCancellationPreview = (id: string | null) =>
  useQuery({ ...cancellationPreviewQueryOptions(id ?? ''), enabled: id !== null });

/** POST /admin/flights/{id}/cancel, with the cause for EU261: answers the refunds made; every list of flights and bookings reloads. */
export async function cancelFlight({
  id,
  cause,
}: {
  id: string;
  cause?: DisruptionCause;
}): Promise<FlightCancellation> {
  return (
    await api<FlightCancellation>('POST', `/admin/flights/${id}/cancel`, { body: cause ? { cause } : {} })
  ).data;
}

export function useCancelFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFlight,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.flights.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.flights.all }),
      ]),
  });
}
