import { z } from 'zod';
import { isAirport } from './airports';
import { pageQuery, isoDay } from './common';
import {
  CLASS_TYPES,
  CREATE_FLIGHT_STATUSES,
  FLIGHT_NUMBER_PATTERN,
  FLIGHT_SORT_KEYS,
  FLIGHT_STATUSES,
  MAX_FLIGHT_HOURS,
  MAX_PRICE,
  MAX_SEATS,
  MAX_YEARS_AHEAD,
  OFFERS,
  SORT_ORDERS,
  type ClassType,
} from './constants';
import { MSG, flightMessages, seatsRangeMessage } from './messages';
import { pageOf } from './wrapper';

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
});
export type FlightClass = z.infer<typeof classTypeSchema>;

/** A flight as every call answers it (docs/product.md §3). */
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Flight = z.infer<typeof flightSchema>;

export const flightPage = pageOf(flightSchema, 'totalFlights');
export type FlightPage = z.infer<typeof flightPage>;

// ---------------------------------------------------------------------------
// Requests (docs/product.md §7.3, §13)

const sortSchema = z.enum(FLIGHT_SORT_KEYS).default('date');
const orderSchema = z.enum(SORT_ORDERS).default('asc');

/** GET /user/flights */
export const flightListQuery = pageQuery.extend({
  sort: sortSchema,
  order: orderSchema,
  /** a special offer of the Home page (docs/product.md §1): early-bird, weekend or family */
  offer: z.enum(OFFERS).optional(),
});
export type FlightListQuery = z.infer<typeof flightListQuery>;

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
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuery>;

/** GET /user/flights/:id/seats — the class in upper case (docs/product.md §7.3) */
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
  /** seats for sale; empty takes the class default (docs/product.md §9) */
  availableSeats: z.number().int().nullable().optional(),
});
export type CreateClassInput = z.infer<typeof createClassInput>;

const placeInput = z.object({ city: z.string().trim(), date: z.string() });

/** POST /admin/flights. The rules and their order live in {@link firstCreateFlightError}. */
export const createFlightBody = z.object({
  flightNumber: z.string().trim(),
  departure: placeInput,
  arrival: placeInput,
  classTypes: z.array(createClassInput).max(CLASS_TYPES.length * 2),
  status: z.enum(CREATE_FLIGHT_STATUSES).optional(),
});
export type CreateFlightBody = z.infer<typeof createFlightBody>;

/** PATCH /admin/flights/:id: only the fields that change. */
export const updateFlightBody = z.object({
  departure: z.object({ city: z.string().trim().optional(), date: z.string().optional() }).optional(),
  arrival: z.object({ city: z.string().trim().optional(), date: z.string().optional() }).optional(),
  /** price and seats for sale per class; a class not listed stays as it is */
  classTypes: z
    .array(z.object({ type: z.enum(CLASS_TYPES), price: z.number(), availableSeats: z.number().int() }))
    .max(CLASS_TYPES.length * 2)
    .optional(),
  status: z.enum(FLIGHT_STATUSES).optional(),
});
export type UpdateFlightBody = z.infer<typeof updateFlightBody>;

// ---------------------------------------------------------------------------
// Rules shared by the server and the Create New Flight dialog

const timeOf = (value: string): number => (value.trim() === '' ? Number.NaN : new Date(value).getTime());

/** Seat counts 0..max and prices ≥ 0 per class; null when every class is fine. */
export function firstClassError(
  classes: readonly { type: ClassType; price: number; availableSeats?: number | null }[],
): string | null {
  for (const c of classes) {
    const seats = c.availableSeats ?? MAX_SEATS[c.type];
    if (!Number.isInteger(seats) || seats < 0 || seats > MAX_SEATS[c.type])
      return seatsRangeMessage(c.type, MAX_SEATS[c.type]);
  }
  for (const c of classes) {
    if (!Number.isFinite(c.price) || c.price < 0) return flightMessages.pricesNotNegative;
    if (c.price > MAX_PRICE) return flightMessages.priceTooHigh;
  }
  if (new Set(classes.map((c) => c.type)).size !== classes.length) return flightMessages.duplicateClassType;
  return null;
}

/** A departure at most MAX_YEARS_AHEAD ahead and a flight of at most MAX_FLIGHT_HOURS (times in ms). */
export function firstScheduleError(
  departure: number,
  arrival: number,
  now: Date = new Date(),
): string | null {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
  if (departure > latest.getTime()) return flightMessages.departureTooFar;
  if (arrival - departure > MAX_FLIGHT_HOURS * 3_600_000) return flightMessages.flightTooLong;
  return null;
}

/** Both places must be listed airports and differ. */
export function firstAirportError(departureCity: string, arrivalCity: string): string | null {
  if (!isAirport(departureCity)) return flightMessages.departureNotAirport;
  if (!isAirport(arrivalCity)) return flightMessages.arrivalNotAirport;
  if (departureCity === arrivalCity) return flightMessages.sameAirports;
  return null;
}

/**
 * The create rules in the order of docs/product.md §5, then the schedule, seat and price limits and the
 * airports list: the first failing message, or null when the flight may be created.
 */
export function firstCreateFlightError(body: CreateFlightBody, now: Date = new Date()): string | null {
  if (!FLIGHT_NUMBER_PATTERN.test(body.flightNumber)) return MSG.flightNumberPattern;
  const departure = timeOf(body.departure.date);
  if (Number.isNaN(departure) || departure < now.getTime()) return MSG.departureInFuture;
  const arrival = timeOf(body.arrival.date);
  if (Number.isNaN(arrival) || arrival <= departure) return MSG.arrivalAfterDeparture;
  if (body.classTypes.length === 0) return MSG.atLeastOneClass;
  return (
    firstScheduleError(departure, arrival, now) ??
    firstClassError(body.classTypes) ??
    firstAirportError(body.departure.city, body.arrival.city)
  );
}

/** Seats for sale per class after defaults: an empty count takes the class maximum. */
export const seatsOrDefault = (c: CreateClassInput): number => c.availableSeats ?? MAX_SEATS[c.type];
