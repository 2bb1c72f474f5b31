import { z } from 'zod';
import { BOOKING_STATUSES, CLASS_TYPES, MEAL_PREFERENCES } from './constants';
import { placeSchema } from './flights';
import { CANCEL_REASONS, trackingPaymentSchema } from './invoice';
import { bookingSegmentSchema } from './segments';
import { cancellationSchema, specialAssistanceSchema } from './bookings';

/** Public tracking by tracking ID (docs/product.md §14): the Track screen's answer. */

export const trackingParams = z.object({ trackingId: z.string().trim().min(1).max(64) });
/** The lead passenger's last name, which shows the whole booking (docs/product.md §14). */
export const trackingQuery = z.object({ lastName: z.string().max(100).optional() });

/**
 * GET /user/bookings/tracking/:trackingId — only what the Track screen shows (docs/product.md §14).
 * `limited`: the e-mail is masked, each passenger's name and special assistance left out.
 */
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
      /** only when the answer is not `limited`: a name would give away the lead's last name */
      name: z.string().optional(),
      seatNumber: z.string(),
      mealPreference: z.enum(MEAL_PREFERENCES),
      specialAssistance: specialAssistanceSchema.optional(),
    }),
  ),
  cancellation: cancellationSchema.nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  specialRequests: z.string().nullable(),
  paymentReportedAt: z.string().nullable(),
  /** the pay-by time and the invoice's status (docs/product.md §14.3) */
  payment: trackingPaymentSchema.nullable(),
  /** every flight of the booking (docs/product.md §14.9) */
  segments: z.array(bookingSegmentSchema),
  limited: z.boolean(),
});
export type Tracking = z.infer<typeof trackingSchema>;
