import { z } from 'zod';
import { CLASS_TYPES, FLIGHT_STATUSES } from './constants';
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

/** A flight as every call answers it (spec §3). */
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
