import { z } from 'zod';
import { idSchema, isoDay, pageQuery } from './common';
import { errorCodeSchema } from './wrapper';
import {
  BOOKING_STATUSES,
  CLASS_TYPES,
  GENDERS,
  MEAL_PREFERENCES,
  OFFERS,
  PAYMENT_STATUSES,
} from './constants';
import { MSG, bookingMessages } from './messages';
import {
  MAX_PASSENGERS_PER_BOOKING,
  dateOfBirthField,
  passengerNameField,
  seatNumberField,
  specialRequestsField,
} from './booking-form';
import { placeSchema } from './flights';
import { isPlainText, unsafeTextMessage } from './plain-text';
import { PASSENGER_TYPES, type FareBreakdown } from './fares';
import { lapInfantInput, lapInfantSchema } from './lap-infants';
import { CANCEL_REASONS, bookingPaymentSchema } from './invoice';
import { bookingRefundSchema } from './refunds';
import { bookingChangeSchema, flightChangeSchema } from './flight-change';
import { cancelledFlightSchema } from './cancelled-flight';
import { eu261NoticeSchema } from './eu261';
import { pageOf } from './wrapper';
import { FARE_BRANDS } from './fare-brand-texts';
import { LANGUAGES } from './languages';
import { languageSchema } from './language-schema';
import { bookingSegmentSchema, segmentsField } from './segments';
import { passengerServicesSchema, servicesField } from './services';
import { bagsField, passengerBagsSchema } from './bags';

export const specialAssistanceSchema = z.object({
  wheelchair: z.boolean(),
  infant: z.boolean(),
  elderly: z.boolean(),
});
export type SpecialAssistance = z.infer<typeof specialAssistanceSchema>;

export const passengerSchema = z.object({
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  seatNumber: z.string(),
  mealPreference: z.enum(MEAL_PREFERENCES),
  specialAssistance: specialAssistanceSchema,
});
export type Passenger = z.infer<typeof passengerSchema>;

/** The departure and arrival times a booking was made for, ISO (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export const scheduleChangeSchema = z.object({
  previousDeparture: z.string(),
  previousArrival: z.string(),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

export const cancellationSchema = z.object({
  cancelled: z.boolean(),
  date: z.string(),
  /** dollars */
  refundAmount: z.number(),
  reason: z.string().nullable(),
});

/** A booking as the customer and admin calls answer it (docs/product.md#3-data). */
/** The booking desk's bounds (docs/product.md#145-the-booking-desk). */
export const MAX_DESK_SEARCH_LENGTH = 100;
export const MAX_REJECT_REASON_LENGTH = 500;
export const MAX_BULK_DECISIONS = 50;

// the fare breakdown of every booking answer (docs/product.md#141-offers)
export const fareLineSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int(),
  /** dollars per passenger at the class price */
  unitPrice: z.number(),
  /** dollars, count × unitPrice */
  amount: z.number(),
});
export const fareBreakdownSchema: z.ZodType<FareBreakdown> = z.object({
  lines: z.array(fareLineSchema),
  /** dollars: the class price × seated passengers */
  listPrice: z.number(),
  /** the offer applied by rule, its name and what it takes off (dollars), or null */
  offer: z.object({ code: z.enum(OFFERS), name: z.string(), saving: z.number() }).nullable(),
  /** dollars: what the booking charges */
  total: z.number(),
});

export const bookingSchema = z.object({
  _id: z.string(),
  /** the language of its e-mails and documents: the owner's profile's, else the one it was made in */
  language: z.enum(LANGUAGES).optional(),
  id: z.string(),
  trackingId: z.string(),
  customerName: z.string(),
  email: z.string(),
  flightNumber: z.string(),
  classType: z.enum(CLASS_TYPES),
  /** dollars */
  totalAmount: z.number(),
  /** the offer applied and the price before it, dollars (docs/product.md#141-offers) */
  offer: z.enum(OFFERS).nullable(),
  listPrice: z.number(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  departure: placeSchema,
  arrival: placeSchema,
  passengers: z.array(passengerSchema),
  cancellation: cancellationSchema.nullable(),
  /** why a CANCELLED booking was cancelled; null while active (docs/product.md#143-paying-for-a-booking) */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** what the traveller typed in Special Requests (docs/product.md#142-group-bookings-and-the-seat-map) */
  specialRequests: z.string().nullable(),
  /** when the customer said they had paid (ISO), or null (docs/product.md#143-paying-for-a-booking) */
  paymentReportedAt: z.string().nullable(),
  /** the times booked, when the airline has since changed them (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails) */
  scheduleChange: scheduleChangeSchema.nullable(),
  /** the invoice: address, amount, pay-by time and payments seen (docs/product.md#143-paying-for-a-booking) */
  payment: bookingPaymentSchema.nullable(),
  /** money owed back and sent, and the traveller's refund address (docs/product.md#147-cancelling-with-a-quote-and-refunds) */
  refund: bookingRefundSchema.nullable(),
  userId: z
    .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  flightId: z
    .object({
      _id: z.string(),
      flightNumber: z.string(),
      departure: z.object({ city: z.string() }),
      arrival: z.object({ city: z.string() }),
    })
    .nullable(),
  /** every flight of the booking in time order; the top-level flight fields are the first's (docs/product.md#149-return-trips-and-multi-city) */
  segments: z.array(bookingSegmentSchema),
  /** infants under 2 on a passenger's lap, without a seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap) */
  infants: z.array(lapInfantSchema).optional(),
  /** what the booking charges per passenger type, with the offer applied by rule (docs/product.md#141-offers) */
  fareBreakdown: fareBreakdownSchema.optional(),
  /** the administrator who booked at the desk for the customer; on the back office's reads only (docs/product.md#122-one-view-per-customer) */
  bookedBy: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  /** the change of flight it came from or went to, and a free move it is offered (docs/product.md#148-changing-flight) */
  change: bookingChangeSchema.optional(),
  /** a flight of the trip the airline cancelled, and the traveller's choice (docs/product.md#149-return-trips-and-multi-city) */
  cancelledFlight: cancelledFlightSchema.nullable().optional(),
  /** the changes of flight made to this booking, oldest first (decision 086) */
  changes: z.array(flightChangeSchema).optional(),
  /** each passenger's IATA service codes on each flight (docs/product.md#1413-service-requests) */
  services: z.array(passengerServicesSchema).optional(),
  /** each passenger's checked bags on each flight: the fare brand's and those bought (docs/product.md#1419-paid-bags) */
  bags: z.array(passengerBagsSchema).optional(),
  /** the EU261 notices of its cancelled or delayed flights, with the compensation owed (docs/product.md#1414-eu261-notice-of-rights-and-compensation) */
  eu261: z.array(eu261NoticeSchema).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingPage = pageOf(bookingSchema, 'totalBookings');
export type BookingPage = z.infer<typeof bookingPage>;

// ---------------------------------------------------------------------------
// Requests (docs/product.md#3-data, docs/product.md#74-customer-bookings, docs/product.md#75-back-office-users-and-bookings, docs/product.md#14-bookings-and-payment)

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * POST /user/bookings (docs/product.md#3-data booking request, docs/product.md#142-group-bookings-and-the-seat-map): one seat, meal and assistance entry per
 * passenger; the field rules are the booking form's. A date of birth, when sent, decides the age.
 */
export const createBookingBody = z
  .object({
    /** the spec's one flight; or `segments` for 1 to 4 flights (docs/product.md#149-return-trips-and-multi-city) */
    flightId: z.uuid({ message: 'Invalid flight id' }).optional(),
    classType: z.enum(CLASS_TYPES).optional(),
    passengers: z
      .array(
        z.object({
          firstName: passengerNameField,
          lastName: passengerNameField,
          age: z.number().int().min(0).max(130),
          dateOfBirth: dateOfBirthField.optional(),
          gender: z.enum(GENDERS).default('MALE'),
        }),
      )
      .min(1)
      .max(MAX_PASSENGERS_PER_BOOKING),
    seatNumbers: z.array(seatNumberField).min(1, MSG.selectSeat).max(MAX_PASSENGERS_PER_BOOKING).optional(),
    segments: segmentsField.optional(),
    mealPreferences: z.array(z.enum(MEAL_PREFERENCES)).max(MAX_PASSENGERS_PER_BOOKING),
    specialAssistance: z.array(specialAssistanceSchema).max(MAX_PASSENGERS_PER_BOOKING),
    specialRequests: specialRequestsField.optional(),
    /** a special offer the traveller named; the server checks it, and applies the best one by rule (docs/product.md#141-offers) */
    offer: z.enum(OFFERS).optional(),
    /** infants under 2 on a passenger's lap, without a seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap) */
    infants: z.array(lapInfantInput).max(MAX_PASSENGERS_PER_BOOKING).optional(),
    /** IATA service codes per passenger per flight, over those the meal and assistance fields stand for (docs/product.md#1413-service-requests) */
    services: servicesField.optional(),
    /** extra checked bags per passenger per flight, 0 to 3, beyond the brand's (docs/product.md#1419-paid-bags) */
    bags: bagsField.optional(),
    /** the fare brand of every flight that does not name its own; Classic by default (docs/product.md#1416-fare-brands) */
    fareBrand: z.enum(FARE_BRANDS).optional(),
    /** the language of the booking's e-mails and documents when it has no account; else the request's (docs/product.md#1418-languages-of-e-mails-and-documents) */
    language: languageSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const n = body.passengers.length;
    if (!body.segments) {
      if (body.flightId === undefined)
        ctx.addIssue({ code: 'custom', path: ['flightId'], message: 'Invalid flight id' });
      if (body.classType === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['classType'],
          message: `Invalid option: expected one of ${CLASS_TYPES.map((c) => `"${c}"`).join('|')}`,
        });
      if (body.seatNumbers === undefined)
        ctx.addIssue({ code: 'custom', path: ['seatNumbers'], message: MSG.selectSeat });
    }
    const seatLists = body.segments
      ? body.segments.map((s, i) => ({ seats: s.seatNumbers, path: ['segments', i, 'seatNumbers'] }))
      : [{ seats: body.seatNumbers ?? [], path: ['seatNumbers'] }];
    for (const { seats, path } of seatLists) {
      if (seats.length !== n && (body.segments || body.seatNumbers))
        ctx.addIssue({ code: 'custom', path, message: bookingMessages.countsMismatch });
    }
    for (const field of ['mealPreferences', 'specialAssistance'] as const) {
      if (body[field].length !== n)
        ctx.addIssue({ code: 'custom', path: [field], message: bookingMessages.countsMismatch });
    }
    for (const { seats, path } of seatLists) {
      if (new Set(seats).size !== seats.length)
        ctx.addIssue({ code: 'custom', path, message: bookingMessages.duplicateSeat });
    }
  });
export type CreateBookingBody = z.infer<typeof createBookingBody>;
export type CreateBookingInput = z.input<typeof createBookingBody>;

/** GET /user/bookings */
export const bookingListQuery = pageQuery;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const BOOKING_ORDERS = ['newest', 'oldest', 'queue'] as const;
export type BookingOrder = (typeof BOOKING_ORDERS)[number];

/** GET /admin/bookings: created-date range (yyyy-MM-dd, inclusive, UTC), class and status filters. */
export const adminBookingListQuery = pageQuery.extend({
  startDate: z.preprocess(emptyAsUndefined, isoDay.optional()),
  endDate: z.preprocess(emptyAsUndefined, isoDay.optional()),
  classType: z.preprocess(emptyAsUndefined, z.enum(CLASS_TYPES).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(BOOKING_STATUSES).optional()),
  search: z.preprocess(emptyAsUndefined, z.string().trim().max(MAX_DESK_SEARCH_LENGTH).optional()),
  /**
   * newest first unless `oldest` (the Pending payment view, docs/product.md#145-the-booking-desk) or `queue`: what needs
   * a person first (payment received or needing a decision, then reported), then by pay-by time
   */
  order: z.preprocess(emptyAsUndefined, z.enum(BOOKING_ORDERS).optional()),
});
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuery>;

export const BOOKING_ACTIONS = ['approve', 'reject'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
/** POST /admin/bookings/:id/approve */
export const bookingActionBody = z.object({
  action: z.enum(BOOKING_ACTIONS),
  /** an optional note to the customer on a rejection (docs/product.md#145-the-booking-desk) */
  reason: z
    .string()
    .trim()
    .max(MAX_REJECT_REASON_LENGTH)
    .refine(isPlainText, unsafeTextMessage('Reason'))
    .optional(),
});

/** POST /admin/bookings/decisions: one decision for several bookings, each in its own transaction. */
export const bulkDecisionBody = bookingActionBody.extend({
  ids: z.array(idSchema).min(1).max(MAX_BULK_DECISIONS),
});
export type BulkDecisionBody = z.infer<typeof bulkDecisionBody>;
export const bulkDecisionResult = z.object({
  succeeded: z.array(z.string()),
  /** each booking not decided, with the message and code it would have been refused with alone */
  failed: z.array(z.object({ id: z.string(), message: z.string(), code: errorCodeSchema })),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResult>;

/** GET /user/bookings/payment-addresses: the Bitcoin addresses the payment page rotates through. */
export const paymentAddressesSchema = z.object({ addresses: z.array(z.string()).min(1) });
export type PaymentAddresses = z.infer<typeof paymentAddressesSchema>;
