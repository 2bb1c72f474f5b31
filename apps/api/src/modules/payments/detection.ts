import { type Booking, FINAL_CONFIRMATIONS, type InvoiceStatus } from '@skylark/contract';
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bookingAddresses, bookings, flightChanges, invoicePayments, type BookingRow } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { recordAudit } from '../audit';
import { loadBooking } from '../bookings';
import { confirmBooking } from '../bookings';
import { applyChangeOutputs, watchedChanges } from './change-detection';
import { type Esplora, EsploraError, type SeenOutput, outputKey, outputsTo } from './esplora';
import { SYSTEM, flagAudit } from './expiry';
import { FLAGGED_STATUSES, RECEIVED_STATUSES, invoiceStatusOf, receivedSatsOf } from './invoice-status';

/**
 * Detection (docs/product.md#143-paying-for-a-booking): the addresses of active invoices read through an Esplora API, the
 * outputs paid to them recorded once each, and the invoice's status moved on (or back, after a reorg).
 */

export interface PollOptions {
  /** BTC_CONFIRMATIONS: a payment counts from this many confirmations */
  confirmations: number;
  /** PAYMENT_GRACE_SECONDS: how long after the pay-by time money is still watched for */
  graceSeconds: number;
  /** AUTO_CONFIRM_PAYMENTS: a booking paid in full is confirmed by the product */
  autoConfirm: boolean;
  /** addresses read per poll, the least recently read first */
  batch?: number;
  /** runs in the transaction that made the events: their mails are queued with the change */
  onEvents?: (tx: Queryable, events: InvoiceEvent[]) => Promise<void>;
}

/** What a poll did that someone must hear about: the traveller a receipt, or a confirmation. */
export interface InvoiceEvent {
  kind: 'received' | 'confirmed';
  booking: Booking;
}

export interface PollResult {
  checked: number;
  events: InvoiceEvent[];
  /** invoices whose update failed; each goes to the back of the queue and the others go on */
  failed: { bookingId?: string; changeId?: string; error: unknown }[];
  /** the API failed: the caller backs off (longer when it answered 429) */
  error?: EsploraError;
}

const BATCH = 50;
const CONCURRENCY = 4;

/**
 * Watched: every invoice with its own address (BTC_XPUB) whose booking is PENDING, or expired but
 * still within the grace period (a late payment), or with a payment short of FINAL_CONFIRMATIONS.
 */
function watched(db: Db, now: Date, graceSeconds: number, batch: number) {
  return db
    .select({ id: bookings.id, address: bookingAddresses.address })
    .from(bookings)
    .innerJoin(bookingAddresses, eq(bookingAddresses.bookingId, bookings.id))
    .where(
      and(
        isNotNull(bookings.invoiceStatus),
        or(
          eq(bookings.bookingStatus, 'PENDING'),
          and(
            eq(bookings.cancelReason, 'EXPIRED'),
            gt(sql`${bookings.payBy} + ${graceSeconds} * interval '1 second'`, now),
          ),
          sql`exists (select 1 from ${invoicePayments} p where p.booking_id = ${bookings.id} and p.confirmations < ${FINAL_CONFIRMATIONS})`,
        ),
      ),
    )
    .orderBy(sql`${bookings.invoiceCheckedAt} asc nulls first`, asc(bookings.id))
    .limit(batch);
}

interface Watched {
  id: string;
  address: string;
  changeId?: string;
}

/** One round of detection: the tip height, then each watched address's transactions. */
export async function pollInvoices(
  db: Db,
  esplora: Esplora,
  now: Date,
  options: PollOptions,
): Promise<PollResult> {
  const batch = options.batch ?? BATCH;
  const invoices: Watched[] = [
    ...(await watched(db, now, options.graceSeconds, batch)),
    ...(await watchedChanges(db, now, options.graceSeconds, batch)).map((c) => ({ ...c, changeId: c.id })),
  ];
  if (invoices.length === 0) return { checked: 0, events: [], failed: [] };
  const events: InvoiceEvent[] = [];
  const failed: PollResult['failed'] = [];
  let checked = 0;
  try {
    const tip = await esplora.tipHeight();
    for (let i = 0; i < invoices.length; i += CONCURRENCY) {
      const chunk = invoices.slice(i, i + CONCURRENCY);
      const seen = await Promise.all(
        chunk.map(async (inv) => outputsTo(inv.address, await esplora.addressTxs(inv.address), tip)),
      );
      for (const [j, inv] of chunk.entries()) {
        try {
          if (inv.changeId) await applyChangeOutputs(db, inv.changeId, seen[j]!, now, options);
          else events.push(...(await applyOutputs(db, inv.id, seen[j]!, now, options)));
        } catch (error) {
          failed.push({ ...(inv.changeId ? { changeId: inv.changeId } : { bookingId: inv.id }), error });
          await markRead(db, inv, now);
        }
        checked++;
      }
    }
  } catch (error) {
    if (!(error instanceof EsploraError)) throw error;
    return { checked, events, failed, error };
  }
  return { checked, events, failed };
}

/** An invoice that failed is read again after the others, so that it cannot hold up the rest. */
async function markRead(db: Db, inv: Watched, now: Date) {
  if (inv.changeId)
    await db.update(flightChanges).set({ invoiceCheckedAt: now }).where(eq(flightChanges.id, inv.changeId));
  else await db.update(bookings).set({ invoiceCheckedAt: now }).where(eq(bookings.id, inv.id));
}

/** Records what was seen paid to one booking's address and moves its invoice on, in one transaction. */
export async function applyOutputs(
  db: Db,
  bookingId: string,
  outputs: SeenOutput[],
  now: Date,
  options: PollOptions,
): Promise<InvoiceEvent[]> {
  return db.transaction(async (tx) => {
    const [row] = await selectBookings(tx).where(eq(bookings.id, bookingId)).for('update', { of: bookings });
    if (!row) return [];
    const observed = new Set(outputs.map(outputKey));
    const own = and(eq(invoicePayments.bookingId, bookingId), isNull(invoicePayments.changeId));
    const existing = await tx.select().from(invoicePayments).where(own);
    // gone before it was final: a reorg or a double spend
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
        .values({ ...o, bookingId, counted, firstSeenAt: now })
        .onConflictDoUpdate({
          target: [invoicePayments.txid, invoicePayments.vout],
          set: { blockHeight: o.blockHeight, confirmations: o.confirmations, counted },
          setWhere: own,
        });
    }
    const payments = await tx.select().from(invoicePayments).where(own);
    const status = invoiceStatusOf(
      { amountSats: row.amountSats, payBy: row.payBy, expired: row.cancelReason === 'EXPIRED' },
      payments,
    );
    const events = await moveInvoice(
      tx,
      row,
      status,
      receivedSatsOf(payments),
      payments.length > 0,
      now,
      options,
    );
    if (events.length > 0) await options.onEvents?.(tx, events);
    return events;
  });
}

async function moveInvoice(
  tx: Queryable,
  row: BookingRow,
  status: InvoiceStatus,
  receivedSats: number,
  anySeen: boolean,
  now: Date,
  options: PollOptions,
): Promise<InvoiceEvent[]> {
  const pending = row.bookingStatus === 'PENDING';
  const inFull = status === 'PAID' || status === 'OVERPAID';
  // a confirmed booking whose payment no longer counts in full (a reorg) needs a person again
  const reversed =
    row.bookingStatus === 'CONFIRMED' &&
    RECEIVED_STATUSES.includes(row.invoiceStatus ?? 'AWAITING') &&
    !inFull;
  const flag = row.needsDecisionAt === null && (FLAGGED_STATUSES.includes(status) || reversed);
  await tx
    .update(bookings)
    .set({
      invoiceStatus: status,
      invoiceCheckedAt: now,
      paymentSeenAt: anySeen ? (row.paymentSeenAt ?? now) : row.paymentSeenAt,
      holdUntil:
        anySeen && pending && !row.holdUntil && row.payBy
          ? new Date(row.payBy.getTime() + options.graceSeconds * 1000)
          : row.holdUntil,
      paymentReceivedAt: inFull ? (row.paymentReceivedAt ?? now) : null,
      ...(flag ? { needsDecisionAt: now } : {}),
    })
    .where(eq(bookings.id, row.id));
  if (status === row.invoiceStatus) return [];

  const amounts = { status, amountSats: row.amountSats, receivedSats };
  await recordAudit(tx, {
    ...SYSTEM,
    action: 'booking.payment_detected',
    targetType: 'booking',
    targetId: row.id,
    before: { status: row.invoiceStatus },
    after: amounts,
  });
  if (flag) await flagAudit(tx, row.id, reversed ? 'PAYMENT_REVERSED' : status, amounts);
  const kinds: InvoiceEvent['kind'][] = [];
  if (RECEIVED_STATUSES.includes(status) && !RECEIVED_STATUSES.includes(row.invoiceStatus ?? 'AWAITING'))
    kinds.push('received');
  if (options.autoConfirm && pending && status === 'PAID') {
    await confirmBooking(tx, row.id);
    await recordAudit(tx, {
      ...SYSTEM,
      action: 'booking.auto_confirm',
      targetType: 'booking',
      targetId: row.id,
      before: { bookingStatus: 'PENDING', paymentStatus: row.paymentStatus },
      after: { bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' },
    });
    kinds.push('confirmed');
  }
  if (kinds.length === 0) return [];
  const booking = await loadBooking(tx, eq(bookings.id, row.id));
  return kinds.map((kind) => ({ kind, booking }));
}
