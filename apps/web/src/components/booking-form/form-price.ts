import {
  FAMILY_CHILD_AGE,
  ageOnDeparture,
  bestOffer,
  fareBreakdownOf,
  passengerTypeOf,
} from '@skylark/contract';

/** An age that stands for a child of 2–11 whose date of birth is not typed yet. */
const CHILD_AGE = 8;

/**
 * Each passenger's age on the day of departure; one without a date of birth yet stands for the
 * search's party: the children it named not typed yet are the last untyped passengers, the others
 * adults. So the checkout's total is the list's from the start.
 */
function agesAsTyped(
  passengers: readonly ({ dateOfBirth?: string } | undefined)[],
  departureAt: Date,
  children: number,
): number[] {
  const typed = passengers.map((p) => ageOnDeparture(p?.dateOfBirth ?? '', departureAt));
  const typedChildren = typed.filter((age) => age !== null && passengerTypeOf(age) === 'child').length;
  let childrenLeft = Math.max(0, children - typedChildren);
  const ages = [...typed];
  for (let i = ages.length - 1; i >= 0; i--) {
    if (ages[i] !== null) continue;
    ages[i] = childrenLeft > 0 ? CHILD_AGE : FAMILY_CHILD_AGE;
    if (childrenLeft > 0) childrenLeft--;
  }
  return ages as number[];
}

/**
 * The booking as typed, priced by the rule the server prices it by (docs/product.md#141-offers); the
 * server's answer is what is charged. `children`: how many of the passengers the search said were
 * children (2–11), for those without a date of birth yet.
 */
export function formPrice(
  classPrice: number,
  passengers: readonly ({ dateOfBirth?: string } | undefined)[],
  departureAt: Date,
  lapInfants: number,
  children = 0,
) {
  const pricing = {
    classPriceCents: Math.round(classPrice * 100),
    ages: agesAsTyped(passengers, departureAt, children),
    departureAt,
  };
  const priced = bestOffer(pricing);
  return {
    total: priced.totalCents / 100,
    listTotal: priced.listCents / 100,
    fare: fareBreakdownOf({ ...pricing, lapInfants }, priced),
  };
}
