import { CLASS_TYPES, MAX_PASSENGERS_PER_BOOKING, flightSearchQuery } from '@skylark/contract';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { MAX_LEGS, TRIP_TYPES, type SearchFilters, type TripSearch } from '@/lib/search-params';

/** A count as a number field gives it: a whole number, 0 when empty. */
const count = z.preprocess(
  (value: number) => Math.max(0, Math.floor(Number(value))) || 0,
  z.number().int(),
);

/** Who travels (docs/product.md#1410-passenger-types-and-infants-on-a-lap): 1–9 seated, at least one adult, a lap per infant. */
export const partySchema = z
  .object({ adults: count, children: count, infants: count })
  .refine((p) => p.adults >= 1, { error: () => i18n.t('search:errors.oneAdult') })
  .refine((p) => p.adults + p.children <= MAX_PASSENGERS_PER_BOOKING, {
    error: () => i18n.t('search:errors.maxSeated', { max: MAX_PASSENGERS_PER_BOOKING }),
  })
  .refine((p) => p.infants <= p.adults, { error: () => i18n.t('search:errors.infantLap') });

const city = flightSearchQuery.shape.departureCity.unwrap();
const day = z.union([z.literal(''), flightSearchQuery.shape.departureDate.unwrap()]);

/** The search box (docs/product.md#131-the-flight-list): the flight list's own query, one leg per flight. */
export const tripSearchSchema: z.ZodType<TripSearch, TripSearch> = z
  .object({
    trip: z.enum(TRIP_TYPES),
    legs: z.array(z.object({ from: city, to: city, date: day })).min(1).max(MAX_LEGS),
    party: partySchema,
    classType: z.union([z.literal(''), z.enum(CLASS_TYPES)]),
    filters: z.custom<SearchFilters>(),
  })
  .superRefine((search, ctx) => {
    if (search.trip === 'return' && !search.legs[1]?.date)
      ctx.addIssue({
        code: 'custom',
        path: ['legs', 1, 'date'],
        message: i18n.t('search:errors.returnDateRequired'),
      });
  });
