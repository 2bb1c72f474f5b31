import { DAY_MS, EARLY_BIRD_DAYS, OFFERS, type Offer } from './constants';

/**
 * The booking's total in cents: the class price per passenger (docs/product.md#142-group-bookings-and-the-seat-map). The one place
 * a booking's price is computed, by the server and the form alike.
 */
export function bookingTotalCents(input: { classPriceCents: number; passengers: number }): number {
  return input.classPriceCents * input.passengers;
}

/** Percent off the class price of the early-bird and weekend offers (docs/product.md#141-offers). */
export const OFFER_PERCENT_OFF = { 'early-bird': 25, weekend: 20 } as const;
/** Family offer: children under this age fly free with at least FAMILY_MIN_ADULTS paying passengers. */
export const FAMILY_CHILD_AGE = 12;
export const FAMILY_MIN_ADULTS = 2;
/** Under this age a passenger is an infant; each needs a passenger aged 12 or over of their own. */
export const INFANT_AGE = 2;
/** An age under 12 lowers the price (the family offer, children, infants): it is proven by a date of birth. */
export const dateOfBirthRequiredMessage = (passenger: number) =>
  `Passenger ${passenger}: a date of birth is required for a passenger under ${FAMILY_CHILD_AGE}`;
/** Children (2 to 11) per passenger aged 12 or over on an offer for children. */
export const CHILDREN_PER_ADULT = 3;

export const OFFER_NAMES: Record<Offer, string> = {
  'early-bird': 'Early bird',
  weekend: 'Weekend getaway',
  family: 'Family offer',
};

export const offerMessages = {
  'early-bird': `The early-bird offer needs a departure at least ${EARLY_BIRD_DAYS} days ahead`,
  weekend: 'The weekend offer needs a departure on a Saturday or a Sunday (UTC)',
  family: `The family offer needs at least ${FAMILY_MIN_ADULTS} passengers aged ${FAMILY_CHILD_AGE} or over and a child under ${FAMILY_CHILD_AGE}`,
} as const satisfies Record<Offer, string>;

/** The party rule of an offer for children and infants (docs/product.md#141-offers). */
export const FAMILY_PARTY_MESSAGE = `The family offer needs one passenger aged ${FAMILY_CHILD_AGE} or over for each infant under ${INFANT_AGE} and for each ${CHILDREN_PER_ADULT} children`;

/** Whether a party has one passenger aged 12 or over per infant and per three children. */
export function partyIsAccompanied(ages: readonly number[]): boolean {
  const adults = ages.filter((age) => age >= FAMILY_CHILD_AGE).length;
  const infants = ages.filter((age) => age < INFANT_AGE).length;
  const children = ages.filter((age) => age >= INFANT_AGE && age < FAMILY_CHILD_AGE).length;
  return infants <= adults && children <= adults * CHILDREN_PER_ADULT;
}

export const isOffer = (value: unknown): value is Offer => OFFERS.some((o) => o === value);

export interface OfferInput {
  offer?: Offer | null;
  departureAt: Date;
  /** each passenger's age */
  ages: readonly number[];
  now?: Date;
}

/** Why the offer does not apply to this booking, or null when it does (docs/product.md#141-offers). */
export function offerProblem({ offer, departureAt, ages, now = new Date() }: OfferInput): string | null {
  if (!offer) return null;
  if (offer === 'early-bird')
    return departureAt.getTime() - now.getTime() >= EARLY_BIRD_DAYS * DAY_MS ? null : offerMessages[offer];
  if (offer === 'weekend') return [0, 6].includes(departureAt.getUTCDay()) ? null : offerMessages[offer];
  const children = ages.filter((age) => age < FAMILY_CHILD_AGE).length;
  if (children === 0 || ages.length - children < FAMILY_MIN_ADULTS) return offerMessages[offer];
  return partyIsAccompanied(ages) ? null : FAMILY_PARTY_MESSAGE;
}

/**
 * A booking's list price ({@link bookingTotalCents}) and the price with an eligible offer, in whole
 * cents (docs/product.md#141-offers): early-bird 25 % and weekend 20 % off, rounded to the cent; family
 * charges the passengers aged 12 or over only. Without an offer both are the list price.
 */
export function priceWithOffer(input: OfferInput & { classPriceCents: number }): {
  listCents: number;
  totalCents: number;
} {
  const listCents = bookingTotalCents({
    classPriceCents: input.classPriceCents,
    passengers: input.ages.length,
  });
  const offer = input.offer;
  if (!offer || offerProblem(input) !== null) return { listCents, totalCents: listCents };
  if (offer === 'family') {
    const paying = input.ages.filter((age) => age >= FAMILY_CHILD_AGE).length;
    return { listCents, totalCents: input.classPriceCents * paying };
  }
  return { listCents, totalCents: Math.round((listCents * (100 - OFFER_PERCENT_OFF[offer])) / 100) };
}

/**
 * The per-passenger price an offer link shows beside the struck class price, for a flight the offer
 * fits; family (children fly free) shows none.
 */
export function offerUnitPrice(
  offer: Offer | undefined,
  classPrice: number,
  departureAt: Date,
): number | null {
  if (offer !== 'early-bird' && offer !== 'weekend') return null;
  if (offerProblem({ offer, departureAt, ages: [] }) !== null) return null;
  return Math.round(classPrice * (100 - OFFER_PERCENT_OFF[offer])) / 100;
}
