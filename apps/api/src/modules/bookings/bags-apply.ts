import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingLedger,
  bookingPassengers,
  bookings,
  flightChanges,
  type FlightChangeRow,
} from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import type { Invoicing } from '../invoices';
import { balanceOf } from './ledger';
import { repricedInvoice } from './invoice-reprice';

/**
 * A purchase of bags done (docs/product.md#1419-paid-bags): the passengers' extra bags raised, each bag a
 * CHARGE on the ledger at the price it was bought at (offer 'BAGS'), on the flight it is for, so that a
 * cancellation's quote refunds it as it refunds the fare; an unpaid booking's invoice asks for the new price.
 */
export async function applyBags(
  tx: Queryable,
  change: FlightChangeRow,
  now: Date,
  invoicing?: Invoicing,
): Promise<void> {
  const [row] = await selectBookings(tx).where(eq(bookings.id, change.bookingId));
  if (!row || !change.bags) return;
  for (const item of change.bags.items)
    await tx
      .update(bookingPassengers)
      .set({ extraBags: sql`${bookingPassengers.extraBags} + ${item.added}` })
      .where(
        and(
          eq(bookingPassengers.bookingId, row.id),
          eq(bookingPassengers.segment, item.segment),
          eq(bookingPassengers.passengerIndex, item.passengerIndex),
          isNull(bookingPassengers.changeId),
        ),
      );
  await tx.insert(bookingLedger).values(
    change.bags.items.map((item) => ({
      bookingId: row.id,
      kind: 'CHARGE' as const,
      amountCents: item.added * item.bagCents,
      segment: item.segment,
      passengerIndex: item.passengerIndex,
      offer: 'BAGS',
    })),
  );
  const balance = await balanceOf(tx, row.id);
  await tx
    .update(bookings)
    .set({
      totalAmountCents: balance.chargedCents,
      updatedAt: now,
      ...(row.paymentStatus !== 'CONFIRMED' && invoicing
        ? await repricedInvoice(invoicing, balance.chargedCents - balance.receivedCents, now)
        : {}),
    })
    .where(eq(bookings.id, row.id));
  await tx
    .update(flightChanges)
    .set({ status: 'DONE', settledAt: now })
    .where(eq(flightChanges.id, change.id));
}
