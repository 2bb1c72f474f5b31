import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '@/lib/api/get-booking';

/** How often the payment page asks again while a booking is pending (docs/product.md §17). */
export const PAYMENT_POLL_MS = 5_000;

/**
 * GET /user/bookings/{id}, asked again every 5 s while the booking is PENDING and the tab is in
 * view, so the page moves from waiting to seen to received (or expired) on its own.
 */
export const useWatchedBooking = (id: string) =>
  useQuery({
    ...bookingQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.bookingStatus === 'PENDING' ? PAYMENT_POLL_MS : false),
  });
