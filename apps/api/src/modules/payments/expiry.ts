import { type Booking, invoiceMessages } from '@skylark/contract';
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bookings, flightChanges, type BookingRow } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { type AuditContext, recordAudit } from '../audit';
import { loadBooking } from '../bookings';
import { cancelBookings, lapseChange } from '../bookings';

/**
 * The pay-by time (docs/product.md#143-paying-for-a-booking). Each function is idempotent: it may run in several
 * processes at once and again after a crash; a booking's row lock decides who acts.
 */

export const SYSTEM: AuditContext = { actor: { id: null, email: null, role: 'system' }, ip: null };

/**
 * Due to expire: PENDING past its pay-by time, with no payment seen, and none reported or its report's
 * short hold over (where the product watches the chain, a report alone holds the seats once, briefly).
 */
const due = (now: Date) =>
  and(
    eq(bookings.bookingStatus, 'PENDING'),
    isNotNull(bookings.payBy),
    lte(bookings.payBy, now),
    isNull(bookings.holdUntil),
    isNull(bookings.paymentSeenAt),
    or(isNull(bookings.paymentReportedAt), lte(bookings.reportHoldUntil, now)),
  )!;

const isDue = (b: BookingRow, now: Date) =>
  b.bookingStatus === 'PENDING' &&
  b.payBy !== null &&
  b.payBy.getTime() <= now.getTime() &&
  b.holdUntil === null &&
  b.paymentSeenAt === null &&
  (b.paymentReportedAt === null ||
    (b.reportHoldUntil !== null && b.reportHoldUntil.getTime() <= now.getTime()));

/**
 * Cancels one booking not paid by its pay-by time: CANCELLED with cancelReason EXPIRED, its seats
 * released, the audit trail told. Answers the booking (for its e-mail), or null when it was not due
 * (already expired, paid, reported, or cancelled otherwise).
 */
export async function expireBooking(
  db: Db,
  id: string,
  now: Date,
  onExpired?: (tx: Queryable, booking: Booking) => Promise<void>,
): Promise<Booking | null> {
  return db.transaction(async (tx) => {
    const [row] = await selectBookings(tx).where(eq(bookings.id, id)).for('update', { of: bookings });
    if (!row || !isDue(row, now)) return null;
    await cancelBookings(tx, eq(bookings.id, id), {
      now,
      refundAmountCents: 0,
      reason: invoiceMessages.expiredReason,
      cancelReason: 'EXPIRED',
    });
    await tx.update(bookings).set({ invoiceStatus: 'EXPIRED' }).where(eq(bookings.id, id));
    await recordAudit(tx, {
      ...SYSTEM,
      action: 'booking.expire',
      targetType: 'booking',
      targetId: id,
      before: { bookingStatus: row.bookingStatus, payBy: row.payBy?.toISOString() },
      after: { bookingStatus: 'CANCELLED', cancelReason: 'EXPIRED' },
    });
    const booking = await loadBooking(tx, eq(bookings.id, id));
    await onExpired?.(tx, booking);
    return booking;
  });
}

const BATCH = 100;

/** Expires every booking due at `now` (up to `limit`), oldest pay-by time first; answers those expired. */
export async function expireDueBookings(
  db: Db,
  now: Date,
  {
    limit = BATCH,
    onExpired,
  }: { limit?: number; onExpired?: (tx: Queryable, booking: Booking) => Promise<void> } = {},
): Promise<Booking[]> {
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(due(now))
    .orderBy(asc(bookings.payBy))
    .limit(limit);
  const expired: Booking[] = [];
  for (const { id } of candidates) {
    const booking = await expireBooking(db, id, now, onExpired);
    if (booking) expired.push(booking);
  }
  return expired;
}

/**
 * Lapses the changes of flight not paid by their pay-by time (decision 086): the booking keeps its
 * flight and the new seats are freed. A change with a payment seen is waited for PAYMENT_GRACE_SECONDS
 * longer. Answers the ids lapsed.
 */
export async function lapseDueChanges(db: Db, now: Date, graceSeconds: number): Promise<string[]> {
  const candidates = await db
    .select({ id: flightChanges.id })
    .from(flightChanges)
    .where(
      and(
        eq(flightChanges.status, 'PENDING_PAYMENT'),
        isNotNull(flightChanges.payBy),
        lte(flightChanges.payBy, now),
        isNull(flightChanges.paymentReceivedAt),
      ),
    )
    .orderBy(asc(flightChanges.payBy))
    .limit(BATCH);
  const lapsed: string[] = [];
  for (const { id } of candidates)
    await db.transaction(async (tx) => {
      const [found] = await tx.select().from(flightChanges).where(eq(flightChanges.id, id));
      if (!found) return;
      await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, found.bookingId))
        .for('update');
      const [change] = await tx.select().from(flightChanges).where(eq(flightChanges.id, id));
      if (!change || change.status !== 'PENDING_PAYMENT' || change.paymentReceivedAt) return;
      const seen = change.invoiceStatus !== null && change.invoiceStatus !== 'AWAITING';
      if (seen && change.payBy!.getTime() + graceSeconds * 1000 > now.getTime()) return;
      await lapseChange(tx, change, now);
      await recordAudit(tx, {
        ...SYSTEM,
        action: 'booking.change_lapsed',
        targetType: 'booking',
        targetId: change.bookingId,
        after: { changeId: id, payBy: change.payBy!.toISOString() },
      });
      lapsed.push(id);
    });
  return lapsed;
}

/**
 * A booking held for a reported or seen payment is never lapsed by the product: when its hold ends
 * (payBy + PAYMENT_GRACE_SECONDS) it is flagged for an administrator's decision, once. Answers the
 * ids flagged.
 */
export async function flagEndedHolds(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const flagged = await tx
      .update(bookings)
      .set({ needsDecisionAt: now })
      .where(
        and(
          eq(bookings.bookingStatus, 'PENDING'),
          isNotNull(bookings.holdUntil),
          lte(bookings.holdUntil, now),
          isNull(bookings.needsDecisionAt),
        ),
      )
      .returning({ id: bookings.id, holdUntil: bookings.holdUntil });
    for (const { id, holdUntil } of flagged) await flagAudit(tx, id, 'HOLD_ENDED', { holdUntil });
    return flagged.map((f) => f.id);
  });
}

/** The audit record of a booking flagged for an administrator, with why and the amounts. */
export const flagAudit = (tx: Queryable, id: string, reason: string, details: Record<string, unknown>) =>
  recordAudit(tx, {
    ...SYSTEM,
    action: 'booking.payment_flagged',
    targetType: 'booking',
    targetId: id,
    after: { reason, ...details },
  });
