import {
  type Booking,
  type ServiceCode,
  type UpdateServicesBody,
  bookingMessages,
  bookingsOpen,
  serviceMessages,
  sortCodes,
  specOfCodes,
  updateServicesBody,
} from '@skylark/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingPassengers, bookings, flights, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';
import { ownBooking, getOwnBooking } from './queries';
import { checkedServices } from './service-codes';

/**
 * PUT /user/bookings/:id/services (docs/product.md#1413-service-requests): the listed passengers' codes on the
 * listed flights replace theirs, while the booking is active and each flight's bookings are open; the
 * spec's meal and flags follow the codes, and the audit trail keeps the before and after.
 */
export async function updateOwnServices(
  db: Db,
  user: UserRow,
  id: string,
  input: UpdateServicesBody,
  audit: AuditContext,
  now: Date,
): Promise<Booking> {
  const { services } = updateServicesBody.parse(input);
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, status: bookings.bookingStatus })
      .from(bookings)
      .where(ownBooking(user, id))
      .for('update');
    if (!booking) throw notFound(bookingMessages.bookingNotFound);
    if (booking.status === 'CANCELLED') throw conflict(serviceMessages.notActive, 'SERVICES_CLOSED');
    const rows = await tx
      .select({ p: bookingPassengers, departureAt: flights.departureAt })
      .from(bookingPassengers)
      .leftJoin(flights, eq(flights.id, bookingPassengers.flightId))
      .where(
        and(
          eq(bookingPassengers.bookingId, id),
          eq(bookingPassengers.active, true),
          isNull(bookingPassengers.changeId),
        ),
      );
    const passengers = new Set(rows.map((r) => r.p.passengerIndex)).size;
    const segments = Math.max(0, ...rows.map((r) => r.p.segment + 1));
    checkedServices(services, passengers, segments);
    const before: Record<string, string[]> = {};
    const after: Record<string, string[]> = {};
    for (const entry of services) {
      const row = rows.find(
        (r) => r.p.passengerIndex === entry.passengerIndex && r.p.segment === entry.segment,
      );
      if (!row?.departureAt || !bookingsOpen(row.departureAt, now.getTime()))
        throw conflict(serviceMessages.servicesClosed, 'SERVICES_CLOSED');
      const codes = sortCodes(entry.codes as ServiceCode[]);
      const key = `passenger ${entry.passengerIndex + 1}, flight ${entry.segment + 1}`;
      before[key] = row.p.serviceCodes;
      after[key] = codes;
      await tx
        .update(bookingPassengers)
        .set({ serviceCodes: codes, ...specOfCodes(codes) })
        .where(eq(bookingPassengers.id, row.p.id));
    }
    await tx.update(bookings).set({ updatedAt: now }).where(eq(bookings.id, id));
    await recordAudit(tx, {
      ...audit,
      action: 'booking.services',
      targetType: 'booking',
      targetId: id,
      before,
      after,
    });
  });
  return getOwnBooking(db, user, id);
}
