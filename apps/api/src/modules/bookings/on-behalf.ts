import { customerMessages, type Booking, type CreateBookingBody, userMessages } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { admins, bookings, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';
import { type CreateOptions, type CreateResult, createBooking } from './create';

// Booking at the desk for a customer (docs/product.md#122-one-view-per-customer)

/**
 * POST /admin/users/{id}/bookings: the customer's booking, made by the customer's own booking
 * service (their caps, prices, invoice and pay-by time), naming the administrator who made it.
 */
export async function bookForCustomer(
  db: Db,
  customerId: string,
  body: CreateBookingBody,
  options: CreateOptions & { audit: AuditContext & { actor: { id: string | null } } },
): Promise<CreateResult> {
  const [customer] = await db.select().from(users).where(eq(users.id, customerId));
  if (!customer) throw notFound(userMessages.userNotFound);
  if (customer.status === 'blocked') throw conflict(customerMessages.customerBlocked, 'ACCOUNT_BLOCKED');
  const { audit, ...create } = options;
  const result = await createBooking(db, customer, body, {
    ...create,
    createdByAdminId: audit.actor.id ?? undefined,
  });
  if (!result.replayed)
    await recordAudit(db, {
      ...audit,
      action: 'booking.create_for_customer',
      targetType: 'booking',
      targetId: result.data.id,
      after: {
        trackingId: result.data.trackingId,
        flightNumber: result.data.flightNumber,
        passengers: result.data.passengers.length,
        totalAmount: result.data.totalAmount,
      },
    });
  return result;
}

/** Who booked at the desk for the customer, or null when the customer booked (or that admin is gone). */
export async function bookedByOf(db: Queryable, bookingId: string): Promise<Booking['bookedBy']> {
  const [row] = await db
    .select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName, email: admins.email })
    .from(bookings)
    .innerJoin(admins, eq(admins.id, bookings.createdByAdminId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  return { _id: row.id, name: `${row.firstName} ${row.lastName}`.trim() || row.email };
}
