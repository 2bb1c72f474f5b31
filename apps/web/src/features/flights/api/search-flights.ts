import {
  DEFAULT_PAGE_SIZE,
  type ClassType,
  type FlightSearchPage,
  type FlightSortKey,
} from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prepareFlightTimes } from '@/lib/prepare-flight-times';
import { queryKeys } from '@/lib/query-keys';

export interface FlightSearch {
  departureCity: string;
  arrivalCity: string;
  /** yyyy-MM-dd */
  departureDate: string;
  classType: ClassType | '';
  passengers: number;
  /** the filters of docs/product.md#131-the-flight-list */
  minPrice?: number;
  maxPrice?: number;
  maxDuration?: number;
  times?: string[];
}

/** GET /user/flights/search (docs/product.md#73-flights, docs/product.md#13-flights-and-seats, docs/product.md#131-the-flight-list). */
export async function searchFlights(
  search: FlightSearch,
  page: number,
  sort: FlightSortKey,
  signal?: AbortSignal,
): Promise<FlightSearchPage> {
  const result = await api<FlightSearchPage>('GET', '/user/flights/search', {
    query: {
      departureCity: search.departureCity.trim(),
      arrivalCity: search.arrivalCity.trim(),
      departureDate: search.departureDate,
      classType: search.classType,
      passengers: search.passengers,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      maxDuration: search.maxDuration,
      times: search.times?.length ? search.times.join(',') : undefined,
      page,
      limit: DEFAULT_PAGE_SIZE,
      sort,
      order: 'asc',
    },
    signal,
  });
  return prepareFlightTimes(result.data);
}

export const searchFlightsQueryOptions = (search: FlightSearch, page: number, sort: FlightSortKey = 'date') =>
  queryOptions({
    queryKey: queryKeys.flights.search({ ...search, sort }, page),
    queryFn: ({ signal }) => searchFlights(search, page, sort, signal),
    placeholderData: keepPreviousData,
  });

export const useFlightSearch = (search: FlightSearch | null, page: number, sort: FlightSortKey = 'date') =>
  useQuery({
    ...searchFlightsQueryOptions(
      search ?? { departureCity: '', arrivalCity: '', departureDate: '', classType: '', passengers: 1 },
      page,
      sort,
    ),
    enabled: search !== null,
  });
