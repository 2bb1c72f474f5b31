import { type Booking, bookingMessages } from '@skylark/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { bookingAddresses, bookings, paymentAddressCounters, type UserRow } from '../../db/schema';
import type { Bip84Account } from '../../lib/bip84';
import { conflict } from '../../lib/errors';
import { loadBooking } from './load-bookings';
import { ownBooking } from './queries';

/** Payment of a booking: its own receiving address and the customer's report (docs/product.md#143-paying-for-a-booking). */

/**
 * Gives a new booking the account's next unused receive address, in the booking's transaction. The
 * counter row is locked until the commit, so concurrent bookings take consecutive indexes and a rolled
 * back booking gives its index back: no gap a wallet's gap limit could hide a payment behind.
 */
export async function assignPaymentAddress(
  tx: Tx | Queryable,
  bookingId: string,
  account: Bip84Account,
): Promise<string> {
  const { derivationIndex, address } = await nextAddress(tx, account);
  await tx.insert(bookingAddresses).values({ bookingId, account: account.id, derivationIndex, address });
  return address;
}

/** The account's next unused receive address (a booking's, or a change's invoice's). */
export async function nextAddress(
  tx: Tx | Queryable,
  account: Bip84Account,
): Promise<{ derivationIndex: number; address: string }> {
  const [counter] = await tx
    .insert(paymentAddressCounters)
    .values({ account: account.id, nextIndex: 1 })
    .onConflictDoUpdate({
      target: paymentAddressCounters.account,
      set: { nextIndex: sql`${paymentAddressCounters.nextIndex} + 1` },
    })
    .returning({ nextIndex: paymentAddressCounters.nextIndex });
  const derivationIndex = counter!.nextIndex - 1;
  return { derivationIndex, address: account.addressAt(derivationIndex) };
}

/**
 * POST /user/bookings/{id}/payment-reported: the customer says they have paid. Only a PENDING booking;
 * a second report keeps the first time, and the seats stay held until the pay-by time plus the grace
 * period. Another customer's booking answers 404.
 */
export async function reportPayment(
  db: Queryable,
  user: UserRow,
  id: string,
  now: Date,
  holds: { graceSeconds: number; reportHoldSeconds: number; esploraUrl?: string },
): Promise<Booking> {
  const where = ownBooking(user, id);
  const booking = await loadBooking(db, where);
  if (booking.bookingStatus !== 'PENDING')
    throw conflict(bookingMessages.paymentReportNotPending, 'NOT_PENDING');
  const updated = await db
    .update(bookings)
    .set({
      paymentReportedAt: sql`coalesce(${bookings.paymentReportedAt}, ${now.toISOString()}::timestamptz)`,
      // money may be on its way: the seats stay held past the pay-by time (docs/product.md#143-paying-for-a-booking);
      // where the product watches the chain, a report alone holds them once, and briefly
      ...(holds.esploraUrl
        ? {
            reportHoldUntil: sql`coalesce(${bookings.reportHoldUntil}, ${bookings.payBy} + ${Math.min(holds.reportHoldSeconds, holds.graceSeconds)} * interval '1 second')`,
          }
        : {
            holdUntil: sql`coalesce(${bookings.holdUntil}, ${bookings.payBy} + ${holds.graceSeconds} * interval '1 second')`,
          }),
    })
    .where(and(where, eq(bookings.bookingStatus, 'PENDING')))
    .returning({ id: bookings.id });
  // cancelled or decided between the read and the update
  if (updated.length === 0) throw conflict(bookingMessages.paymentReportNotPending, 'NOT_PENDING');
  return loadBooking(db, where);
}
