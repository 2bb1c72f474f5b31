import { z } from 'zod';
import { idSchema, isoDay } from './common';
import { CLASS_TYPES } from './constants';
import { passengerNameField } from './booking-form';
import { isCountryCode } from './countries';
import { airportDateTime } from './flight-time';
import { cityOf } from './place-names';
import { MAX_PASSENGERS_PER_BOOKING } from './booking-form';
import { checkInMessages } from './check-in-messages';

/** Online check-in and boarding passes (docs/product.md#146-online-check-in-and-boarding-passes). */

export const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;

export const passportSchema = z.object({
  number: z
    .string()
    .trim()
    .max(40)
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .pipe(z.string().regex(PASSPORT_NUMBER, checkInMessages.passportNumberInvalid)),
  nationality: z
    .string()
    .trim()
    .max(2, checkInMessages.nationalityInvalid)
    .refine(isCountryCode, checkInMessages.nationalityInvalid),
  expiry: isoDay,
});
export type Passport = z.infer<typeof passportSchema>;

/** POST /user/bookings/{id}/check-in: the passengers checking in now, each confirming their details. */
export const checkInBody = z.object({
  /** the booking's flight checking in; without it the first whose window is open (docs/product.md#149-return-trips-and-multi-city) */
  flightId: idSchema.optional(),
  passengers: z
    .array(
      z.object({
        passengerId: idSchema,
        firstName: passengerNameField,
        lastName: passengerNameField,
        dateOfBirth: isoDay,
        passport: passportSchema.optional(),
      }),
    )
    .min(1)
    .max(MAX_PASSENGERS_PER_BOOKING),
});
export type CheckInBody = z.infer<typeof checkInBody>;

export const CHECK_IN_WINDOW_STATES = ['NOT_OPEN', 'OPEN', 'CLOSED'] as const;

export const boardingPassSchema = z.object({
  /** the IATA BCBP string the barcode carries */
  bcbp: z.string(),
  /** the BCBP drawn as PDF417, an SVG document */
  barcodeSvg: z.string(),
  sequence: z.number().int(),
  checkedInAt: z.string(),
});
export type BoardingPass = z.infer<typeof boardingPassSchema>;

/** One flight of the booking at check-in: its window, gate, boarding time and each passenger. */
export const checkInFlightSchema = z.object({
  flightId: z.string().nullable(),
  flightNumber: z.string(),
  classType: z.enum(CLASS_TYPES),
  departure: z.object({ city: z.string(), date: z.string() }),
  arrival: z.object({ city: z.string(), date: z.string() }),
  opensAt: z.string(),
  closesAt: z.string(),
  window: z.enum(CHECK_IN_WINDOW_STATES),
  international: z.boolean(),
  gate: z.string().nullable(),
  boardingTime: z.string().nullable(),
  passengers: z.array(
    z.object({
      passengerId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      seatNumber: z.string(),
      boardingPass: boardingPassSchema.nullable(),
      /** checked bags on this flight: the fare brand's and those bought (docs/product.md#1419-paid-bags) */
      bags: z.object({ included: z.number().int(), extra: z.number().int() }).optional(),
    }),
  ),
});
export type CheckInFlight = z.infer<typeof checkInFlightSchema>;

/**
 * GET /user/bookings/{id}/check-in: every flight of the booking in time order (`flights`); the
 * top-level flight fields are the first flight's, as the spec's one-flight answer.
 */
export const checkInStateSchema = checkInFlightSchema.extend({
  bookingId: z.string(),
  trackingId: z.string(),
  /** the BCBP booking reference: the first 7 characters of the tracking ID */
  pnr: z.string(),
  flights: z.array(checkInFlightSchema),
  /** passes a change of flight voided (decision 086): their sequence numbers are never valid again */
  voidedPasses: z
    .array(
      z.object({
        flightId: z.string(),
        flightNumber: z.string(),
        seatNumber: z.string(),
        passengerName: z.string(),
        sequence: z.number().int(),
        voidedAt: z.string(),
      }),
    )
    .optional(),
  /** whether each checked-in passenger's pass downloads for Apple Wallet (decision 095) */
  appleWallet: z.boolean().optional(),
});
export type CheckInState = z.infer<typeof checkInStateSchema>;

/** "SK123: Oslo to Bergen": how a flight of a trip is named at check-in and on its boarding passes. */
export const checkInFlightLabel = (f: Pick<CheckInFlight, 'flightNumber' | 'departure' | 'arrival'>) =>
  checkInMessages.flightLabel(f.flightNumber, cityOf(f.departure.city), cityOf(f.arrival.city));

/** "Dec 05, 2026 19:45 CET": the opening, in the departure airport's time. */
export const checkInOpensMessage = (opensAt: Date | string, departureCity: string) =>
  checkInMessages.notOpen(airportDateTime(opensAt, departureCity));

/** The gate an administrator sets: letters and digits, 1 to 6 (docs/product.md#146-online-check-in-and-boarding-passes). */
export const GATE_PATTERN = /^[A-Z0-9]{1,6}$/;
export const GATE_MESSAGE = 'A gate is 1 to 6 letters and digits';
export const BOARDING_TIME_MESSAGE = 'Boarding must start before departure, at most 3 hours before';
export const MAX_BOARDING_LEAD_HOURS = 3;
export const gateField = z
  .string()
  .trim()
  .max(20, GATE_MESSAGE)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(GATE_PATTERN, GATE_MESSAGE));
