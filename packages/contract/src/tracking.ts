import { z } from 'zod';
import { BOOKING_STATUSES, CLASS_TYPES, MEAL_PREFERENCES, PNR_LENGTH } from './constants';
import { placeSchema } from './flights';
import { CANCEL_REASONS, trackingPaymentSchema } from './invoice';
import { bookingSegmentSchema } from './segments';
import { cancellationSchema, specialAssistanceSchema } from './bookings';
import { trackingMessages } from './tracking-messages';

/** Public tracking by tracking ID (docs/product.md#14-bookings-and-payment): the Track screen's answer. */

export const trackingParams = z.object({ trackingId: z.string().trim().min(1).max(64) });
/**
 * A passenger's last name: the lead passenger's shows the whole booking; any passenger's, with the
 * first 7 characters of the tracking ID in its place, finds it (docs/product.md#14-bookings-and-payment).
 */
export const trackingQuery = z.object({ lastName: z.string().max(100).optional() });

/**
 * The Track screen's form: an empty reference does nothing (the page's own rule); the first 7
 * characters of a tracking ID need a passenger's last name, which the 12 may carry too.
 */
export const trackForm = z
  .object({ trackingId: z.string(), lastName: z.string().max(100) })
  .superRefine((form, ctx) => {
    if (form.trackingId.trim().length === PNR_LENGTH && !form.lastName.trim())
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: trackingMessages.pnrNeedsLastName });
  });
export type TrackForm = z.infer<typeof trackForm>;

/**
 * GET /user/bookings/tracking/:trackingId — only what the Track screen shows (docs/product.md#14-bookings-and-payment).
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
  /** the pay-by time and the invoice's status (docs/product.md#143-paying-for-a-booking) */
  payment: trackingPaymentSchema.nullable(),
  /** every flight of the booking (docs/product.md#149-return-trips-and-multi-city) */
  segments: z.array(bookingSegmentSchema),
  limited: z.boolean(),
});
export type Tracking = z.infer<typeof trackingSchema>;
