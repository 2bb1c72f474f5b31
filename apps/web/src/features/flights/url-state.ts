import { OFFERS, type Offer } from '@skylark/contract';
import { type TripSearch, readTripSearch, writeTripSearch } from '@/lib/search-params';
import { type TripSegment, readTripSegments, writeTripSegments } from '@/lib/trip-segments';

/** The list's sort choices (docs/product.md#131-the-flight-list); the API takes them as `sort`. */
export const LIST_SORTS = ['date', 'price', 'duration'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** What /book-flights shows, read from and written to its URL so Back and shared links work. */
export interface ListState {
  page: number;
  sort: ListSort;
  offer?: Offer;
  search: TripSearch | null;
  /** the outbound flight chosen, `flightId:CLASS`, while a return is being picked (docs/product.md#149-return-trips-and-multi-city) */
  outbound?: string;
  /** the flights chosen so far for a return or multi-city search's legs, in order (docs/product.md#149-return-trips-and-multi-city) */
  picked?: TripSegment[];
}

const OUTBOUND = /^[0-9a-f-]{36}:[A-Z]{1,12}$/i;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

const whole = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export function readListState(params: URLSearchParams): ListState {
  const search = readTripSearch(params);
  const legs = search?.legs.length ?? 0;
  const picked = legs > 1 ? readTripSegments(params.get('picked'))?.slice(0, legs) : undefined;
  return {
    page: whole(params.get('page'), 1, 100_000, 1),
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? 'date',
    offer: oneOf(OFFERS, params.get('offer')),
    search,
    outbound: OUTBOUND.test(params.get('outbound') ?? '') ? params.get('outbound')! : undefined,
    picked,
  };
}

/** The URL query of a state: defaults left out, so a plain list stays at a plain /book-flights. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) writeTripSearch(state.search, params);
  else if (state.offer) params.set('offer', state.offer);
  if (state.outbound) params.set('outbound', state.outbound);
  if (state.search && state.picked?.length) params.set('picked', writeTripSegments(state.picked));
  if (state.sort !== 'date') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
