import { FINAL_CONFIRMATIONS } from '@skylark/contract';
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, flightChanges, invoicePayments } from '../../db/schema';
import { recordAudit } from '../audit';
import { applyChange } from '../bookings';
import { type SeenOutput, outputKey } from './esplora';
import { SYSTEM } from './expiry';
import { invoiceStatusOf, receivedSatsOf } from './invoice-status';

/**
 * The invoices of changes of flight with their own address (decision 086): awaiting their payment,
 * lapsed within the grace period, or with a payment short of FINAL_CONFIRMATIONS.
 */
export function watchedChanges(db: Db, now: Date, graceSeconds: number, batch: number) {
  return db
    .select({ id: flightChanges.id, address: sql<string>`${flightChanges.paymentAddress}` })
    .from(flightChanges)
    .where(
      and(
        isNotNull(flightChanges.derivationIndex),
        isNotNull(flightChanges.paymentAddress),
        or(
          eq(flightChanges.status, 'PENDING_PAYMENT'),
          and(
            eq(flightChanges.status, 'LAPSED'),
            gt(sql`${flightChanges.payBy} + ${graceSeconds} * interval '1 second'`, now),
          ),
          sql`exists (select 1 from ${invoicePayments} p where p.change_id = ${flightChanges.id} and p.confirmations < ${FINAL_CONFIRMATIONS})`,
        ),
      ),
    )
    .orderBy(sql`${flightChanges.invoiceCheckedAt} asc nulls first`, asc(flightChanges.id))
    .limit(batch);
}

/**
 * Records what was paid to a change's address; paid in full, the change is done (decision 086): the
 * booking moves to its new flight. Money for a lapsed change is owed back by the ledger's trigger.
 */
export async function applyChangeOutputs(
  db: Db,
  changeId: string,
  outputs: SeenOutput[],
  now: Date,
  options: { confirmations: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(flightChanges).where(eq(flightChanges.id, changeId));
    if (!found) return;
    // the booking's row lock orders this with the booking's own changes and payments
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
    const [change] = await tx.select().from(flightChanges).where(eq(flightChanges.id, changeId));
    const mine = eq(invoicePayments.changeId, changeId);
    const observed = new Set(outputs.map(outputKey));
    const existing = await tx.select().from(invoicePayments).where(mine);
    for (const p of existing) {
      if (observed.has(outputKey(p)) || p.confirmations >= FINAL_CONFIRMATIONS) continue;
      await tx
        .delete(invoicePayments)
        .where(and(eq(invoicePayments.txid, p.txid), eq(invoicePayments.vout, p.vout)));
    }
    for (const o of outputs) {
      const counted = o.confirmations >= options.confirmations;
      await tx
        .insert(invoicePayments)
        .values({ ...o, bookingId: change!.bookingId, changeId, counted, firstSeenAt: now })
        .onConflictDoUpdate({
          target: [invoicePayments.txid, invoicePayments.vout],
          set: { blockHeight: o.blockHeight, confirmations: o.confirmations, counted },
          setWhere: mine,
        });
    }
    const payments = await tx.select().from(invoicePayments).where(mine);
    const status = invoiceStatusOf(
      { amountSats: change!.amountSats, payBy: change!.payBy, expired: change!.status === 'LAPSED' },
      payments,
    );
    const inFull = status === 'PAID' || status === 'OVERPAID';
    await tx
      .update(flightChanges)
      .set({
        invoiceStatus: status,
        invoiceCheckedAt: now,
        paymentReceivedAt: inFull ? (change!.paymentReceivedAt ?? now) : null,
      })
      .where(eq(flightChanges.id, changeId));
    if (inFull && change!.status === 'PENDING_PAYMENT') {
      await applyChange(tx, change!, now);
      await recordAudit(tx, {
        ...SYSTEM,
        action: 'booking.change_completed',
        targetType: 'booking',
        targetId: change!.bookingId,
        after: { changeId, receivedSats: receivedSatsOf(payments) },
      });
    }
  });
}
