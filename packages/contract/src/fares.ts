import { OFFERS, type Offer } from './constants';
import {
  FAMILY_CHILD_AGE,
  INFANT_AGE,
  OFFER_NAMES,
  bookingTotalCents,
  offerProblem,
  priceWithOffer,
} from './offers';

// Passenger types and the fare breakdown (docs/product.md#141-offers, docs/product.md#1410-passenger-types-and-infants-on-a-lap)

export const PASSENGER_TYPES = ['adult', 'child', 'infant', 'lapInfant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = {
  adult: 'Adults (12+)',
  child: 'Children (2–11)',
  infant: 'Infants in a seat (under 2)',
  lapInfant: 'Infants on a lap (under 2)',
};

/** A seated passenger's type by age on the day of departure. */
export const passengerTypeOf = (age: number): Exclude<PassengerType, 'lapInfant'> =>
  age >= FAMILY_CHILD_AGE ? 'adult' : age >= INFANT_AGE ? 'child' : 'infant';

export interface PricingInput {
  classPriceCents: number;
  /** each seated passenger's age on the day of departure */
  ages: readonly number[];
  departureAt: Date;
  now?: Date;
}

/**
 * The best offer the booking's rules allow (lowest total; the first in OFFERS on a tie), or none:
 * offers apply by rule, whichever way the traveller came (docs/product.md#141-offers).
 */
export function bestOffer(input: PricingInput): {
  offer: Offer | null;
  listCents: number;
  totalCents: number;
} {
  const listCents = bookingTotalCents({
    classPriceCents: input.classPriceCents,
    passengers: input.ages.length,
  });
  let best: { offer: Offer | null; listCents: number; totalCents: number } = {
    offer: null,
    listCents,
    totalCents: listCents,
  };
  for (const offer of OFFERS) {
    if (offerProblem({ ...input, offer }) !== null) continue;
    const price = priceWithOffer({ ...input, offer });
    if (price.totalCents < best.totalCents) best = { offer, ...price };
  }
  return best;
}

/** What a booking charges, per passenger type (docs/product.md#141-offers); every amount in dollars. */
export interface FareBreakdown {
  lines: { type: PassengerType; count: number; unitPrice: number; amount: number }[];
  /** the class price × seated passengers */
  listPrice: number;
  /** the offer applied by rule, its name and what it takes off, or null */
  offer: { code: Offer; name: string; saving: number } | null;
  /** what the booking charges */
  total: number;
}

const dollars = (cents: number) => cents / 100;

/**
 * What a booking charges, per passenger type, with the offer applied and named
 * (docs/product.md#141-offers): the one breakdown the form shows before booking and the answer carries.
 */
export function fareBreakdownOf(
  input: { classPriceCents: number; ages: readonly number[]; lapInfants: number },
  priced: { offer: Offer | null; listCents: number; totalCents: number },
): FareBreakdown {
  const lines: FareBreakdown['lines'] = [];
  for (const type of ['adult', 'child', 'infant'] as const) {
    const count = input.ages.filter((age) => passengerTypeOf(age) === type).length;
    if (count > 0)
      lines.push({
        type,
        count,
        unitPrice: dollars(input.classPriceCents),
        amount: dollars(input.classPriceCents * count),
      });
  }
  if (input.lapInfants > 0)
    lines.push({ type: 'lapInfant', count: input.lapInfants, unitPrice: 0, amount: 0 });
  return {
    lines,
    listPrice: dollars(priced.listCents),
    offer: priced.offer
      ? {
          code: priced.offer,
          name: OFFER_NAMES[priced.offer],
          saving: dollars(priced.listCents - priced.totalCents),
        }
      : null,
    total: dollars(priced.totalCents),
  };
}

/** One flight of a trip, as priced: its class price and departure. */
export interface PricedLeg {
  classPriceCents: number;
  departureAt: Date;
}

/** What each passenger is charged on one flight, and the offer that priced it there (null: none fitted). */
export interface LegFares {
  offer: Offer | null;
  /** cents per seated passenger, in the request's order; they add up to the leg's price with the offer */
  cents: number[];
}

/**
 * Each passenger's fare on one flight with `offer`, if the offer fits that flight
 * (docs/product.md#141-offers): a percentage offer is rounded once for the flight and its cents shared out from the first
 * passenger, so the fares add up to the flight's price; the family offer charges children nothing.
 */
export function legFares(leg: PricedLeg, ages: readonly number[], offer: Offer | null, now?: Date): LegFares {
  const input = { ...leg, ages, now, offer };
  const applies = offer !== null && offerProblem(input) === null;
  const { totalCents } = priceWithOffer({ ...input, offer: applies ? offer : null });
  if (applies && offer === 'family')
    return { offer, cents: ages.map((age) => (age >= FAMILY_CHILD_AGE ? leg.classPriceCents : 0)) };
  const n = ages.length;
  const share = Math.floor(totalCents / Math.max(n, 1));
  const rest = totalCents - share * n;
  return { offer: applies ? offer : null, cents: ages.map((_, i) => share + (i < rest ? 1 : 0)) };
}

/**
 * A trip's price (docs/product.md#141-offers): the offer that makes the whole trip cheapest, applied on each
 * flight it fits and on no other (a weekend offer prices only the flights that leave on a weekend).
 */
export function tripPrice(
  legs: readonly PricedLeg[],
  ages: readonly number[],
  now?: Date,
): { offer: Offer | null; listCents: number; totalCents: number; legs: LegFares[] } {
  const listCents = legs.reduce(
    (sum, l) => sum + bookingTotalCents({ classPriceCents: l.classPriceCents, passengers: ages.length }),
    0,
  );
  let best = {
    offer: null as Offer | null,
    listCents,
    totalCents: listCents,
    legs: legs.map((l) => legFares(l, ages, null, now)),
  };
  for (const offer of OFFERS) {
    const priced = legs.map((l) => legFares(l, ages, offer, now));
    if (!priced.some((p) => p.offer)) continue;
    const totalCents = priced.reduce((sum, p) => sum + p.cents.reduce((a, c) => a + c, 0), 0);
    if (totalCents < best.totalCents) best = { offer, listCents, totalCents, legs: priced };
  }
  return best;
}

/** A search's party as priced: passengers aged 12 or over and children 2–11 (infants on a lap fly free). */
export interface PricedParty {
  adults: number;
  children: number;
}

/**
 * A party's total for one flight's class price, with the offer its rules give (docs/product.md#141-offers):
 * the one figure a result card shows and the fares by day show for the day's cheapest flight.
 */
export function partyFare(
  input: { classPriceCents: number; departureAt: Date; now?: Date },
  party: PricedParty,
): { offer: Offer | null; listCents: number; totalCents: number } {
  // the offers' rules only ask whether a passenger is 12 or over, or 2 to 11
  const ages = [...Array<number>(party.adults).fill(30), ...Array<number>(party.children).fill(8)];
  return bestOffer({ ...input, ages });
}
