import { CLASS_TYPES, OFFERS, type ClassType, type Offer } from '@skylark/contract';
import type { FlightSearch } from '@/features/flights/api/search-flights';

/** The list's sort choices (docs/product.md §13.1); the API takes them as `sort`. */
export const LIST_SORTS = ['date', 'price', 'duration'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** What /book-flights shows, read from and written to its URL so Back and shared links work. */
export interface ListState {
  page: number;
  sort: ListSort;
  offer?: Offer;
  search: FlightSearch | null;
  /** the outbound flight chosen, `flightId:CLASS`, while a return is being picked (docs/product.md §14.9) */
  outbound?: string;
}

const OUTBOUND = /^[0-9a-f-]{36}:[A-Z]{1,12}$/i;

const MAX_PASSENGERS = 9;
const MAX_TEXT = 200;
const SEARCH_KEYS = ['from', 'to', 'date', 'class', 'passengers'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

const whole = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export function readListState(params: URLSearchParams): ListState {
  const searching = SEARCH_KEYS.some((key) => params.has(key));
  const date = params.get('date') ?? '';
  return {
    page: whole(params.get('page'), 1, 100_000, 1),
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? 'date',
    offer: oneOf(OFFERS, params.get('offer')),
    outbound: OUTBOUND.test(params.get('outbound') ?? '') ? params.get('outbound')! : undefined,
    search: searching
      ? {
          departureCity: (params.get('from') ?? '').slice(0, MAX_TEXT),
          arrivalCity: (params.get('to') ?? '').slice(0, MAX_TEXT),
          departureDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
          classType: oneOf<ClassType>(CLASS_TYPES, params.get('class')) ?? '',
          passengers: whole(params.get('passengers'), 1, MAX_PASSENGERS, 1),
        }
      : null,
  };
}

/** The URL query of a state: defaults left out, so a plain list stays at a plain /book-flights. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const { search } = state;
  if (search) {
    if (search.departureCity) params.set('from', search.departureCity);
    if (search.arrivalCity) params.set('to', search.arrivalCity);
    if (search.departureDate) params.set('date', search.departureDate);
    if (search.classType) params.set('class', search.classType);
    params.set('passengers', String(search.passengers));
  } else if (state.offer) {
    params.set('offer', state.offer);
  }
  if (state.outbound) params.set('outbound', state.outbound);
  if (state.sort !== 'date') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
