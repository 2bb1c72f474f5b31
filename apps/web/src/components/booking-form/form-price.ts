import { FAMILY_CHILD_AGE, ageOnDeparture, bestOffer, fareBreakdownOf } from '@skylark/contract';

/**
 * The booking as typed, priced by the rule the server prices it by (docs/product.md §14.1); the
 * server's answer is what is charged. A passenger without a date of birth yet counts as paying.
 */
export function formPrice(
  classPrice: number,
  passengers: readonly ({ dateOfBirth?: string } | undefined)[],
  departureAt: Date,
  lapInfants: number,
) {
  const pricing = {
    classPriceCents: Math.round(classPrice * 100),
    ages: passengers.map((p) => ageOnDeparture(p?.dateOfBirth ?? '', departureAt) ?? FAMILY_CHILD_AGE),
    departureAt,
  };
  const priced = bestOffer(pricing);
  return {
    total: priced.totalCents / 100,
    listTotal: priced.listCents / 100,
    fare: fareBreakdownOf({ ...pricing, lapInfants }, priced),
  };
}
