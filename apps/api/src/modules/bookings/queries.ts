import {
  DAY_MS,
  MSG,
  trackingMessages,
  type AdminBookingExportQuery,
  type AdminBookingListQuery,
  type BookingPage,
  type PageQuery,
  type PaymentState,
  type Tracking,
} from '@skylark/contract';
import { and, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookings, type UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import { loadBooking, loadBookings, pageOfBookings } from './load-bookings';
import { isPnr, normalizeTrackingId } from '../../lib/tracking-id';
import { firstSegment } from '../../db/first-flight';

/** A searchable part of a tracking ID: 4 or more letters and digits (the input is at most 100 long). */
const TRACKING_PART = /^[0-9A-Z]{4,}$/;

export const ownBooking = (user: UserRow, id: string) =>
  and(eq(bookings.id, id), eq(bookings.userId, user.id))!;

export const listOwnBookings = (db: Queryable, user: UserRow, query: PageQuery) =>
  pageOfBookings(db, eq(bookings.userId, user.id), query);

/** Another customer's booking answers 404, never 403 (docs/product.md#14-bookings-and-payment). */
export const getOwnBooking = (db: Queryable, user: UserRow, id: string) =>
  loadBooking(db, ownBooking(user, id));

/** The live state of a booking's payment, for its payment page (docs/product.md#143-paying-for-a-booking). */
export async function getOwnPaymentState(db: Queryable, user: UserRow, id: string): Promise<PaymentState> {
  const b = await loadBooking(db, ownBooking(user, id));
  return {
    bookingStatus: b.bookingStatus,
    paymentStatus: b.paymentStatus,
    cancelReason: b.cancelReason,
    paymentReportedAt: b.paymentReportedAt,
    payment: b.payment,
  };
}

/** `grace@example.com` → `g***@example.com`: enough to recognise, not to write to. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${at > 0 ? email[0] : ''}***${at >= 0 ? email.slice(at) : ''}`;
}

/** Last names compare after Unicode NFC normalisation, case-insensitively (docs/product.md#14-bookings-and-payment). */
const nameKey = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('und');
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

/** The booking of a tracking ID, or of a PNR through the unique index on the first 7 (decision 087). */
const trackedBy = (reference: string) =>
  isPnr(reference) ? sql`left(${bookings.trackingId}, 7) = ${reference}` : eq(bookings.trackingId, reference);

/**
 * Public tracking: only the fields the Track screen shows (docs/product.md#14-bookings-and-payment), by the 12-character
 * tracking ID, or by its first 7 characters (the PNR) with the last name of one of the passengers.
 * Without the owner signed in, or the lead passenger's last name (the first the booking lists, any
 * case), the e-mail is masked, special assistance left out and no passenger named (a name would give
 * the key away).
 */
export async function trackBooking(
  db: Queryable,
  reference: string,
  viewer: { userId: string | null; lastName?: string },
): Promise<Tracking> {
  const byPnr = isPnr(reference);
  if (byPnr && viewer.lastName === undefined)
    throw badRequest(
      trackingMessages.pnrNeedsLastName,
      [{ field: 'lastName', message: trackingMessages.pnrNeedsLastName }],
      'LAST_NAME_REQUIRED',
    );
  const [booking] = await loadBookings(db, trackedBy(reference));
  const named = (lastName: string) => booking?.passengers.some((p) => sameName(lastName, p.lastName));
  if (!booking || (byPnr && !named(viewer.lastName!))) throw notFound(MSG.trackingNotFound);
  const lead = booking.passengers[0];
  const full =
    (viewer.userId !== null && viewer.userId === booking.userId?._id) ||
    (viewer.lastName !== undefined && lead !== undefined && sameName(viewer.lastName, lead.lastName));
  return {
    trackingId: booking.trackingId,
    bookingStatus: booking.bookingStatus,
    customerName: booking.customerName,
    email: full ? booking.email : maskedEmail(booking.email),
    flightNumber: booking.flightNumber,
    classType: booking.classType,
    totalAmount: booking.totalAmount,
    departure: booking.departure,
    arrival: booking.arrival,
    passengers: booking.passengers.map((p) => ({
      ...(full ? { name: p.name } : {}),
      seatNumber: p.seatNumber,
      mealPreference: p.mealPreference,
      ...(full ? { specialAssistance: p.specialAssistance } : {}),
    })),
    cancellation: booking.cancellation,
    cancelReason: booking.cancelReason,
    specialRequests: booking.specialRequests,
    paymentReportedAt: booking.paymentReportedAt,
    payment: booking.payment && { payBy: booking.payment.payBy, status: booking.payment.status },
    segments: booking.segments,
    limited: !full,
  };
}

/**
 * The desk's search (docs/product.md#145-the-booking-desk): any part of 4 or more characters of a tracking ID (with or
 * without #, read as tracking look-ups are), a whole flight number by index, or a part of the customer's
 * name or e-mail, LIKE-escaped.
 */
export function deskSearch(term: string): SQL {
  const code = term.replace(/^#/, '').trim();
  const tracking = normalizeTrackingId(code);
  const pattern = containing(term);
  return or(
    TRACKING_PART.test(tracking)
      ? like(bookings.trackingId, containing(tracking))
      : eq(bookings.trackingId, tracking),
    eq(firstSegment.flightNumber, code.toUpperCase()),
    ilike(bookings.customerName, pattern),
    ilike(bookings.email, pattern),
  )!;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The back office's filters and search over bookings (the list and its export alike). */
export function bookingFilters(query: AdminBookingExportQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.startDate) conditions.push(gte(bookings.createdAt, dayStart(query.startDate)));
  if (query.endDate)
    conditions.push(lt(bookings.createdAt, new Date(dayStart(query.endDate).getTime() + DAY_MS)));
  if (query.classType) conditions.push(eq(firstSegment.classType, query.classType));
  if (query.status) conditions.push(eq(bookings.bookingStatus, query.status));
  if (query.search) conditions.push(deskSearch(query.search));
  return conditions.length ? and(...conditions) : undefined;
}

export const listAllBookings = (db: Queryable, query: AdminBookingListQuery): Promise<BookingPage> =>
  pageOfBookings(db, bookingFilters(query), query, query.order);

export const getAnyBooking = (db: Queryable, id: string) => loadBooking(db, eq(bookings.id, id));
