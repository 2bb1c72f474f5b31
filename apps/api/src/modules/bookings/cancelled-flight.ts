import {
  ACTIVE_BOOKING_STATUSES,
  type Booking,
  cancelledFlightMessages,
  type CancelledFlightChoice,
  bookingMessages,
  flightMessages,
} from '@skylark/contract';
import { type AnyColumn, type SQL, and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import {
  bookingCancelledSegments,
  bookingPassengers,
  bookings,
  flightChanges,
  type BookingRow,
  type UserRow,
} from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { conflict, notFound } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';
import { satsFor } from '../invoices';
import { loadBooking } from './load-bookings';
import { balanceOf, refundFlightCharges, refundableCents, refundsOnCancelling } from './ledger';
import { ownBooking } from './queries';
import { releaseFlightSeats } from './seat-holds';
import { bookingsFlying, cancelBookings, lapsePendingChanges } from './status';
import { lapseChange } from './change-apply';

/**
 * A flight cancelled by the airline (docs/product.md#13-flights-and-seats, docs/product.md#149-return-trips-and-multi-city, decision 088): a booking with no
 * other flight left is cancelled and refunded in full, as always; a trip keeps its other flights and
 * its traveller chooses a free move of that flight, the whole trip cancelled, or the rest kept.
 */

/** The active bookings flying the flight, split: those it is the last flight of, and the trips keeping others. */
export async function bookingsOnCancelledFlight(
  q: Queryable,
  flightId: string,
  lock = false,
): Promise<{ whole: BookingRow[]; trips: BookingRow[] }> {
  const query = selectBookings(q).where(
    and(bookingsFlying(flightId), inArray(bookings.bookingStatus, [...ACTIVE_BOOKING_STATUSES])),
  );
  const flying = lock ? await query.for('update', { of: bookings }) : await query;
  if (flying.length === 0) return { whole: [], trips: [] };
  const others = await q
    .selectDistinct({ id: bookingPassengers.bookingId })
    .from(bookingPassengers)
    .where(
      and(
        inArray(
          bookingPassengers.bookingId,
          flying.map((b) => b.id),
        ),
        eq(bookingPassengers.active, true),
        ne(bookingPassengers.flightId, flightId),
      ),
    );
  const keeping = new Set(others.map((o) => o.id));
  return {
    whole: flying.filter((b) => !keeping.has(b.id)),
    trips: flying.filter((b) => keeping.has(b.id)),
  };
}

/** A flight cancelled by the airline gives a paid booking back all it is charged. */
const flightCancelledRefund = (bookingId: SQL | AnyColumn) =>
  sql`(select charged_cents from booking_balance(${bookingId}))`;

/** What cancelling its flight would owe these bookings back now, by booking, in cents; changes nothing. */
export const refundsOnFlightCancelled = (q: Queryable, rows: BookingRow[]) =>
  refundsOnCancelling(
    q,
    rows.map((b) => b.id),
    flightCancelledRefund(sql`b.id`),
  );

export interface CancelledFlightBookings {
  /** cancelled with the flight, refunded in full what was paid */
  cancelled: BookingRow[];
  /** trips that keep their other flights, each with the segment it flew the flight as */
  trips: { booking: BookingRow; segment: number }[];
}

/** The flight's bookings as its cancellation leaves them, in the caller's transaction. */
export async function cancelFlightBookings(
  tx: Queryable,
  flightId: string,
  now: Date,
): Promise<CancelledFlightBookings> {
  // a change to this flight awaiting its payment lapses: its booking keeps the flight it has
  const toIt = await tx
    .select()
    .from(flightChanges)
    .where(and(eq(flightChanges.toFlightId, flightId), eq(flightChanges.status, 'PENDING_PAYMENT')));
  for (const change of toIt) await lapseChange(tx, change, now);
  const { whole, trips } = await bookingsOnCancelledFlight(tx, flightId, true);
  const cancelled = whole.length
    ? await cancelBookings(
        tx,
        inArray(
          bookings.id,
          whole.map((b) => b.id),
        ),
        {
          now,
          refundAmountCents: flightCancelledRefund(bookings.id),
          reason: flightMessages.flightCancelledReason,
          cancelReason: 'FLIGHT_CANCELLED',
        },
      )
    : [];
  const segmentOf = await releaseFlightSeats(tx, trips, flightId);
  if (trips.length > 0)
    await tx
      .insert(bookingCancelledSegments)
      .values(
        trips.map((b) => ({ bookingId: b.id, segment: segmentOf.get(b.id)!, flightId, cancelledAt: now })),
      )
      .onConflictDoNothing();
  // a change awaiting its payment would book the cancelled flight again: it lapses
  await lapsePendingChanges(tx, trips, now);
  return { cancelled, trips: trips.map((booking) => ({ booking, segment: segmentOf.get(booking.id)! })) };
}

/** The open cancelled flights of the customer's own active trip, locked; 409 when none awaits a choice. */
async function openChoice(tx: Queryable, user: UserRow, id: string) {
  const [row] = await selectBookings(tx).where(ownBooking(user, id)).for('update', { of: bookings });
  if (!row) throw notFound(bookingMessages.bookingNotFound);
  if (row.bookingStatus === 'CANCELLED')
    throw conflict(bookingMessages.alreadyCancelled, 'ALREADY_CANCELLED');
  const open = await tx
    .select()
    .from(bookingCancelledSegments)
    .where(and(eq(bookingCancelledSegments.bookingId, row.id), isNull(bookingCancelledSegments.choice)))
    .for('update');
  if (open.length === 0) throw conflict(cancelledFlightMessages.nothingToChoose, 'NO_FLIGHT_CANCELLED');
  return { row, segments: open.map((s) => s.segment) };
}

async function recordChoice(
  tx: Queryable,
  row: BookingRow,
  segments: number[],
  choice: CancelledFlightChoice,
  now: Date,
  audit: AuditContext,
  refundCents: number,
) {
  await tx
    .update(bookingCancelledSegments)
    .set({ choice, chosenAt: now })
    .where(
      and(
        eq(bookingCancelledSegments.bookingId, row.id),
        inArray(bookingCancelledSegments.segment, segments),
      ),
    );
  await recordAudit(tx, {
    ...audit,
    action: 'booking.cancelled_flight_choice',
    targetType: 'booking',
    targetId: row.id,
    after: { choice, segments, refundCents },
  });
}

/**
 * POST /user/bookings/{id}/cancelled-flight/keep-rest: the trip keeps its other flights; the
 * cancelled flight's charges come off the booking, and a paid one owes them back within what it
 * received. An unpaid one's amount due falls by them.
 */
export async function keepRestOfTrip(
  db: Db,
  user: UserRow,
  id: string,
  now: Date,
  audit: AuditContext,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { row, segments } = await openChoice(tx, user, id);
    await keepRest(tx, row, segments, now, audit);
    return loadBooking(tx, eq(bookings.id, row.id));
  });
}

/** The trip keeps its other flights, the cancelled ones' charges off it, owed back when paid; in the caller's transaction, the booking locked. */
export async function keepRest(
  tx: Queryable,
  row: BookingRow,
  segments: number[],
  now: Date,
  audit: AuditContext,
): Promise<number> {
  const paid = row.paymentStatus === 'CONFIRMED';
  const owedCents = await refundFlightCharges(tx, row.id, segments, paid);
  const totalAmountCents = (await balanceOf(tx, row.id)).chargedCents;
  await tx
    .update(bookings)
    .set({
      totalAmountCents,
      ...(paid
        ? { refundAmountCents: (row.refundAmountCents ?? 0) + owedCents }
        : row.btcUsdRate && row.amountSats !== null
          ? { amountSats: satsFor(totalAmountCents, row.btcUsdRate) }
          : {}),
    })
    .where(eq(bookings.id, row.id));
  await recordChoice(tx, row, segments, 'KEEP_REST', now, audit, owedCents);
  return owedCents;
}

/**
 * POST /user/bookings/{id}/cancelled-flight/cancel-trip: the whole trip cancelled for its flight,
 * everything it received owed back, every seat freed.
 */
export async function cancelTripForFlight(
  db: Db,
  user: UserRow,
  id: string,
  now: Date,
  audit: AuditContext,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { row, segments } = await openChoice(tx, user, id);
    const refundable = refundableCents(await balanceOf(tx, row.id));
    await cancelBookings(tx, eq(bookings.id, row.id), {
      now,
      refundAmountCents: refundable,
      reason: flightMessages.flightCancelledReason,
      cancelReason: 'FLIGHT_CANCELLED',
    });
    await recordChoice(tx, row, segments, 'CANCEL_TRIP', now, audit, refundable);
    return loadBooking(tx, eq(bookings.id, row.id));
  });
}
