import { z } from 'zod';
import { adminBookingListQuery } from './bookings';
import { BOOKING_STATUSES, CLASS_TYPES, GENDERS, MEAL_PREFERENCES } from './constants';
import { adminUsersQuery } from './users';

/** The back office's CSV exports and the flight manifest (docs/product.md#152-exports-and-the-manifest). */

/** GET /admin/bookings/export.csv: the list's filters, search and order, every page. */
export const adminBookingExportQuery = adminBookingListQuery.omit({ page: true, limit: true });
export type AdminBookingExportQuery = z.infer<typeof adminBookingExportQuery>;

/** GET /admin/users/export.csv: the list's search, every page. */
export const adminUserExportQuery = adminUsersQuery.omit({ page: true, limit: true });
export type AdminUserExportQuery = z.infer<typeof adminUserExportQuery>;

/** One seat of a flight's manifest: who sits there, on which booking. */
export const manifestPassengerSchema = z.object({
  seatNumber: z.string(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  mealPreference: z.enum(MEAL_PREFERENCES),
  /** "Wheelchair", "Infant", "Elderly", or none */
  assistance: z.array(z.string()),
  classType: z.enum(CLASS_TYPES),
  bookingStatus: z.enum(BOOKING_STATUSES),
  trackingId: z.string(),
  /** checked in online for this flight (docs/product.md#146-online-check-in-and-boarding-passes), with the sequence number given */
  checkedIn: z.boolean(),
  checkInSequence: z.number().int().nullable(),
  /** IATA service codes on this flight, INFT for a lap infant among them (docs/product.md#1413-service-requests) */
  services: z.array(z.string()),
  /** checked bags on this flight: the fare brand's and those bought (docs/product.md#1419-paid-bags) */
  bags: z.object({ included: z.number().int(), extra: z.number().int() }),
});
export type ManifestPassenger = z.infer<typeof manifestPassengerSchema>;

/** GET /admin/flights/{id}/manifest: the flight and its passengers holding a seat, by seat. */
export const manifestSchema = z.object({
  flight: z.object({
    _id: z.string(),
    flightNumber: z.string(),
    status: z.string(),
    departure: z.object({ city: z.string(), date: z.string() }),
    arrival: z.object({ city: z.string(), date: z.string() }),
  }),
  passengers: z.array(manifestPassengerSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_COLUMNS = [
  'Seat',
  'Passenger',
  'Age',
  'Gender',
  'Meal',
  'Assistance',
  'Class',
  'Booking status',
  'Tracking ID',
  'Checked in',
  'Services',
  'Bags',
] as const;

/** The Checked in column: "Yes (0003)" with the sequence number, or "No". */
export const checkedInText = (p: { checkedIn: boolean; checkInSequence: number | null }) =>
  p.checkedIn ? `Yes${p.checkInSequence ? ` (${String(p.checkInSequence).padStart(4, '0')})` : ''}` : 'No';
