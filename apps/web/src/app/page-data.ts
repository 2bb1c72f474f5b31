import { PAGE_DATA_ID, type PageData, knowWrittenTimes } from '@skylark/contract';
import type { QueryClient } from '@tanstack/react-query';
import { flightQueryOptions } from '@/lib/api/get-flight';
import { flightsQueryOptions } from '@/features/flights/api/get-flights';
import { homeFlightsQueryOptions } from '@/features/marketing/api/get-home-flights';

/**
 * A page the server rendered with data (docs/product.md#102-what-the-public-pages-load-first) starts the app with the same data, so
 * the app hydrates the prerendered page as it is instead of showing a spinner and asking again.
 */
export function seedPageData(client: QueryClient, data: PageData): void {
  if (data.flight) client.setQueryData(flightQueryOptions(data.flight._id).queryKey, data.flight);
  if (data.homeFlights) client.setQueryData(homeFlightsQueryOptions().queryKey, data.homeFlights);
  // the list with no search: the key FlightList asks with on a plain /book-flights
  if (data.flightList) {
    client.setQueryData(flightsQueryOptions({ page: 1, sort: 'date' }).queryKey, data.flightList);
  }
  knowWrittenTimes(data.times);
}

/** The data the server rendered this document with; none when it rendered none. */
export function readPageData(document: Document): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
