import type { Flight } from './flights';

/**
 * What a page the server renders at request time was rendered with, written into the page for the
 * app to start from (docs/product.md §10.2): a flight's page carries its flight.
 */
export interface PageData {
  flight?: Flight;
  /** the airport times the page wrote, by what they write (`recordWrittenTimes`) */
  times?: Record<string, string>;
}

/** The id of the `<script type="application/json">` holding a prerendered page's `PageData`. */
export const PAGE_DATA_ID = 'page-data';
