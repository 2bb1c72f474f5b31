import { brandPriceCents, isOffer, legFares, type LegFares } from '@skylark/contract';
import type { FlightClassRow, FlightRow } from '../../db/schema';
import type { ChangeContext } from './change-terms';
import { refundableCents } from './ledger';

export interface ChangeTerms {
  fareDifferenceCents: number;
  feeCents: number;
  amountDueCents: number;
  refundCents: number;
  /** what each passenger is charged on the new flight */
  fares: LegFares;
}

/**
 * What a change costs, from the ledger (docs/product.md#1411-the-bookings-ledger): the new flight's
 * fare for the same passengers, with the booking's offer where it fits that flight, less what was
 * charged for the old one, plus the fee per paying passenger. A free move keeps the fares. A paid
 * booking is owed back at most what it received for that flight; an unpaid one owes its new price.
 */
export function changeTerms(
  ctx: ChangeContext,
  cabin: FlightClassRow,
  flight: FlightRow,
  now: Date,
): ChangeTerms {
  const oldCents = ctx.oldFares.reduce((sum, c) => sum + c, 0);
  if (ctx.freeMove)
    return {
      fareDifferenceCents: 0,
      feeCents: 0,
      amountDueCents: 0,
      refundCents: 0,
      fares: { offer: null, cents: ctx.oldFares },
    };
  const offer = ctx.row.offer && isOffer(ctx.row.offer.name) ? ctx.row.offer.name : null;
  const ages = ctx.passengers.map((p) => p.age);
  // the new flight at the price and change fee of the brand booked, as the booking keeps them
  const terms = ctx.legs[ctx.segment]!.fareTerms;
  const fares = legFares(
    { classPriceCents: brandPriceCents(cabin.priceCents, terms), departureAt: flight.departureAt },
    ages,
    offer,
    now,
  );
  const newCents = fares.cents.reduce((sum, c) => sum + c, 0);
  const fareDifferenceCents = newCents - oldCents;
  const paying = fares.cents.filter((c) => c > 0).length;
  const feeCents = terms.change.feeCents * paying;
  if (ctx.row.paymentStatus !== 'CONFIRMED') {
    const owes = ctx.balance.chargedCents + fareDifferenceCents + feeCents - ctx.balance.receivedCents;
    return { fareDifferenceCents, feeCents, amountDueCents: Math.max(owes, 0), refundCents: 0, fares };
  }
  const delta = fareDifferenceCents + feeCents;
  const refundable = Math.min(oldCents, refundableCents(ctx.balance));
  return {
    fareDifferenceCents,
    feeCents,
    amountDueCents: Math.max(delta, 0),
    refundCents: Math.min(Math.max(-delta, 0), refundable),
    fares,
  };
}
