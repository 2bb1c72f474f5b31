import {
  type BookingOrder,
  type BookingPage,
  type BookingStatus,
  type ClassType,
  DEFAULT_PAGE_SIZE,
} from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface BookingFilters {
  startDate: string;
  endDate: string;
  classType: ClassType | '';
  status: BookingStatus | '';
  /** tracking ID, name, e-mail or flight number (docs/product.md#145-the-booking-desk) */
  search: string;
  /** `oldest` in the Pending payment view */
  order: BookingOrder;
}

/** GET /admin/bookings: page, limit 10 and the filters; empty filters are left out. */
export async function getBookings(
  page: number,
  filters: BookingFilters,
  signal?: AbortSignal,
): Promise<BookingPage> {
  const result = await api<BookingPage>('GET', '/admin/bookings', {
    query: { page, limit: DEFAULT_PAGE_SIZE, ...filters },
    signal,
  });
  return result.data;
}

export const adminBookingsQueryOptions = (page: number, filters: BookingFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.bookings.list(page, filters),
    queryFn: ({ signal }) => getBookings(page, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminBookings = (page: number, filters: BookingFilters) =>
  useQuery(adminBookingsQueryOptions(page, filters));
