import type { CheckInBody, CheckInState } from '@skylark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The path the boarding-pass page reads, and the service worker keeps for offline use. */
export const checkInPath = (id: string) => `/user/bookings/${id}/check-in`;

/** GET /user/bookings/{id}/check-in: the window, gate, boarding time and each passenger's pass. */
export async function getCheckIn(id: string, signal?: AbortSignal): Promise<CheckInState> {
  return (await api<CheckInState>('GET', checkInPath(id), { signal })).data;
}

export const checkInQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.checkIn(id),
    queryFn: ({ signal }) => getCheckIn(id, signal),
    retry: false,
  });

export const useCheckInState = (id: string) => useQuery(checkInQueryOptions(id));

/** POST /user/bookings/{id}/check-in: answers the state with the new boarding passes. */
export function useCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CheckInBody) =>
      (await api<CheckInState>('POST', checkInPath(id), { body })).data,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.bookings.checkIn(id), state),
  });
}
