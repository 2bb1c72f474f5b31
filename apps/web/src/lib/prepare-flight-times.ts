import { prepareAirportTime, type FlightPage } from '@skylark/contract';

const browserTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A task builds formats for at most this long before it gives the browser a turn. */
const TASK_BUDGET_MS = 8;

/**
 * Builds the time formats of a page of flights' airports in tasks of their own before the page
 * renders: the browser's first date format loads its locale data, a long task on a phone that would
 * otherwise add to the render that shows the list, and later formats to that first task
 * (docs/product.md#102-what-the-public-pages-load-first).
 */
export async function prepareFlightTimes<Page extends FlightPage>(page: Page): Promise<Page> {
  await browserTurn();
  let started = performance.now();
  for (const flight of page.data) {
    for (const airport of [flight.departure.city, flight.arrival.city]) {
      if (performance.now() - started > TASK_BUDGET_MS) {
        await browserTurn();
        started = performance.now();
      }
      prepareAirportTime(airport);
    }
  }
  return page;
}
