import {
  CLASS_TYPES,
  DEPARTURE_TIME_KEYS,
  MAX_PASSENGERS_PER_BOOKING,
  MAX_FLIGHT_HOURS,
  MAX_PRICE,
  type ClassType,
  type DepartureTime,
} from '@skylark/contract';
import { type Party, seatedOf, wholeParam as whole } from '@/lib/party';

/**
 * The whole flight search, as the URL of /book-flights holds it (docs/product.md#131-the-flight-list): one module
 * reads and writes it, for the search box, the results and the booking that follows.
 *
 *   ?trip=oneway|return|multi
 *   &legs=FROM-TO-YYYY-MM-DD,FROM-TO-YYYY-MM-DD   (a date may be empty: FROM-TO-)
 *   &adults=2&children=1&infants=1                (adults 12+, children 2–11, lap infants under 2)
 *   &class=ECONOMY&minPrice=100&maxPrice=900&maxDuration=8&times=morning,evening
 *
 * In a city, `%`, `-` and `,` are written %25, %2D and %2C, so legs split without doubt. The older
 * `from`, `to`, `date`, `class` and `passengers` of a one-way search are still read.
 */
export const TRIP_TYPES = ['oneway', 'return', 'multi'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_LABELS: Record<TripType, string> = {
  oneway: 'One-way',
  return: 'Return',
  multi: 'Multi-city',
};
export const MAX_LEGS = 4;
export { type Party, seatedOf };

export interface Leg {
  from: string;
  to: string;
  /** yyyy-MM-dd, or '' for any day */
  date: string;
}
export interface SearchFilters {
  /** dollars per passenger */
  minPrice?: number;
  maxPrice?: number;
  /** hours */
  maxDuration?: number;
  times: DepartureTime[];
}
export interface TripSearch {
  trip: TripType;
  legs: Leg[];
  party: Party;
  classType: ClassType | '';
  filters: SearchFilters;
}

const MAX_TEXT = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_KEYS = ['trip', 'legs', 'from', 'to', 'date', 'class', 'passengers', 'adults'] as const;

export const emptyLeg = (): Leg => ({ from: '', to: '', date: '' });

const amount = (value: string | null, max: number) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
};
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

const ESCAPES: Record<string, string> = { '%': '%25', ',': '%2C', '-': '%2D' };
const escapeCity = (city: string) => city.replace(/[%,-]/g, (ch) => ESCAPES[ch] ?? ch);
const unescapeCity = (text: string) => {
  try {
    return decodeURIComponent(text).slice(0, MAX_TEXT);
  } catch {
    return '';
  }
};

function readLegs(value: string): Leg[] {
  return value
    .slice(0, (MAX_TEXT * 2 + 12) * MAX_LEGS)
    .split(',')
    .slice(0, MAX_LEGS)
    .map((part) => {
      const match = /^([^-]*)-([^-]*)-(\d{4}-\d{2}-\d{2})?$/.exec(part);
      return match
        ? { from: unescapeCity(match[1]!), to: unescapeCity(match[2]!), date: match[3] ?? '' }
        : emptyLeg();
    });
}

export function readTripSearch(params: URLSearchParams): TripSearch | null {
  if (!SEARCH_KEYS.some((key) => params.has(key))) return null;
  const trip = oneOf(TRIP_TYPES, params.get('trip')) ?? 'oneway';
  const date = params.get('date') ?? '';
  let legs = params.has('legs')
    ? readLegs(params.get('legs') ?? '')
    : [
        {
          from: (params.get('from') ?? '').slice(0, MAX_TEXT),
          to: (params.get('to') ?? '').slice(0, MAX_TEXT),
          date: DAY.test(date) ? date : '',
        },
      ];
  const wanted = trip === 'oneway' ? 1 : trip === 'return' ? 2 : Math.max(2, legs.length);
  legs = Array.from({ length: wanted }, (_, i) => legs[i] ?? emptyLeg());
  const adults = params.has('adults')
    ? whole(params.get('adults'), 1, MAX_PASSENGERS_PER_BOOKING, 1)
    : whole(params.get('passengers'), 1, MAX_PASSENGERS_PER_BOOKING, 1);
  const children = whole(params.get('children'), 0, MAX_PASSENGERS_PER_BOOKING - adults, 0);
  const times = (params.get('times') ?? '')
    .slice(0, 60)
    .split(',')
    .filter((t): t is DepartureTime => DEPARTURE_TIME_KEYS.includes(t as DepartureTime));
  return {
    trip,
    legs,
    party: { adults, children, infants: whole(params.get('infants'), 0, adults, 0) },
    classType: oneOf<ClassType>(CLASS_TYPES, params.get('class')) ?? '',
    filters: {
      minPrice: amount(params.get('minPrice'), MAX_PRICE),
      maxPrice: amount(params.get('maxPrice'), MAX_PRICE),
      maxDuration: whole(params.get('maxDuration'), 1, MAX_FLIGHT_HOURS, 0) || undefined,
      times: [...new Set(times)],
    },
  };
}

/** Writes the search into `params`; the values left at their defaults are left out. */
export function writeTripSearch(search: TripSearch, params: URLSearchParams): URLSearchParams {
  params.set('trip', search.trip);
  params.set('legs', search.legs.map((l) => `${escapeCity(l.from)}-${escapeCity(l.to)}-${l.date}`).join(','));
  params.set('adults', String(search.party.adults));
  if (search.party.children) params.set('children', String(search.party.children));
  if (search.party.infants) params.set('infants', String(search.party.infants));
  if (search.classType) params.set('class', search.classType);
  const { minPrice, maxPrice, maxDuration, times } = search.filters;
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice));
  if (maxDuration !== undefined) params.set('maxDuration', String(maxDuration));
  if (times.length) params.set('times', times.join(','));
  return params;
}
