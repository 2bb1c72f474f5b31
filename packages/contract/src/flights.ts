import { z } from 'zod';
import { disruptionCauseField } from './eu261';
import { pageQuery, isoDay } from './common';
import {
  CLASS_TYPES,
  CREATE_FLIGHT_STATUSES,
  DEPARTURE_TIME_KEYS,
  type DepartureTime,
  FLIGHT_SORT_KEYS,
  FLIGHT_STATUSES,
  MAX_FLIGHT_HOURS,
  MAX_PASSENGERS_PER_BOOKING,
  MAX_PRICE,
  MAX_SEATS,
  OFFERS,
  SORT_ORDERS,
} from './constants';
import { pageOf } from './wrapper';
import { fareOptionSchema } from './fare-brands';

export const placeSchema = z.object({ city: z.string(), date: z.string() });

export const classTypeSchema = z.object({
  _id: z.string(),
  type: z.enum(CLASS_TYPES),
  /** dollars */
  price: z.number(),
  /** seats still free */
  availableSeats: z.number().int(),
  /** seats for sale */
  totalSeats: z.number().int(),
  /** the class as Light, Classic and Flex; `price` is Classic's (docs/product.md#1416-fare-brands) */
  fares: z.array(fareOptionSchema).optional(),
  /** dollars per extra checked bag (docs/product.md#1419-paid-bags) */
  bagPrice: z.number().optional(),
});
export type FlightClass = z.infer<typeof classTypeSchema>;

/** A flight as every call answers it (docs/product.md#3-data). */
export const flightSchema = z.object({
  _id: z.string(),
  flightNumber: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  departure: placeSchema,
  arrival: placeSchema,
  departureTime: z.string(),
  availableSeats: z.number().int(),
  /** dollars: the lowest class price */
  lowestPrice: z.number(),
  classTypes: z.array(classTypeSchema),
  /** the gate and boarding time an administrator set, or null (docs/product.md#146-online-check-in-and-boarding-passes) */
  gate: z.string().nullable().optional(),
  boardingTime: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Flight = z.infer<typeof flightSchema>;

export const flightPage = pageOf(flightSchema, 'totalFlights');
/**
 * A search's page, and on its first page the flights that would have matched had they seats left for
 * the party (at most 10): the list shows them "Sold out" where they would have been (docs/product.md#131-the-flight-list).
 */
export const flightSearchPage = flightPage.extend({ soldOut: z.array(flightSchema).optional() });
export type FlightSearchPage = z.infer<typeof flightSearchPage>;
export type FlightPage = z.infer<typeof flightPage>;

// ---------------------------------------------------------------------------
// Requests (docs/product.md#73-flights, docs/product.md#13-flights-and-seats)

const sortSchema = z.enum(FLIGHT_SORT_KEYS).default('date');
const orderSchema = z.enum(SORT_ORDERS).default('asc');

/** GET /user/flights */
export const flightListQuery = pageQuery.extend({
  sort: sortSchema,
  order: orderSchema,
  /** a special offer of the Home page (docs/product.md#1-what-skylark-does-and-for-whom): early-bird, weekend or family */
  offer: z.enum(OFFERS).optional(),
});
export type FlightListQuery = z.infer<typeof flightListQuery>;

/** `times=morning,evening`: a comma list of parts of the day, each at most once. */
const departureTimesParam = z
  .string()
  .max(60)
  .transform((value) => [...new Set(value.split(',').filter(Boolean))])
  .pipe(z.array(z.enum(DEPARTURE_TIME_KEYS as [DepartureTime, ...DepartureTime[]])).max(4));
const dollarsParam = z.coerce.number().min(0).max(MAX_PRICE);

/** GET /user/flights/search */
export const flightSearchQuery = pageQuery.extend({
  departureCity: z.string().trim().max(200).optional(),
  arrivalCity: z.string().trim().max(200).optional(),
  /** a calendar day in UTC */
  departureDate: isoDay.optional(),
  classType: z.enum(CLASS_TYPES).optional(),
  passengers: z.coerce.number().int().min(1).max(MAX_SEATS.ECONOMY).default(1),
  sort: sortSchema,
  order: orderSchema,
  /** dollars per passenger: a class (the chosen one, or any) with seats for the party priced within */
  minPrice: dollarsParam.optional(),
  maxPrice: dollarsParam.optional(),
  /** at most this many hours from departure to arrival */
  maxDuration: z.coerce.number().int().min(1).max(MAX_FLIGHT_HOURS).optional(),
  /** departing in these parts of the day, at the departure airport */
  times: departureTimesParam.optional(),
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuery>;

/** GET /user/flights/calendar: a route's lowest fare per day of a month, days in the departure airport's time */
export const flightCalendarQuery = z
  .object({
    from: z.string().trim().min(1).max(200),
    to: z.string().trim().min(1).max(200),
    month: z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'),
    classType: z.enum(CLASS_TYPES).optional(),
    passengers: z.coerce.number().int().min(1).max(MAX_SEATS.ECONOMY).default(1),
    /** the search's party (infants on a lap fly free): each day then also carries the party's total */
    adults: z.coerce.number().int().min(1).max(MAX_PASSENGERS_PER_BOOKING).optional(),
    children: z.coerce
      .number()
      .int()
      .min(0)
      .max(MAX_PASSENGERS_PER_BOOKING - 1)
      .optional(),
  })
  .refine((q) => q.children === undefined || q.adults !== undefined, {
    message: 'Children need adults in the party',
    path: ['adults'],
  })
  .refine((q) => (q.adults ?? 0) + (q.children ?? 0) <= MAX_PASSENGERS_PER_BOOKING, {
    message: `A booking holds at most ${MAX_PASSENGERS_PER_BOOKING} seated passengers`,
    path: ['children'],
  });
export type FlightCalendarQuery = z.infer<typeof flightCalendarQuery>;
export const fareDaySchema = z.object({
  /** yyyy-MM-dd at the departure airport */
  date: z.string(),
  /** dollars, for one passenger, in the cheapest class with seats for the party */
  lowestPrice: z.number(),
  flights: z.number().int(),
  /**
   * dollars, with a party asked for: the party's total with the offer its rules give on the day's
   * cheapest flight for it, the figure its result card shows
   */
  lowestTotal: z.number().optional(),
});
export type FareDay = z.infer<typeof fareDaySchema>;
export const flightCalendarSchema = z.object({ month: z.string(), days: z.array(fareDaySchema) });
export type FlightCalendar = z.infer<typeof flightCalendarSchema>;

/** GET /user/flights/:id/seats — the class in upper case (docs/product.md#73-flights) */
export const seatsQuery = z.object({ classType: z.enum(CLASS_TYPES) });
export const seatSchema = z.object({ seatNumber: z.string() });
export const seatsData = z.object({ availableSeats: z.array(seatSchema) });
export type SeatsData = z.infer<typeof seatsData>;

/** GET /admin/flights: every flight, past ones included, with the Flight Management filters. */
export const adminFlightListQuery = pageQuery.extend({
  /** flight number or either city, case-insensitive substring */
  search: z.string().trim().max(200).optional(),
  status: z.enum(FLIGHT_STATUSES).optional(),
  /** departure on this UTC day */
  departureDate: isoDay.optional(),
  /** arrival on this UTC day */
  arrivalDate: isoDay.optional(),
  /** departure or arrival city, case-insensitive substring */
  city: z.string().trim().max(200).optional(),
});
export type AdminFlightListQuery = z.infer<typeof adminFlightListQuery>;

export const createClassInput = z.object({
  type: z.enum(CLASS_TYPES),
  /** dollars */
  price: z.number(),
  /** seats for sale; empty takes the class default (docs/product.md#9-constants-and-limits) */
  availableSeats: z.number().int().nullable().optional(),
});
export type CreateClassInput = z.infer<typeof createClassInput>;

/** Longest flight number, city or date a client may send (the rules then check their form). */
const FIELD_MAX = 200;
const placeInput = z.object({ city: z.string().trim().max(FIELD_MAX), date: z.string().max(FIELD_MAX) });

/** POST /admin/flights: the shape; the rules and their order live in {@link createFlightSchema}. */
export const createFlightBody = z.object({
  flightNumber: z.string().trim().max(FIELD_MAX),
  departure: placeInput,
  arrival: placeInput,
  classTypes: z.array(createClassInput).max(CLASS_TYPES.length * 2),
  status: z.enum(CREATE_FLIGHT_STATUSES).optional(),
  /** the boarding gate, letters and digits; null or absent: not set yet */
  gate: z.string().max(FIELD_MAX).nullable().optional(),
  /** when boarding starts (ISO), before departure; null or absent: not set yet */
  boardingTime: z.string().max(FIELD_MAX).nullable().optional(),
});
export type CreateFlightBody = z.infer<typeof createFlightBody>;

/** PATCH /admin/flights/:id: only the fields that change; the rules live in {@link updateFlightSchema}. */
export const updateFlightBody = z.object({
  departure: placeInput.partial().optional(),
  arrival: placeInput.partial().optional(),
  /** price and seats for sale per class; a class not listed stays as it is */
  classTypes: z
    .array(z.object({ type: z.enum(CLASS_TYPES), price: z.number(), availableSeats: z.number().int() }))
    .max(CLASS_TYPES.length * 2)
    .optional(),
  status: z.enum(FLIGHT_STATUSES).optional(),
  /** the boarding gate; null clears it */
  gate: z.string().max(FIELD_MAX).nullable().optional(),
  /** when boarding starts (ISO); null clears it */
  boardingTime: z.string().max(FIELD_MAX).nullable().optional(),
  /** what caused a cancellation or a delay, for EU261 (docs/product.md#1414-eu261-notice-of-rights-and-compensation) */
  cause: disruptionCauseField,
});
export type UpdateFlightBody = z.infer<typeof updateFlightBody>;

/** Seats for sale per class after defaults: an empty count takes the class maximum. */
export const seatsOrDefault = (c: CreateClassInput): number => c.availableSeats ?? MAX_SEATS[c.type];
