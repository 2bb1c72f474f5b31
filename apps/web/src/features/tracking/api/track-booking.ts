import type { Tracking } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/bookings/tracking/{trackingId}: public, case-insensitive. */
export async function trackBooking(trackingId: string, signal?: AbortSignal): Promise<Tracking> {
  return (await api<Tracking>('GET', `/user/bookings/tracking/${encodeURIComponent(trackingId)}`, { signal }))
    .data;
}

export const trackingQueryOptions = (trackingId: string | null) =>
  queryOptions({
    queryKey: queryKeys.tracking(trackingId),
    queryFn: ({ signal }) => trackBooking(trackingId as string, signal),
    enabled: trackingId !== null,
    retry: false,
  });

export const useTracking = (trackingId: string | null) => useQuery(trackingQueryOptions(trackingId));
