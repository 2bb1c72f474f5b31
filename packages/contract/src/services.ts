import { z } from 'zod';
import type { MealPreference } from './constants';
import { isPlainText, unsafeTextMessage } from './plain-text';
import { SERVICE_LABELS } from './service-texts';

// Service requests (docs/product.md#1413-service-requests, decision 099): IATA special service codes per
// passenger per flight.

export const WHEELCHAIR_CODES = ['WCHR', 'WCHS', 'WCHC'] as const;
export const MEAL_CODES = [
  'VGML',
  'VLML',
  'AVML',
  'HNML',
  'MOML',
  'KSML',
  'GFML',
  'DBML',
  'LSML',
  'CHML',
  'BBML',
] as const;
export const ASSISTANCE_CODES = ['BLND', 'DEAF', 'DPNA', 'MAAS'] as const;
/** what a traveller may ask for; INFT is not among them: it comes from an infant on a lap */
export const SERVICE_CODES = [...WHEELCHAIR_CODES, ...MEAL_CODES, ...ASSISTANCE_CODES] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];
/** the code the manifest shows for a passenger holding a lap infant */
export const LAP_INFANT_CODE = 'INFT';

/** A code's meaning, or the code itself for one no longer on the list. */
export const serviceLabel = (code: string): string =>
  (SERVICE_LABELS as Record<string, string>)[code] ?? code;

export const isServiceCode = (code: string): code is ServiceCode =>
  (SERVICE_CODES as readonly string[]).includes(code);
const isWheelchair = (code: string) => (WHEELCHAIR_CODES as readonly string[]).includes(code);
const isMeal = (code: string) => (MEAL_CODES as readonly string[]).includes(code);

const MEAL_CODE_OF: Partial<Record<MealPreference, ServiceCode>> = {
  VEGETARIAN: 'VGML',
  HALAL: 'MOML',
  KOSHER: 'KSML',
};

/** The codes the spec's meal preference and assistance flags stand for; `infant` has none of its own. */
export function codesOfSpec(
  meal: MealPreference,
  assistance: { wheelchair?: boolean; elderly?: boolean },
): ServiceCode[] {
  const codes: ServiceCode[] = [];
  if (assistance.wheelchair) codes.push('WCHR');
  const mealCode = MEAL_CODE_OF[meal];
  if (mealCode) codes.push(mealCode);
  if (assistance.elderly) codes.push('MAAS');
  return codes;
}

/** Explicit codes over the mapped ones: an explicit wheelchair or meal replaces the mapped one of its kind. */
export function mergeCodes(mapped: ServiceCode[], explicit: ServiceCode[]): ServiceCode[] {
  const replaced = (code: ServiceCode) =>
    (isWheelchair(code) && explicit.some(isWheelchair)) || (isMeal(code) && explicit.some(isMeal));
  return sortCodes([...new Set([...mapped.filter((c) => !replaced(c)), ...explicit])]);
}

/** The list's order: wheelchair, meal, then the other assistance. */
export const sortCodes = (codes: ServiceCode[]): ServiceCode[] =>
  [...codes].sort((a, b) => SERVICE_CODES.indexOf(a) - SERVICE_CODES.indexOf(b));

/** The spec's fields as a set of codes leaves them: the meal it names, a wheelchair, meet and assist. */
export function specOfCodes(codes: readonly string[]): {
  mealPreference: MealPreference;
  wheelchair: boolean;
  elderly: boolean;
} {
  const has = (...list: string[]) => codes.some((c) => list.includes(c));
  const mealPreference: MealPreference = has('VGML', 'VLML', 'AVML')
    ? 'VEGETARIAN'
    : has('MOML')
      ? 'HALAL'
      : has('KSML')
        ? 'KOSHER'
        : 'REGULAR';
  return { mealPreference, wheelchair: codes.some(isWheelchair), elderly: has('MAAS') };
}

/** What is wrong with one passenger's codes on one flight, or null: unknown codes, two wheelchairs, two meals. */
export function serviceCodesProblem(
  codes: readonly string[],
): { message: string; code: 'UNKNOWN_SERVICE_CODE' | 'SERVICE_CONFLICT' } | null {
  const unknown = codes.filter((c) => !isServiceCode(c));
  if (unknown.length)
    return {
      message: `Unknown service code: ${unknown.slice(0, 3).join(', ')}`,
      code: 'UNKNOWN_SERVICE_CODE',
    };
  if (codes.filter(isWheelchair).length > 1)
    return { message: 'Choose one wheelchair code per passenger and flight', code: 'SERVICE_CONFLICT' };
  if (codes.filter(isMeal).length > 1)
    return { message: 'Choose one meal per passenger and flight', code: 'SERVICE_CONFLICT' };
  return null;
}

/** One passenger's codes on one flight: `segment` 0 is the booking's first flight. */
export const passengerServicesInput = z.object({
  passengerIndex: z.number().int().min(0).max(8),
  segment: z.number().int().min(0).max(3).default(0),
  codes: z.array(z.string().max(8)).max(SERVICE_CODES.length),
});
export type PassengerServicesInput = z.infer<typeof passengerServicesInput>;
/** 9 passengers × 4 flights at most */
export const servicesField = z.array(passengerServicesInput).max(36);

/** PUT /user/bookings/{id}/services: the listed passengers' codes on the listed flights, replaced. */
export const updateServicesBody = z.object({ services: servicesField.min(1) });
export type UpdateServicesBody = z.input<typeof updateServicesBody>;

/** One passenger's codes on one flight, as the booking answers them. */
export const passengerServicesSchema = z.object({
  passengerIndex: z.number().int(),
  segment: z.number().int(),
  name: z.string(),
  seatNumber: z.string(),
  codes: z.array(z.string()),
});
export type PassengerServices = z.infer<typeof passengerServicesSchema>;

/** The booking page's service form: one wheelchair, one meal and any other assistance. */
export const serviceChoiceForm = z.object({
  wheelchair: z.enum(['', ...WHEELCHAIR_CODES]),
  meal: z.enum(['', ...MEAL_CODES]),
  assistance: z.array(z.enum(ASSISTANCE_CODES)),
});
export type ServiceChoice = z.infer<typeof serviceChoiceForm>;

export function choiceOfCodes(codes: readonly string[]): ServiceChoice {
  const pick = <T extends string>(list: readonly T[]) =>
    (codes.find((c) => list.includes(c as T)) as T) ?? '';
  return {
    wheelchair: pick(WHEELCHAIR_CODES),
    meal: pick(MEAL_CODES),
    assistance: ASSISTANCE_CODES.filter((c) => codes.includes(c)),
  };
}

export const codesOfChoice = (choice: ServiceChoice): ServiceCode[] =>
  sortCodes([choice.wheelchair, choice.meal, ...choice.assistance].filter((c): c is ServiceCode => c !== ''));

export const MAX_ACCOMMODATION_LENGTH = 2000;
/** POST /user/bookings/{id}/accommodation-request: what the traveller needs, in their words. */
export const accommodationRequestBody = z.object({
  message: z
    .string({ message: 'Tell us what you need' })
    .trim()
    .min(1, 'Tell us what you need')
    .max(MAX_ACCOMMODATION_LENGTH, 'Your request is too long')
    .refine(isPlainText, unsafeTextMessage('Your request')),
});
export type AccommodationRequestBody = z.input<typeof accommodationRequestBody>;
/** Its answer: the message in the inbox, the booking reference it carries, and where the desk answers. */
export const accommodationSentSchema = z.object({
  _id: z.string(),
  bookingReference: z.string(),
  email: z.string(),
});
export type AccommodationSent = z.infer<typeof accommodationSentSchema>;

export const ACCOMMODATION_TOPIC = 'ACCOMMODATION';
