import type { Flight, FlightPage } from './flights';

/**
 * What a page the server renders at request time was rendered with, written into the page for the
 * app to start from (docs/product.md#102-what-the-public-pages-load-first): a flight's page carries its flight, Home its Available
 * Flights, the flight list its first page.
 */
export interface PageData {
  flight?: Flight;
  /** `GET /user/flights?page=1&limit=6`: Home's Available Flights */
  homeFlights?: FlightPage;
  /** `GET /user/flights?page=1&limit=10&sort=date&order=asc`: the flight list with no search */
  flightList?: FlightPage;
  /** the airport times the page wrote, by what they write (`recordWrittenTimes`) */
  times?: Record<string, string>;
  /** the namespaces of texts the page was rendered with: the app loads them before it hydrates */
  namespaces?: string[];
}

/** The id of the `<script type="application/json">` holding a prerendered page's `PageData`. */
export const PAGE_DATA_ID = 'page-data';

/** JSON inside a script element: no `</script>` or `<!--` can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page's `#root` with its markup, and the data it was rendered with after it. */
export const pageRoot = (markup: string, data: PageData): string =>
  `<div id="root">${markup}</div>` +
  `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
