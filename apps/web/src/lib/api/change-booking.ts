import type { Booking, ChangeBookingBody, ChangeOptions, ChangeQuote, Envelope } from '@skylark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * A change of flight (docs/product.md#148-changing-flight), by the traveller (`/user/bookings`) or by the desk for
 * the customer (`/admin/bookings`): the same three requests under either base.
 */
export type ChangeBase = '/user/bookings' | '/admin/bookings';

/** `segment`: the flight of a trip changed (0 for a one-flight booking) */
export function useChangeOptions(base: ChangeBase, id: string, segment: number) {
  return useQuery({
    queryKey: ['change-options', base, id, segment],
    queryFn: async () =>
      (
        await api<ChangeOptions>('GET', `${base}/${id}/change-options`, {
          query: { segment: String(segment) },
        })
      ).data,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function useChangeQuote(
  base: ChangeBase,
  id: string,
  segment: number,
  flightId: string,
  seats: string[],
  /** false once the change is sent: the seats it takes must not ask for a new quote */
  wanted = true,
) {
  const ready = wanted && flightId !== '' && seats.length > 0 && seats.every((s) => s !== '');
  return useQuery({
    // outside bookings: the invalidation after a change must not ask again for a quote
    queryKey: ['change-quote', base, id, segment, flightId, seats.join(',')],
    queryFn: async () =>
      (
        await api<ChangeQuote>('GET', `${base}/${id}/change-quote`, {
          query: { segment: String(segment), flightId, seatNumbers: seats.join(',') },
        })
      ).data,
    enabled: ready,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function useChangeBooking(base: ChangeBase, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeBookingBody): Promise<Envelope<Booking>> =>
      api<Booking>('POST', `${base}/${id}/change`, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}

/** POST /user/bookings/{id}/accept-schedule */
export function useAcceptSchedule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Booking>('POST', `/user/bookings/${id}/accept-schedule`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

/** POST /user/bookings/{id}/cancelled-flight/{keep-rest|cancel-trip}: the choice for a flight of a trip the airline cancelled. */
export function useCancelledFlightChoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: 'keep-rest' | 'cancel-trip') =>
      api<Booking>('POST', `/user/bookings/${id}/cancelled-flight/${choice}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
