import { MAX_PASSENGERS_PER_BOOKING, partyFare } from '@skylark/contract';

/** Who travels (docs/product.md#1410-passenger-types-and-infants-on-a-lap): adults 12+, children 2–11, infants under 2 on a lap. */
export interface Party {
  adults: number;
  children: number;
  /** on an adult's lap, without a seat */
  infants: number;
}

export const seatedOf = (party: Party) => party.adults + party.children;
export const defaultParty = (): Party => ({ adults: 1, children: 0, infants: 0 });

/** A whole number of a URL parameter within [min, max], else the fallback. */
export const wholeParam = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The party's query for a booking page: `adults=2&children=1&infants=1`. */
export const partyQuery = (party: Party) =>
  `adults=${party.adults}&children=${party.children}&infants=${party.infants}`;

/** The party a booking page was opened with, or null (then the form starts with one passenger). */
export function readParty(params: URLSearchParams): Party | null {
  if (!params.has('adults')) return null;
  const adults = wholeParam(params.get('adults'), 1, MAX_PASSENGERS_PER_BOOKING, 1);
  return {
    adults,
    children: wholeParam(params.get('children'), 0, MAX_PASSENGERS_PER_BOOKING - adults, 0),
    infants: wholeParam(params.get('infants'), 0, adults, 0),
  };
}

/**
 * The party's total for a class price (the sum of each flight's, for a trip), with the offer its rules
 * give on the first departure, as the server prices the booking and the fares by day (docs/product.md#141-offers, docs/product.md#149-return-trips-and-multi-city).
 */
export const partyPrice = (classPrice: number, party: Party, departureAt: Date) =>
  partyFare({ classPriceCents: Math.round(classPrice * 100), departureAt }, party);

/** The party of the search a booking page was opened from, as the form counts it, if any. */
export function partySize(search: string) {
  const party = readParty(new URLSearchParams(search));
  return party ? { seated: seatedOf(party), infants: party.infants, children: party.children } : undefined;
}
