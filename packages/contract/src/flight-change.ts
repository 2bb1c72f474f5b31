import { bagPurchaseSchema } from './bags';
import { z } from 'zod';
import type { ClassType } from './constants';
import { CHANGE_CLOSES_HOURS } from './fare-rules';
import { MAX_PASSENGERS_PER_BOOKING, seatNumberField } from './booking-form';
import { INVOICE_STATUSES } from './invoice';

/**
 * Changing a booking's flight (docs/product.md#148-changing-flight): the flights of the route it may move to, a
 * quote held for 10 minutes, and the change itself, by the traveller or by the desk.
 */

export const changeClosesMs = (classType: ClassType) => CHANGE_CLOSES_HOURS[classType] * 60 * 60 * 1000;

export const CHANGE_QUOTE_TTL_MS = 10 * 60 * 1000;
/** The most flights a change lists. */
export const MAX_CHANGE_OPTIONS = 50;

/** Why a booking may move free of charge, or null: a voluntary change pays the fee and the difference. */
export const FREE_MOVE_REASONS = ['SCHEDULE_CHANGE', 'FLIGHT_CANCELLED'] as const;
export type FreeMoveReason = (typeof FREE_MOVE_REASONS)[number];

/** The other side of a change, as a booking answer names it. */
export const bookingLinkSchema = z.object({
  id: z.string(),
  trackingId: z.string(),
  bookingStatus: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

/** A booking's changes: the booking it replaced, the one replacing it, and a free move it is offered. */
export const bookingChangeSchema = z.object({
  replaces: bookingLinkSchema.nullable(),
  replacedBy: bookingLinkSchema.nullable(),
  freeMove: z.enum(FREE_MOVE_REASONS).nullable(),
  /** on a trip: the flight the free move is of (docs/product.md#148-changing-flight) */
  freeMoveSegment: z.number().int().optional(),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;

export const FLIGHT_CHANGE_STATUSES = ['PENDING_PAYMENT', 'DONE', 'LAPSED'] as const;
export type FlightChangeStatus = (typeof FLIGHT_CHANGE_STATUSES)[number];

/** A flight as a change names it. */
export const changedFlightSchema = z.object({
  /** null once the flight is deleted */
  flightId: z.string().nullable(),
  flightNumber: z.string(),
  /** ISO */
  departure: z.string(),
});

/**
 * One change of a booking's flight (decision 086): the booking keeps its id and tracking ID. A
 * difference to pay is the change's own invoice (`payment`); until it is paid the booking keeps its
 * old flight and the new seats are held, and if it lapses they are freed.
 */
export const flightChangeSchema = z.object({
  id: z.string(),
  /** ISO: when the change was asked for */
  at: z.string(),
  /** the flight of the booking changed: 0 (the first) to 3 */
  segment: z.number().int(),
  fromFlight: changedFlightSchema,
  toFlight: changedFlightSchema,
  /** dollars: the difference and the fee, paid on the change's invoice */
  amountDue: z.number(),
  /** dollars owed back */
  refundAmount: z.number(),
  status: z.enum(FLIGHT_CHANGE_STATUSES),
  /** the new seats, in the passengers' order */
  seatNumbers: z.array(z.string()),
  /** extra bags bought on the flight rather than another flight (docs/product.md#1419-paid-bags) */
  bags: bagPurchaseSchema.nullable().optional(),
  /** the invoice of the difference, when there is one */
  payment: z
    .object({
      address: z.string(),
      /** BIP21: bitcoin:<address>?amount=<BTC>&label=<tracking ID> */
      uri: z.string(),
      amountSats: z.number().int().nullable(),
      btcUsdRate: z.number().nullable(),
      /** ISO */
      payBy: z.string().nullable(),
      status: z.enum(INVOICE_STATUSES),
      receivedSats: z.number().int(),
    })
    .nullable(),
});
export type FlightChange = z.infer<typeof flightChangeSchema>;

export const changeOptionSchema = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  departure: z.object({ city: z.string(), date: z.string() }),
  arrival: z.object({ city: z.string(), date: z.string() }),
  /** the class's price per passenger, dollars */
  price: z.number(),
  seatsLeft: z.number().int(),
});
export type ChangeOption = z.infer<typeof changeOptionSchema>;

export const changeOptionsSchema = z.object({
  freeMove: z.enum(FREE_MOVE_REASONS).nullable(),
  /** per passenger, dollars; 0 on a free move */
  changeFee: z.number(),
  flights: z.array(changeOptionSchema),
});
export type ChangeOptions = z.infer<typeof changeOptionsSchema>;

const seatList = z
  .array(seatNumberField)
  .min(1)
  .max(MAX_PASSENGERS_PER_BOOKING)
  .refine((seats) => new Set(seats).size === seats.length, {
    message: 'Choose a different seat for each passenger',
  });

/** Which flight of a trip is changed: 0 (the first, and the only one of a one-flight booking) to 3. */
const segmentField = z.coerce
  .number({ message: 'Choose a flight of the trip' })
  .int({ message: 'Choose a flight of the trip' })
  .min(0, { message: 'Choose a flight of the trip' })
  .max(3, { message: 'Choose a flight of the trip' })
  .default(0);

/** GET …/change-options?segment= */
export const changeOptionsQuery = z.object({ segment: segmentField });

/** GET …/change-quote?flightId=&seatNumbers=12A,12B&segment= */
export const changeQuoteQuery = z.object({
  segment: segmentField,
  flightId: z.uuid({ message: 'Invalid flight id' }),
  seatNumbers: z
    .string()
    .max(60)
    .transform((s) => s.split(',').map((seat) => seat.trim()))
    .pipe(seatList),
});

export const changeQuoteSchema = z.object({
  quoteId: z.string(),
  /** the flight of the trip changed (0 for a one-flight booking) */
  segment: z.number().int(),
  flightId: z.string(),
  seatNumbers: z.array(z.string()),
  /** dollars: the new fare for the booking's passengers, less what the booking cost (on a trip, less
   * the changed flight's fare today; on an unpaid one-flight booking, the whole new fare) */
  fareDifference: z.number(),
  /** dollars, for all passengers */
  changeFee: z.number(),
  /** dollars to pay on a new invoice, or 0 */
  amountDue: z.number(),
  /** dollars owed back to the traveller, or 0 */
  refundAmount: z.number(),
  freeMove: z.enum(FREE_MOVE_REASONS).nullable(),
  expiresAt: z.string(),
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;

/** POST …/change */
export const changeBookingBody = z.object({
  segment: segmentField,
  quoteId: z.uuid({ message: 'Invalid quote id' }),
  flightId: z.uuid({ message: 'Invalid flight id' }),
  seatNumbers: seatList,
});
export type ChangeBookingBody = z.infer<typeof changeBookingBody>;

/** Why a booking replaced by a change was cancelled. */
export const changedReason = (flightNumber: string, trackingId: string) =>
  `Changed to flight ${flightNumber}, booking ${trackingId}`;

/**
 * An unpaid booking changes (decision 058) while no payment is reported or seen for it and it is not
 * itself a change awaiting its payment (whose old booking is still active).
 */
export const unpaidChangeable = (b: {
  bookingStatus: string;
  paymentStatus: string;
  paymentReportedAt?: string | null;
  payment?: { status: string } | null;
  change?: BookingChange;
}) =>
  b.bookingStatus === 'PENDING' &&
  b.paymentStatus === 'PENDING' &&
  !b.paymentReportedAt &&
  (b.payment?.status ?? 'AWAITING') === 'AWAITING' &&
  (!b.change?.replaces || b.change.replaces.bookingStatus === 'CANCELLED');

/** Whether a booking offers a change of flight now: a free move, or an active booking before its change window. */
export const changeOffered = (
  b: Parameters<typeof unpaidChangeable>[0] & {
    classType: ClassType;
    departure: { date: string };
  },
  now: number,
) =>
  Boolean(b.change?.freeMove) ||
  (((b.bookingStatus === 'CONFIRMED' && b.paymentStatus === 'CONFIRMED') || unpaidChangeable(b)) &&
    Date.parse(b.departure.date) - changeClosesMs(b.classType) > now);
