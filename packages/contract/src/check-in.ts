import { z } from 'zod';
import { idSchema, isoDay } from './common';
import { CLASS_TYPES } from './constants';
import { passengerNameField } from './booking-form';
import { isCountryCode } from './countries';
import { airportDateTime } from './flight-time';
import { cityOf } from './airports';
import { MAX_PASSENGERS_PER_BOOKING } from './booking-form';

/** Online check-in and boarding passes (docs/product.md#146-online-check-in-and-boarding-passes). */

export const checkInMessages = {
  title: 'Online check-in',
  opensAt: (when: string) => `Check-in opens ${when}`,
  closesAt: (when: string) => `Check-in is open until ${when}`,
  closed: 'Online check-in has closed for this flight',
  notOpen: (when: string) => `Check-in is not open yet: it opens ${when}`,
  closedError: 'Online check-in has closed for this flight: it closes before departure',
  notConfirmed: 'Check-in is available once the booking is confirmed',
  checkIn: 'Check in',
  checkedIn: 'Checked in',
  done: 'Check-in complete: your boarding passes are ready',
  failed: 'Check-in failed',
  boardingPasses: 'Boarding passes',
  viewBoardingPasses: 'View boarding passes',
  downloadBoardingPasses: 'Download boarding passes (PDF)',
  noPasses: 'No passenger of this booking has checked in yet',
  offlineReady: 'Saved on this device: this page opens without a connection',
  confirmName: 'The name matches the passport or identity card',
  dateOfBirth: 'Date of birth',
  passportNumber: 'Passport number',
  nationality: 'Nationality',
  passportExpiry: 'Passport expiry date',
  international: 'This flight crosses a border: passport details are needed for each passenger.',
  gate: 'Gate',
  boardingTime: 'Boarding',
  sequence: 'Sequence',
  seat: 'Seat',
  nameMismatch: 'The name must match the booking; contact us to correct it',
  dateOfBirthMismatch: 'The date of birth does not match the age on the booking',
  passportRequired: 'Passport details are required for an international flight',
  passportNumberInvalid: 'Enter the passport number: 5 to 20 letters and digits',
  nationalityInvalid: 'Choose a nationality',
  passportExpired: 'The passport expires before the flight',
  unknownPassenger: 'No such passenger on this booking',
  alreadyCheckedIn: 'This passenger has already checked in',
  flightGone: 'The flight of this booking no longer exists',
  notThisBooking: 'This flight is not part of this booking',
  flightLabel: (flightNumber: string, from: string, to: string) => `${flightNumber}: ${from} to ${to}`,
  passVoided: 'This boarding pass is no longer valid',
  passVoidedWhy: (flightNumber: string, seat: string, name: string) =>
    `${name}, flight ${flightNumber}, seat ${seat}: the flight was changed. Check in again on the new flight.`,
  voidedPasses: 'Passes no longer valid',
  addToWallet: 'Add to Apple Wallet',
  passengerNotCheckedIn: 'This passenger has not checked in on this flight yet',
  walletUnavailable: 'Apple Wallet passes are not offered by this site',
  walletFailed: 'The Apple Wallet pass could not be downloaded',
} as const;

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
