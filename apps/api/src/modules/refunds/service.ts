import {
  MAX_REFUNDS_LISTED,
  type Booking,
  type MarkRefundPaidBody,
  type RefundKind,
  type RefundOwed,
  type RefundsOwed,
  SATS_PER_BTC,
  btcAmount,
  refundMessages,
} from '@skylark/contract';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { enqueueMail, type MailOf } from '../../mail/outbox';
import type { Db, Queryable } from '../../db/client';
import { bookings, refundAddresses, refundPayouts, type BookingRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';
import { loadBooking } from '../bookings';
import { satsFor } from '../payments';
import { owedKinds } from './owed';

/** The back office's refunds (docs/product.md §14.6): what is owed, and marking one as sent. */

const receivedSats = sql<string>`(select coalesce(sum(p.amount_sats), 0) from invoice_payments p where p.booking_id = ${bookings.id} and p.counted)`;

/** What is owed of one kind, in cents (a cancellation) or in satoshis (money received in bitcoin). */
function owedAmount(
  b: BookingRow,
  kind: RefundKind,
  received: number,
): { cents: number | null; sats: number | null } {
  if (kind === 'CANCELLATION') return { cents: b.refundAmountCents ?? 0, sats: null };
  if (kind === 'LATE_PAYMENT') return { cents: null, sats: received };
  return { cents: null, sats: Math.max(received - (b.amountSats ?? 0), 0) };
}

const unpaid = (kind: RefundKind) =>
  sql`not exists (select 1 from ${refundPayouts} rp where rp.booking_id = ${bookings.id} and rp.kind = ${kind})`;

/** Refunds owed and not yet sent, oldest first, at most MAX_REFUNDS_LISTED. */
export async function listRefundsOwed(db: Queryable, rate: number | undefined): Promise<RefundsOwed> {
  const rows = await db
    .select({ b: bookings, address: refundAddresses.address, received: receivedSats })
    .from(bookings)
    .leftJoin(refundAddresses, eq(refundAddresses.bookingId, bookings.id))
    .where(
      or(
        and(
          eq(bookings.bookingStatus, 'CANCELLED'),
          gt(bookings.refundAmountCents, 0),
          unpaid('CANCELLATION'),
        ),
        and(
          eq(bookings.invoiceStatus, 'LATE'),
          eq(bookings.bookingStatus, 'CANCELLED'),
          eq(bookings.paymentStatus, 'PENDING'),
          unpaid('LATE_PAYMENT'),
        ),
        and(eq(bookings.invoiceStatus, 'OVERPAID'), unpaid('OVERPAYMENT')),
      ),
    )
    .orderBy(sql`coalesce(${bookings.cancelledAt}, ${bookings.needsDecisionAt}, ${bookings.updatedAt}) asc`)
    .limit(MAX_REFUNDS_LISTED);
  const refunds: RefundOwed[] = [];
  for (const { b, address, received } of rows) {
    for (const kind of owedKinds(b)) {
      const { cents, sats } = owedAmount(b, kind, Number(received));
      if (cents === 0 || sats === 0) continue;
      refunds.push({
        bookingId: b.id,
        trackingId: b.trackingId,
        customerName: b.customerName,
        email: b.email,
        kind,
        amountUsd:
          cents !== null
            ? dollars(cents)
            : rate
              ? Math.round((((sats ?? 0) * rate) / SATS_PER_BTC) * 100) / 100
              : null,
        amountBtc: sats !== null ? btcAmount(sats) : rate ? btcAmount(satsFor(cents ?? 0, rate)) : null,
        address,
        since: iso(b.cancelledAt ?? b.needsDecisionAt ?? b.updatedAt),
      });
    }
  }
  return { refunds: refunds.slice(0, MAX_REFUNDS_LISTED), btcUsdRate: rate ?? null };
}

/** An administrator sent a refund: the transaction that carried it, once per booking and kind. */
export function markRefundPaid(
  db: Db,
  bookingId: string,
  body: MarkRefundPaidBody,
  now: Date,
  audit: AuditContext,
  mail?: MailOf<Booking>,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ b: bookings, address: refundAddresses.address, received: receivedSats })
      .from(bookings)
      .leftJoin(refundAddresses, eq(refundAddresses.bookingId, bookings.id))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    if (!row) throw notFound(refundMessages.noRefundOwed);
    if (!owedKinds(row.b).includes(body.kind)) throw conflict(refundMessages.noRefundOwed, 'NO_REFUND_OWED');
    if (!row.address) throw conflict(refundMessages.addressMissing, 'REFUND_ADDRESS_MISSING');
    const amount = owedAmount(row.b, body.kind, Number(row.received));
    const [payout] = await tx
      .insert(refundPayouts)
      .values({
        bookingId,
        kind: body.kind,
        txid: body.txid.toLowerCase(),
        address: row.address,
        amountCents: amount.cents,
        amountSats: amount.sats,
        paidAt: now,
        paidBy: audit.actor.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!payout) throw conflict(refundMessages.refundAlreadyPaid, 'REFUND_ALREADY_PAID');
    await recordAudit(tx, {
      ...audit,
      action: 'refund.paid',
      targetType: 'booking',
      targetId: bookingId,
      after: {
        kind: body.kind,
        txid: payout.txid,
        address: row.address,
        amountCents: amount.cents,
        amountSats: amount.sats,
      },
    });
    const booking = await loadBooking(tx, eq(bookings.id, bookingId));
    if (mail) await enqueueMail(tx, mail(booking));
    return booking;
  });
}
