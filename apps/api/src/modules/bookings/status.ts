import {
  MSG,
  type Booking,
  type BulkDecisionResult,
  type CancelReason,
  bookingMessages,
  changeMessages,
  changedReason,
} from '@skylark/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { bookingChanges, bookingPassengers, bookings, flightChanges, type BookingRow } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { lapseChange } from './change-apply';
import { AppError, conflict, notFound } from '../../lib/errors';
import { enqueueMail, type MailOf } from '../../mail/outbox';
import { type AuditContext, recordAudit } from '../audit';
import { loadBooking } from './load-bookings';
import { releaseSeats, takeHeldSeats } from './seat-holds';
import { attestPayment, balanceOf, oweCancellationRefunds, transferReceived, withdrawRefund } from './ledger';
import { type BookingEvent, transition, transitionOne } from './lifecycle';

/** The lifecycle's event of each way a booking is cancelled. */
const CANCEL_EVENTS = {
  CUSTOMER: 'cancelledByTraveller',
  ADMIN_REJECTED: 'rejected',
  EXPIRED: 'expired',
  FLIGHT_CANCELLED: 'flightCancelled',
  CHANGED: 'cancelledByTraveller',
} as const satisfies Record<CancelReason, BookingEvent>;

/** Changes of a booking's status: the customer's cancellation, the administrators' decision, a cancelled flight. */

/** Cancels the active bookings meeting `where` and releases their seats, in the caller's transaction. */
export async function cancelBookings(
  tx: Queryable,
  where: SQL,
  change: {
    now: Date;
    refundAmountCents: number | SQL;
    reason: string;
    cancelReason: CancelReason;
    /** an administrator decided: the booking no longer waits for a decision */
    decided?: boolean;
  },
): Promise<BookingRow[]> {
  const cancelled = await transition(tx, CANCEL_EVENTS[change.cancelReason], where, {
    cancelledAt: change.now,
    refundAmountCents: change.refundAmountCents,
    cancellationReason: change.reason,
    cancelReason: change.cancelReason,
    ...(change.decided ? { needsDecisionAt: null } : {}),
  });
  const owed = await oweCancellationRefunds(
    tx,
    cancelled.map((b) => b.id),
  );
  for (const b of cancelled) b.refundAmountCents = owed.get(b.id) ?? 0;
  await lapsePendingChanges(tx, cancelled, change.now);
  await releaseSeats(tx, cancelled);
  await dropChangesOf(tx, cancelled, change.now);
  return cancelled;
}

/** A change awaiting its payment lapses with its booking, and frees the seats it held (decision 086). */
export async function lapsePendingChanges(tx: Queryable, cancelled: BookingRow[], now: Date): Promise<void> {
  if (cancelled.length === 0) return;
  const pending = await tx
    .select()
    .from(flightChanges)
    .where(
      and(
        inArray(
          flightChanges.bookingId,
          cancelled.map((b) => b.id),
        ),
        eq(flightChanges.status, 'PENDING_PAYMENT'),
      ),
    );
  for (const change of pending) await lapseChange(tx, change, now);
}

/** A booking made by a change before decision 086, still awaiting its payment, lapses with the old one. */
async function dropChangesOf(tx: Queryable, cancelled: BookingRow[], now: Date): Promise<void> {
  if (cancelled.length === 0) return;
  const pending = await tx
    .select({ id: bookingChanges.newBookingId })
    .from(bookingChanges)
    .innerJoin(bookings, eq(bookings.id, bookingChanges.newBookingId))
    .where(
      and(
        inArray(
          bookingChanges.oldBookingId,
          cancelled.map((b) => b.id),
        ),
        eq(bookings.bookingStatus, 'PENDING'),
      ),
    );
  if (pending.length === 0) return;
  await cancelBookings(
    tx,
    inArray(
      bookings.id,
      pending.map((p) => p.id),
    ),
    { now, refundAmountCents: 0, reason: changeMessages.replacedBookingCancelled, cancelReason: 'CHANGED' },
  );
}

/**
 * The bookings holding a seat on this flight, on any of their segments (docs/product.md#149-return-trips-and-multi-city); a
 * change awaiting its payment holds none on a trip's kept flights (decision 075).
 */
export const bookingsFlying = (flightId: string): SQL =>
  sql`exists (select 1 from ${bookingPassengers} p where p.booking_id = ${bookings.id} and p.flight_id = ${flightId} and p.active and p.change_id is null)`;

async function lockBooking(tx: Tx, where: SQL): Promise<BookingRow> {
  const [row] = await selectBookings(tx).where(where).for('update', { of: bookings });
  if (!row) throw notFound(bookingMessages.bookingNotFound);
  return row;
}

/**
 * PENDING → CONFIRMED and paid, by an administrator or by the product on a payment received in full;
 * a change's booking then replaces the booking it was made for.
 */
export async function confirmBooking(
  tx: Queryable,
  id: string,
  now = new Date(),
  event: 'paid' | 'approved' | 'attested' = 'paid',
): Promise<void> {
  await transitionOne(tx, event, eq(bookings.id, id), { paymentStatus: 'CONFIRMED', needsDecisionAt: null });
  await completeChange(tx, id, now);
}

/** Approve: PENDING → CONFIRMED, paid. Reject: PENDING → CANCELLED, nothing refunded, seats released. */
export async function decideBooking(
  db: Db,
  id: string,
  action: 'approve' | 'reject',
  now: Date,
  audit: AuditContext,
  mail?: MailOf<Booking>,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, eq(bookings.id, id));
    if (row.bookingStatus !== 'PENDING') throw conflict(bookingMessages.notPending, 'NOT_PENDING');
    if (action === 'approve') {
      const attested = await attestPayment(tx, row.id, audit.actor.id);
      await confirmBooking(tx, row.id, now, attested ? 'attested' : 'approved');
    } else {
      await cancelBookings(tx, eq(bookings.id, row.id), {
        now,
        refundAmountCents: 0,
        reason: MSG.rejectReason,
        cancelReason: 'ADMIN_REJECTED',
        decided: true,
      });
    }
    const after = await loadBooking(tx, eq(bookings.id, row.id));
    await recordAudit(tx, {
      ...audit,
      action: action === 'approve' ? 'booking.approve' : 'booking.reject',
      targetType: 'booking',
      targetId: row.id,
      before: { bookingStatus: row.bookingStatus, paymentStatus: row.paymentStatus },
      after: { bookingStatus: after.bookingStatus, paymentStatus: after.paymentStatus },
    });
    if (mail) await enqueueMail(tx, mail(after));
    return after;
  });
}

/**
 * One decision for several bookings (docs/product.md#145-the-booking-desk): each in its own transaction, so one
 * booking already decided or gone does not undo the others; the answer names each outcome.
 */
export async function decideBookings(
  db: Db,
  ids: string[],
  action: 'approve' | 'reject',
  now: Date,
  audit: AuditContext,
  mail?: MailOf<Booking>,
): Promise<{ decided: Booking[]; failed: BulkDecisionResult['failed'] }> {
  const decided: Booking[] = [];
  const failed: BulkDecisionResult['failed'] = [];
  for (const id of new Set(ids)) {
    try {
      decided.push(await decideBooking(db, id, action, now, audit, mail));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id, message: error.message, code: error.code });
    }
  }
  return { decided, failed };
}

/**
 * The old booking gives way to the new: an active one is cancelled, its seats freed, owing back what
 * the change refunds; one cancelled with its flight no longer owes its refund (decision 059).
 */
export async function replaceOld(
  tx: Queryable,
  oldId: string,
  made: { flightNumber: string; trackingId: string },
  refundCents: number,
  now: Date,
) {
  const reason = changedReason(made.flightNumber, made.trackingId);
  const cancelled = await cancelBookings(tx, eq(bookings.id, oldId), {
    now,
    refundAmountCents: refundCents,
    reason,
    cancelReason: 'CHANGED',
  });
  if (cancelled.length > 0) return;
  // a booking cancelled with its flight no longer owes the refund its free move takes back
  const moved = await tx
    .update(bookings)
    .set({ refundAmountCents: 0, cancellationReason: reason, cancelReason: 'CHANGED' })
    .where(and(eq(bookings.id, oldId), eq(bookings.cancelReason, 'FLIGHT_CANCELLED')))
    .returning({ id: bookings.id });
  if (moved.length > 0) await withdrawRefund(tx, oldId);
}

/**
 * A change's booking made before decision 086 confirmed (its difference paid, or approved by an administrator): it replaces
 * the old booking, whose seats are freed (a trip's kept flights' pass to the new booking), takes over
 * what the old one received, and totals what its ledger charges.
 */
export async function completeChange(tx: Queryable, newId: string, now: Date): Promise<void> {
  const [change] = await tx.select().from(bookingChanges).where(eq(bookingChanges.newBookingId, newId));
  if (!change || change.amountDueCents === 0) return;
  const [old] = await selectBookings(tx).where(eq(bookings.id, change.oldBookingId));
  // an unpaid booking gave way when it was changed (decision 058)
  if (!old || old.paymentStatus !== 'CONFIRMED') return;
  const [made] = await selectBookings(tx).where(eq(bookings.id, newId));
  await replaceOld(tx, old.id, made!, 0, now);
  await transferReceived(tx, old.id, newId);
  await takeHeldSeats(tx, made!);
  const { chargedCents } = await balanceOf(tx, newId);
  await tx.update(bookings).set({ totalAmountCents: chargedCents }).where(eq(bookings.id, newId));
  await recordAudit(tx, {
    actor: { id: null, email: null, role: 'system' },
    ip: null,
    action: 'booking.change_completed',
    targetType: 'booking',
    targetId: old.id,
    after: { newBookingId: newId, amountDueCents: change.amountDueCents },
  });
}
