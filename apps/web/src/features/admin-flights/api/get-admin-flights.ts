import { DEFAULT_PAGE_SIZE, type FlightPage, type FlightStatus } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AdminFlightFilters {
  search: string;
  status: FlightStatus | '';
  /** yyyy-MM-dd */
  departureDate: string;
  /** yyyy-MM-dd */
  arrivalDate: string;
  city: string;
}

/** GET /admin/flights: every flight, latest departure first, filtered on the server. */
export async function getAdminFlights(
  page: number,
  filters: AdminFlightFilters,
  signal?: AbortSignal,
): Promise<FlightPage> {
  const result = await api<FlightPage>('GET', '/admin/flights', {
    query: {
      page,
      limit: DEFAULT_PAGE_SIZE,
      search: filters.search.trim(),
      status: filters.status,
      departureDate: filters.departureDate,
      arrivalDate: filters.arrivalDate,
      city: filters.city.trim(),
    },
    signal,
  });
  return result.data;
}

export const adminFlightsQueryOptions = (page: number, filters: AdminFlightFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.flights.list(page, filters),
    queryFn: ({ signal }) => getAdminFlights(page, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminFlights = (page: number, filters: AdminFlightFilters) =>
  useQuery(adminFlightsQueryOptions(page, filters));
