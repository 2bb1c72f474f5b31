import { type Booking, refundMessages } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, type UserRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { AuditContext } from '../audit';
import { loadBooking } from './load-bookings';
import { ownBooking } from './queries';
import { saveRefundAddress } from './refund-address';

/** PUT /user/bookings/:id/refund-address: only while money is owed and not yet all sent. */
export function setOwnRefundAddress(
  db: Db,
  user: UserRow,
  id: string,
  address: string,
  now: Date,
  audit: AuditContext,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, ownBooking(user, id));
    if (!booking.refund || booking.refund.owed.length === 0)
      throw conflict(refundMessages.noRefundOwed, 'NO_REFUND_OWED');
    await saveRefundAddress(tx, booking.id, address, now, audit);
    return loadBooking(tx, eq(bookings.id, booking.id));
  });
}
