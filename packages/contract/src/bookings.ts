import { z } from 'zod';
import { isoDay, pageQuery } from './common';
import { BOOKING_STATUSES, CLASS_TYPES, GENDERS, MEAL_PREFERENCES, PAYMENT_STATUSES } from './constants';
import { MSG, bookingMessages } from './messages';
import { placeSchema } from './flights';
import { pageOf } from './wrapper';

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

export const cancellationSchema = z.object({
  cancelled: z.boolean(),
  date: z.string(),
  /** dollars */
  refundAmount: z.number(),
  reason: z.string().nullable(),
});

/** A booking as the customer and admin calls answer it (docs/product.md §3). */
export const bookingSchema = z.object({
  _id: z.string(),
  id: z.string(),
  trackingId: z.string(),
  customerName: z.string(),
  email: z.string(),
  flightNumber: z.string(),
  classType: z.enum(CLASS_TYPES),
  /** dollars */
  totalAmount: z.number(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  departure: placeSchema,
  arrival: placeSchema,
  passengers: z.array(passengerSchema),
  cancellation: cancellationSchema.nullable(),
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
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingPage = pageOf(bookingSchema, 'totalBookings');
export type BookingPage = z.infer<typeof bookingPage>;

// ---------------------------------------------------------------------------
// Requests (docs/product.md §3, §7.4, §7.5, §14)

/** Passengers per booking request (the web form sends one). */
export const MAX_PASSENGERS_PER_BOOKING = 9;
export const SEAT_NUMBER_PATTERN = /^[1-9]\d{0,2}[A-F]$/;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const nameField = z.string().trim().min(1, MSG.enterPassengerName).max(100);

/** POST /user/bookings (docs/product.md §3 booking request): one seat, meal and assistance entry per passenger. */
export const createBookingBody = z
  .object({
    flightId: z.uuid({ message: 'Invalid flight id' }),
    classType: z.enum(CLASS_TYPES),
    passengers: z
      .array(
        z.object({
          firstName: nameField,
          lastName: nameField,
          age: z.number().int().min(0).max(130),
          gender: z.enum(GENDERS).default('MALE'),
        }),
      )
      .min(1)
      .max(MAX_PASSENGERS_PER_BOOKING),
    seatNumbers: z
      .array(z.string().trim().toUpperCase().regex(SEAT_NUMBER_PATTERN, MSG.selectSeat))
      .min(1, MSG.selectSeat)
      .max(MAX_PASSENGERS_PER_BOOKING),
    mealPreferences: z.array(z.enum(MEAL_PREFERENCES)).max(MAX_PASSENGERS_PER_BOOKING),
    specialAssistance: z.array(specialAssistanceSchema).max(MAX_PASSENGERS_PER_BOOKING),
  })
  .superRefine((body, ctx) => {
    const n = body.passengers.length;
    for (const field of ['seatNumbers', 'mealPreferences', 'specialAssistance'] as const) {
      if (body[field].length !== n)
        ctx.addIssue({ code: 'custom', path: [field], message: bookingMessages.countsMismatch });
    }
    if (new Set(body.seatNumbers).size !== body.seatNumbers.length) {
      ctx.addIssue({ code: 'custom', path: ['seatNumbers'], message: bookingMessages.duplicateSeat });
    }
  });
export type CreateBookingBody = z.infer<typeof createBookingBody>;
export type CreateBookingInput = z.input<typeof createBookingBody>;

/** GET /user/bookings */
export const bookingListQuery = pageQuery;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /admin/bookings: created-date range (yyyy-MM-dd, inclusive, UTC), class and status filters. */
export const adminBookingListQuery = pageQuery.extend({
  startDate: z.preprocess(emptyAsUndefined, isoDay.optional()),
  endDate: z.preprocess(emptyAsUndefined, isoDay.optional()),
  classType: z.preprocess(emptyAsUndefined, z.enum(CLASS_TYPES).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(BOOKING_STATUSES).optional()),
});
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuery>;

export const BOOKING_ACTIONS = ['approve', 'reject'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
/** POST /admin/bookings/:id/approve */
export const bookingActionBody = z.object({ action: z.enum(BOOKING_ACTIONS) });

export const trackingParams = z.object({ trackingId: z.string().trim().min(1).max(64) });

/** GET /user/bookings/tracking/:trackingId — only what the Track screen shows (docs/product.md §14). */
export const trackingSchema = z.object({
  trackingId: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  customerName: z.string(),
  email: z.string(),
  flightNumber: z.string(),
  classType: z.enum(CLASS_TYPES),
  /** dollars */
  totalAmount: z.number(),
  departure: placeSchema,
  arrival: placeSchema,
  passengers: z.array(
    z.object({
      name: z.string(),
      seatNumber: z.string(),
      mealPreference: z.enum(MEAL_PREFERENCES),
      specialAssistance: specialAssistanceSchema,
    }),
  ),
  cancellation: cancellationSchema.nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** GET /user/bookings/payment-addresses: the Bitcoin addresses the payment page rotates through. */
export const paymentAddressesSchema = z.object({ addresses: z.array(z.string()).min(1) });
export type PaymentAddresses = z.infer<typeof paymentAddressesSchema>;
