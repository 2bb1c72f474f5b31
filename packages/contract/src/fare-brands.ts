import { z } from 'zod';
import { objectOfKeys } from './common';
import { CLASS_TYPES } from './constants';
import {
  FARE_BRANDS,
  REFUND_POLICIES,
  type BrandTerms,
  type FareBrand,
  brandPriceCents,
} from './fare-brand-texts';

// The fare brands' schemas (docs/product.md#1416-fare-brands); their texts and rules are in fare-brand-texts.ts

const MAX_INCLUDED_BAGS = 3;
const MIN_PRICE_DIFF_PERCENT = -90;
const MAX_PRICE_DIFF_PERCENT = 300;
const MAX_FEE_CENTS = 100_000_00;
const MAX_FULL_REFUND_HOURS = 24 * 365;

export const refundTermsSchema = z.object({
  policy: z.enum(REFUND_POLICIES),
  fullUntilHours: z.number().int().min(0).max(MAX_FULL_REFUND_HOURS),
});

export const brandTermsSchema = z.object({
  priceDiffPercent: z.number().int().min(MIN_PRICE_DIFF_PERCENT).max(MAX_PRICE_DIFF_PERCENT),
  includedBags: z.number().int().min(0).max(MAX_INCLUDED_BAGS),
  change: z.object({ allowed: z.boolean(), feeCents: z.number().int().min(0).max(MAX_FEE_CENTS) }),
  refund: refundTermsSchema,
}) satisfies z.ZodType<BrandTerms>;

/** One brand of a class in the flight answer: `classTypes[].fares`; amounts in dollars. */
export const fareOptionSchema = z.object({
  brand: z.enum(FARE_BRANDS),
  price: z.number(),
  includedBags: z.number().int(),
  change: z.object({ allowed: z.boolean(), fee: z.number() }),
  refund: refundTermsSchema,
});
export type FareOption = z.infer<typeof fareOptionSchema>;

export function fareOptionsOf(classPriceCents: number, brands: Record<FareBrand, BrandTerms>): FareOption[] {
  return FARE_BRANDS.map((brand) => {
    const t = brands[brand];
    return {
      brand,
      price: brandPriceCents(classPriceCents, t) / 100,
      includedBags: t.includedBags,
      change: { allowed: t.change.allowed, fee: t.change.feeCents / 100 },
      refund: t.refund,
    };
  });
}

/** The admin API's body: PUT /admin/fare-brands/:classType, the three brands of one class. */
export const fareBrandsUpdateBody = z.object({
  LIGHT: brandTermsSchema,
  CLASSIC: brandTermsSchema,
  FLEX: brandTermsSchema,
});
export type FareBrandsUpdate = z.infer<typeof fareBrandsUpdateBody>;

/** The admin API's answer: every class's brands, as set. */
export const fareBrandSettingsSchema = objectOfKeys(CLASS_TYPES, objectOfKeys(FARE_BRANDS, brandTermsSchema));

export const classTypeParams = z.object({ classType: z.enum(CLASS_TYPES) });
