import { CLASS_LABELS, CLASS_TYPES, type ClassType } from './constants';
import {
  CHANGE_CLOSES_HOURS,
  CHANGE_FEE_CENTS,
  REFUND_BANDS,
  type FareLine,
  fareRuleLines,
} from './fare-rules';

/**
 * Fare brands (docs/product.md#1416-fare-brands, decision 100): every class is sold as Light, Classic
 * and Flex, each with its price, checked bags, change and refund terms. Classic is the class's price
 * with the fare rules; an administrator sets the others' price difference and every brand's terms.
 * A booking keeps the terms of the brand it bought, so its quotes never follow later settings.
 * No zod here: the web's first load imports it (the schemas are in fare-brands.ts).
 */

export const FARE_BRANDS = ['LIGHT', 'CLASSIC', 'FLEX'] as const;
export type FareBrand = (typeof FARE_BRANDS)[number];
export const DEFAULT_FARE_BRAND: FareBrand = 'CLASSIC';

export const FARE_BRAND_LABELS: Record<FareBrand, string> = {
  LIGHT: 'Light',
  CLASSIC: 'Classic',
  FLEX: 'Flex',
};

/** NONE: nothing back; BANDS: the fare rules' bands; FULL: everything back until `fullUntilHours` before departure, the bands after. */
export const REFUND_POLICIES = ['NONE', 'BANDS', 'FULL'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];

export interface RefundTerms {
  policy: RefundPolicy;
  fullUntilHours: number;
}

/** A brand's terms as stored (settings and each booked flight) and as an administrator sends them. */
export interface BrandTerms {
  /** the brand's price against the class price, in percent (Classic: always 0) */
  priceDiffPercent: number;
  includedBags: number;
  change: { allowed: boolean; feeCents: number };
  refund: RefundTerms;
}

/** The brands of every class, as the settings hold them. */
export type FareBrandSettings = Record<ClassType, Record<FareBrand, BrandTerms>>;

/** Classic: the fare rules as they were before brands (refund bands, the class's change fee) and one bag. */
export const classicTerms = (classType: ClassType): BrandTerms => ({
  priceDiffPercent: 0,
  includedBags: 1,
  change: { allowed: true, feeCents: CHANGE_FEE_CENTS[classType] },
  refund: { policy: 'BANDS', fullUntilHours: 0 },
});

/** The defaults an administrator starts from (migration 0047 stores them). */
export function defaultBrandTerms(classType: ClassType, brand: FareBrand): BrandTerms {
  if (brand === 'LIGHT')
    return {
      priceDiffPercent: -15,
      includedBags: 0,
      change: { allowed: false, feeCents: 0 },
      refund: { policy: 'NONE', fullUntilHours: 0 },
    };
  if (brand === 'FLEX')
    return {
      priceDiffPercent: 30,
      includedBags: 2,
      change: { allowed: true, feeCents: 0 },
      refund: { policy: 'FULL', fullUntilHours: 24 },
    };
  return classicTerms(classType);
}

export const defaultFareBrandSettings = (): FareBrandSettings =>
  Object.fromEntries(
    CLASS_TYPES.map((c) => [c, Object.fromEntries(FARE_BRANDS.map((b) => [b, defaultBrandTerms(c, b)]))]),
  ) as FareBrandSettings;

/** A brand's price for a class price, in cents, rounded half up. */
export const brandPriceCents = (classPriceCents: number, terms: Pick<BrandTerms, 'priceDiffPercent'>) =>
  Math.max(0, Math.floor((classPriceCents * (100 + terms.priceDiffPercent) + 50) / 100));

export const fareBrandMessages = {
  classicPriceFixed: 'Classic is the class price: its price difference stays 0',
  updated: 'Fare brands updated',
  retrieved: 'Fare brands retrieved',
  changeNotAllowed: 'The fare you booked does not allow changes',
} as const;

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const bagsText = (n: number) =>
  n === 0 ? 'No checked bag' : n === 1 ? '1 checked bag' : `${n} checked bags`;

/** What a brand includes, in short lines, worded the same at checkout, on the booking and in the back office. */
export function brandLines(
  terms: Pick<BrandTerms, 'includedBags' | 'change' | 'refund'>,
  classType: ClassType,
): string[] {
  const change = !terms.change.allowed
    ? 'No changes'
    : terms.change.feeCents > 0
      ? `Changes for ${usd(terms.change.feeCents)} per passenger, plus any fare difference, until ${CHANGE_CLOSES_HOURS[classType]} hours before departure`
      : `Free changes, only any fare difference, until ${CHANGE_CLOSES_HOURS[classType]} hours before departure`;
  const bands = `${REFUND_BANDS[0].percent}% back ${REFUND_BANDS[0].label}, less closer to departure`;
  const refund =
    terms.refund.policy === 'NONE'
      ? 'No refund'
      : terms.refund.policy === 'FULL'
        ? `Full refund until ${terms.refund.fullUntilHours} hours before departure`
        : `Refund: ${bands}`;
  return [bagsText(terms.includedBags), change, refund];
}

interface BookedFlight {
  classType: ClassType;
  fareBrand?: FareBrand;
  fareTerms?: Pick<BrandTerms, 'includedBags' | 'change' | 'refund'>;
}

/**
 * The rules a booking was bought with, wherever they are printed (e-ticket, e-mails, the cancel dialog):
 * Classic's fare rules when every flight is Classic, else each brand's terms, then the schedule change rule.
 */
export function bookedFareLines(booking: { classType: ClassType; segments: BookedFlight[] }): FareLine[] {
  const classic = fareRuleLines(booking.classType);
  const branded = booking.segments.filter(
    (s) => s.fareBrand && s.fareBrand !== DEFAULT_FARE_BRAND && s.fareTerms,
  );
  if (branded.length === 0) return classic;
  const lines = new Map<string, FareLine>();
  for (const s of booking.segments) {
    const brand = s.fareBrand ?? DEFAULT_FARE_BRAND;
    const title = `${FARE_BRAND_LABELS[brand]} fare (${CLASS_LABELS[s.classType]})`;
    const text = s.fareTerms
      ? brandLines(s.fareTerms, s.classType).join('; ')
      : fareRuleLines(s.classType)[0]!.text;
    lines.set(title, { title, text });
  }
  return [...lines.values(), classic[2]!];
}
