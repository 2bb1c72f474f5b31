import { z } from 'zod';
import { objectOfKeys } from './common';
import { CLASS_TYPES, type ClassType } from './constants';

// Paid bags (docs/product.md#1419-paid-bags, decision 101): checked bags beyond the fare brand's own

/** Extra bags a passenger may buy on one flight. */
export const MAX_EXTRA_BAGS = 3;
const MAX_BAG_PRICE = 1000;
const MAX_BAG_CAP = 10_000;

/** The price of an extra bag per class until an administrator sets it (migration 0047), in cents. */
export const DEFAULT_BAG_PRICE_CENTS: Record<ClassType, number> = {
  ECONOMY: 3500,
  BUSINESS: 4500,
  FIRST: 5500,
  PRIVATEJET: 5500,
  CHOPPER: 3500,
};

/** One passenger's extra bags on one flight: `segment` 0 is the booking's first flight. */
export const passengerBagsInput = z.object({
  passengerIndex: z.number().int().min(0).max(8),
  segment: z.number().int().min(0).max(3).default(0),
  extraBags: z.number().int().min(0).max(MAX_EXTRA_BAGS),
});
export type PassengerBagsInput = z.infer<typeof passengerBagsInput>;
/** 9 passengers × 4 flights at most */
export const bagsField = z.array(passengerBagsInput).max(36);

/** POST /user/bookings/{id}/bags: the listed passengers' extra bags on the listed flights, raised to these counts. */
export const addBagsBody = z.object({ bags: bagsField.min(1) });
export type AddBagsBody = z.input<typeof addBagsBody>;

/** One passenger's bags on one flight, as the booking answers them: the brand's and those bought. */
export const passengerBagsSchema = z.object({
  passengerIndex: z.number().int(),
  segment: z.number().int(),
  name: z.string(),
  included: z.number().int(),
  extra: z.number().int(),
});
export type PassengerBags = z.infer<typeof passengerBagsSchema>;

/**
 * The bags a change row buys (flight_changes.bags): added per passenger per flight at the price of
 * the day; held toward the flight's cap while the invoice waits.
 */
export interface BagPurchase {
  items: { passengerIndex: number; segment: number; flightId: string; added: number; bagCents: number }[];
}

/** The bags a change buys, as the booking answers it. */
export const bagPurchaseSchema = z.object({
  items: z.array(
    z.object({
      passengerIndex: z.number().int(),
      segment: z.number().int(),
      added: z.number().int(),
      /** dollars per bag */
      bagPrice: z.number(),
    }),
  ),
});

/** The admin API: every class's bag price in dollars. */
export const bagPricesSchema = objectOfKeys(CLASS_TYPES, z.number());
export type BagPrices = z.infer<typeof bagPricesSchema>;
export const bagPriceUpdateBody = z.object({ price: z.number().min(0).max(MAX_BAG_PRICE).multipleOf(0.01) });
export type BagPriceUpdate = z.infer<typeof bagPriceUpdateBody>;

/** PUT /admin/flights/{id}/bag-cap: the most extra bags the flight sells, null for no cap. */
export const bagCapBody = z.object({ bagCap: z.number().int().min(0).max(MAX_BAG_CAP).nullable() });
export type BagCapBody = z.infer<typeof bagCapBody>;
export const bagCapSchema = z.object({
  flightId: z.string(),
  bagCap: z.number().int().nullable(),
  sold: z.number().int(),
});
export type BagCap = z.infer<typeof bagCapSchema>;

const plural = (n: number) => (n === 1 ? '1 bag' : `${n} bags`);

export const bagMessages = {
  pricesRetrieved: 'Bag prices retrieved',
  priceUpdated: 'Bag price updated',
  capUpdated: 'Bag cap updated',
  capRetrieved: 'Bag cap retrieved',
  bagsAdded: 'Bags added',
  soldOut: 'No more checked bags can be sold on this flight: choose fewer bags.',
  closed: 'Bags can no longer be added: this flight has departed or its bookings have closed.',
  notActive: 'Bags can be added only on an active booking.',
  noRemoval: 'Bags already bought cannot be removed: ask for more or as many as you have.',
  nothingAdded: 'Choose at least one bag more than you have.',
  noPassenger: (i: number, passenger: number) =>
    `Bag request ${i + 1}: there is no passenger ${passenger + 1}`,
  noFlight: (i: number, segment: number) => `Bag request ${i + 1}: the booking has no flight ${segment + 1}`,
  twice: (i: number) => `Bag request ${i + 1}: this passenger and flight are listed twice`,
} as const;

/** The words of the bag picker, the booking page, the documents and the back office. */
export const bagScreenMessages = {
  title: 'Checked bags',
  extraBags: 'Extra bags',
  perBag: (price: string) => `${price} per bag`,
  included: (n: number) => (n === 0 ? 'No bag included' : `${plural(n)} included`),
  bagsLine: (included: number, extra: number) =>
    extra > 0
      ? `${plural(included + extra)} (${included} included, ${extra} extra)`
      : `${plural(included)} (included)`,
  addBags: 'Add bags',
  save: 'Buy bags',
  bagsOf: (name: string, flight: string) => `Extra bags for ${name} on ${flight}`,
  purchase: (n: number) => `${plural(n)} added`,
  bagsColumn: 'Bags',
  pricesTitle: 'Bag prices',
  priceOf: (classLabel: string) => `${classLabel} bag price ($)`,
  capLabel: 'Extra bags cap (empty for none)',
  sold: (n: number) => `${n} extra bags sold`,
} as const;
