import { DEPARTURE_TIME_KEYS, flightSearchQuery } from '@skylark/contract';
import { z } from 'zod';

/** A field left empty, or not a number, filters nothing; a price below 0 is 0, as before. */
const amount = z.preprocess((text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? undefined : Math.max(0, n);
}, flightSearchQuery.shape.minPrice);

/** The filters of a search (docs/product.md#131-the-flight-list), checked by the flight list's own query. */
export const searchFiltersSchema = z.object({
  minPrice: amount,
  maxPrice: amount,
  maxDuration: z.preprocess((text: string) => (text ? text : undefined), flightSearchQuery.shape.maxDuration),
  times: z.array(z.enum(DEPARTURE_TIME_KEYS)),
});
/** What the filter fields hold: their text, '' for none. */
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;
