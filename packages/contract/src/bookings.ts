import { z } from 'zod';
import { BOOKING_STATUSES, CLASS_TYPES, GENDERS, MEAL_PREFERENCES, PAYMENT_STATUSES } from './constants';
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

/** A booking as the customer and admin calls answer it (spec §3). */
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
