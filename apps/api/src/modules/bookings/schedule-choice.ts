import { type Booking, bookingMessages, changeMessages } from '@skylark/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingSegments, bookings } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { conflict, notFound } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';
import { loadBooking } from './load-bookings';

/**
 * POST /user/bookings/{id}/accept-schedule (docs/product.md#148-changing-flight): the traveller accepts the
 * airline's new times, which become the booking's own; the free move and full refund they were
 * offered end with it.
 */
export async function acceptScheduleChange(
  db: Db,
  where: SQL,
  now: Date,
  audit: AuditContext,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [row] = await selectBookings(tx).where(where).for('update', { of: bookings });
    if (!row) throw notFound(bookingMessages.bookingNotFound);
    const booking = await loadBooking(tx, eq(bookings.id, row.id));
    if (booking.change?.freeMove !== 'SCHEDULE_CHANGE')
      throw conflict(changeMessages.noScheduleChange, 'CHANGE_NOT_OFFERED');
    const departureAt = new Date(booking.departure.date);
    const arrivalAt = new Date(booking.arrival.date);
    if (departureAt.getTime() <= now.getTime()) throw conflict(changeMessages.changeClosed, 'CHANGE_CLOSED');
    // every flight of the booking keeps its new times, the first as a trip's later ones (decision 091)
    for (const [i, leg] of booking.segments.entries())
      await tx
        .update(bookingSegments)
        .set({ departureAt: new Date(leg.departure.date), arrivalAt: new Date(leg.arrival.date) })
        .where(and(eq(bookingSegments.bookingId, row.id), eq(bookingSegments.segment, i)));
    await recordAudit(tx, {
      ...audit,
      action: 'booking.schedule_accepted',
      targetType: 'booking',
      targetId: row.id,
      before: { departureAt: row.departureAt.toISOString(), arrivalAt: row.arrivalAt.toISOString() },
      after: { departureAt: departureAt.toISOString(), arrivalAt: arrivalAt.toISOString() },
    });
    return loadBooking(tx, eq(bookings.id, row.id));
  });
}
