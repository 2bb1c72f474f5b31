import type { Tracking } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /user/bookings/tracking/{trackingId}: public, case-insensitive; the lead passenger's last
 * name, or the owner's session, shows the e-mail and special assistance (docs/product.md#14-bookings-and-payment).
 */
export async function trackBooking(
  trackingId: string,
  lastName: string | null,
  signal?: AbortSignal,
): Promise<Tracking> {
  const query = lastName ? `?${new URLSearchParams({ lastName })}` : '';
  const path = `/user/bookings/tracking/${encodeURIComponent(trackingId)}${query}`;
  return (await api<Tracking>('GET', path, { signal })).data;
}

export const trackingQueryOptions = (trackingId: string | null, lastName: string | null = null) =>
  queryOptions({
    queryKey: [...queryKeys.tracking(trackingId), lastName],
    queryFn: ({ signal }) => trackBooking(trackingId as string, lastName, signal),
    enabled: trackingId !== null,
    retry: false,
  });

export const useTracking = (trackingId: string | null, lastName: string | null = null) =>
  useQuery(trackingQueryOptions(trackingId, lastName));
