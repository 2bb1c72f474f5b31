import { prepareAirportTime, type FlightPage } from '@skylark/contract';

/**
 * Builds the time formats of a page of flights' airports in a task of its own before the page renders:
 * the browser's first date format loads its locale data, a long task on a phone that would otherwise
 * add to the render that shows the list (docs/product.md §10.2).
 */
export async function prepareFlightTimes(page: FlightPage): Promise<FlightPage> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const flight of page.data) {
    prepareAirportTime(flight.departure.city);
    prepareAirportTime(flight.arrival.city);
  }
  return page;
}
