import { type ClassType, compareSeatNumbers } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/flights/{id}/seats?classType=…: the free seats of a class, sorted by row then letter. */
export async function getAvailableSeats(
  flightId: string,
  classType: ClassType,
  signal?: AbortSignal,
): Promise<string[]> {
  const result = await api<{ availableSeats: { seatNumber: string }[] }>(
    'GET',
    `/user/flights/${flightId}/seats`,
    {
      query: { classType },
      signal,
    },
  );
  return result.data.availableSeats.map((s) => s.seatNumber).sort(compareSeatNumbers);
}

export const SEAT_POLL_MS = 1_500;

export const availableSeatsQueryOptions = (flightId: string, classType: ClassType | null) =>
  queryOptions({
    queryKey: queryKeys.flights.seats(flightId, classType),
    queryFn: ({ signal }) => getAvailableSeats(flightId, classType as ClassType, signal),
    // seats load once the class is known (docs/product.md#4-states-and-transitions)
    enabled: classType !== null,
    retry: false,
    // short polling: a seat taken by someone else shows as taken within 2 s (docs/product.md#142-group-bookings-and-the-seat-map)
    refetchInterval: SEAT_POLL_MS,
  });

export const useAvailableSeats = (flightId: string, classType: ClassType | null) =>
  useQuery(availableSeatsQueryOptions(flightId, classType));
