import { bookingMessages, idSchema } from '@skylark/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { bookings, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { userOf } from '../../plugins/auth';
import { ownBooking } from './queries';

/** 404 unless the booking is the customer's own (docs/product.md#14-bookings-and-payment). */
export async function assertOwnBooking(db: Queryable, user: UserRow, id: string): Promise<void> {
  const [own] = await db.select({ id: bookings.id }).from(bookings).where(ownBooking(user, id));
  if (!own) throw notFound(bookingMessages.bookingNotFound);
}

/**
 * A `preValidation` hook of an own-booking route: another customer's booking is a 404 before its
 * body is judged (docs/product.md#14-bookings-and-payment).
 */
export const ownBookingFirst = (db: Queryable) => async (request: FastifyRequest) => {
  const { id } = request.params as { id?: unknown };
  if (idSchema.safeParse(id).success) await assertOwnBooking(db, userOf(request), id as string);
};
