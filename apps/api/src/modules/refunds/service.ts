import {
  MAX_REFUNDS_LISTED,
  type Booking,
  type MarkRefundPaidBody,
  type RefundKind,
  type RefundOwed,
  type RefundsOwed,
  SATS_PER_BTC,
  btcAmount,
  ledgerMessages,
  refundDueBy,
  refundMessages,
} from '@skylark/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MailOf } from '../../mail/outbox';
import type { Db, Queryable } from '../../db/client';
import { bookings, refundAddresses, refundPayouts, type BookingRow } from '../../db/schema';
import { bookingColumnsWithFlight, firstSegment, firstSegmentOn } from '../../db/first-flight';
import { conflict, notFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';
import { enterRefundPaid, loadBooking } from '../bookings';
import { satsFor } from '../invoices';
import { announce } from '../news';

/** The back office's refunds (docs/product.md#147-cancelling-with-a-quote-and-refunds): what each booking's ledger owes back, and marking it sent. */

interface Owed {
  b: BookingRow;
  kind: RefundKind;
  /** owed less sent, in cents at the invoice's rate, and in sats when bitcoin came back */
  cents: number;
  sats: number;
  address: string | null;
  since: Date;
  attestedBy: string | null;
  /** dollars per bitcoin when the booking's money came in: its payments' rate, else its invoice's */
  receivedRate: number | null;
}

const owedRows = (where: SQL | undefined) => sql`
  select l.booking_id, l.refund_kind,
    sum(case when l.kind in ('REFUND_OWED', 'COMPENSATION_OWED') then l.amount_cents else -l.amount_cents end)::int as cents,
    coalesce(sum(case when l.kind in ('REFUND_OWED', 'COMPENSATION_OWED') then l.amount_sats else -l.amount_sats end), 0)::bigint as sats,
    -- owed since the oldest entry not yet sent: after the kind's last payout
    coalesce(min(l.created_at) filter (where l.kind in ('REFUND_OWED', 'COMPENSATION_OWED') and l.id > coalesce(
      (select max(p.id) from booking_ledger p
        where p.booking_id = l.booking_id and p.refund_kind = l.refund_kind and p.kind = 'REFUND_PAID'), 0)),
      min(l.created_at)) as since,
    (select p.btc_usd_rate from booking_ledger p
      where p.booking_id = l.booking_id and p.kind = 'PAYMENT' and p.btc_usd_rate is not null
      order by p.id desc limit 1) as received_rate
  from booking_ledger l
  where l.kind in ('REFUND_OWED', 'REFUND_PAID', 'COMPENSATION_OWED') ${where ? sql`and ${where}` : sql``}
  group by l.booking_id, l.refund_kind
  having sum(case when l.kind in ('REFUND_OWED', 'COMPENSATION_OWED') then l.amount_cents else -l.amount_cents end) > 0
    or coalesce(sum(case when l.kind in ('REFUND_OWED', 'COMPENSATION_OWED') then l.amount_sats else -l.amount_sats end), 0) > 0`;

/** The refunds owed and not sent, oldest first (of one booking when `bookingId` is given). */
async function owedRefunds(q: Queryable, bookingId?: string): Promise<Owed[]> {
  const { rows } = await q.execute<{
    booking_id: string;
    refund_kind: RefundKind;
    cents: number;
    sats: string;
    since: string;
    received_rate: string | null;
  }>(sql`
    ${owedRows(bookingId ? sql`l.booking_id = ${bookingId}` : undefined)}
    order by since asc, l.booking_id limit ${MAX_REFUNDS_LISTED}`);
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.booking_id))];
  const found = await q
    .select({ b: bookingColumnsWithFlight, address: refundAddresses.address, attestedBy: attester })
    .from(bookings)
    .innerJoin(firstSegment, firstSegmentOn)
    .leftJoin(refundAddresses, eq(refundAddresses.bookingId, bookings.id))
    .where(inArray(bookings.id, ids));
  const byId = new Map(found.map((f) => [f.b.id, f]));
  return rows.flatMap((r) => {
    const f = byId.get(r.booking_id);
    if (!f) return [];
    return [
      {
        b: f.b,
        kind: r.refund_kind,
        cents: Number(r.cents),
        sats: Number(r.sats),
        address: f.address,
        since: new Date(r.since),
        attestedBy: f.attestedBy,
        receivedRate: r.received_rate !== null ? Number(r.received_rate) : f.b.btcUsdRate,
      },
    ];
  });
}

/** Who attested the booking paid without a payment the product saw, by name. */
const attester = sql<
  string | null
>`(select nullif(trim(a.first_name || ' ' || a.last_name), '') from booking_ledger l join admins a on a.id = l.admin_id where l.booking_id = ${bookings.id} and l.kind = 'PAYMENT_ATTESTED' order by l.id desc limit 1)`;

/**
 * The list's amounts: bitcoin that came in goes back as bitcoin; dollars in bitcoin at the rate the
 * booking's money was received at, else today's rate. `btcUsdRate` is the rate the other amount is at.
 */
function amountsOf(
  o: Owed,
  todaysRate: number | undefined,
): { amountUsd: number | null; amountBtc: string | null; btcUsdRate: number | null; rateReceived: boolean } {
  const rate = o.receivedRate ?? todaysRate ?? null;
  const at = { btcUsdRate: rate, rateReceived: o.receivedRate !== null };
  if (o.sats > 0)
    return {
      amountUsd:
        o.cents > 0
          ? dollars(o.cents)
          : rate
            ? Math.round(((o.sats * rate) / SATS_PER_BTC) * 100) / 100
            : null,
      amountBtc: btcAmount(o.sats),
      ...at,
    };
  return { amountUsd: dollars(o.cents), amountBtc: rate ? btcAmount(satsFor(o.cents, rate)) : null, ...at };
}

/** Refunds owed and not yet sent, oldest first, at most MAX_REFUNDS_LISTED. */
export async function listRefundsOwed(
  db: Queryable,
  rate: number | undefined,
  now = new Date(),
): Promise<RefundsOwed> {
  const refunds: RefundOwed[] = (await owedRefunds(db)).map((o) => ({
    bookingId: o.b.id,
    trackingId: o.b.trackingId,
    customerName: o.b.customerName,
    email: o.b.email,
    kind: o.kind,
    ...amountsOf(o, rate),
    address: o.address,
    since: iso(o.since),
    dueBy: iso(refundDueBy(o.since)),
    overdue: refundDueBy(o.since).getTime() < now.getTime(),
    attestedBy: o.attestedBy,
  }));
  return { refunds, btcUsdRate: rate ?? null };
}

/** An administrator sent a refund: the transaction that carried what is owed of a kind (decision 092). */
export function markRefundPaid(
  db: Db,
  bookingId: string,
  body: MarkRefundPaidBody,
  now: Date,
  audit: AuditContext,
  rate: number | undefined,
  mail?: MailOf<Booking>,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    // the booking's lock first: what is owed is read after any other payout of it is committed
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw notFound(refundMessages.noRefundOwed);
    const owed = (await owedRefunds(tx, bookingId)).find((o) => o.kind === body.kind);
    if (!owed) {
      const [sent] = await tx
        .select({ kind: refundPayouts.kind })
        .from(refundPayouts)
        .where(and(eq(refundPayouts.bookingId, bookingId), eq(refundPayouts.kind, body.kind)));
      if (sent) throw conflict(refundMessages.refundAlreadyPaid, 'REFUND_ALREADY_PAID');
      throw conflict(refundMessages.noRefundOwed, 'NO_REFUND_OWED');
    }
    if (!owed.address) throw conflict(refundMessages.addressMissing, 'REFUND_ADDRESS_MISSING');
    // what the desk saw must be what is owed now: the amount the ledger keeps it in, and the address
    const seen = amountsOf(owed, rate);
    const same = owed.sats > 0 ? seen.amountBtc === body.amountBtc : seen.amountUsd === body.amountUsd;
    if (!same || owed.address !== body.address)
      throw conflict(ledgerMessages.refundChangedSince, 'REFUND_CHANGED');
    const row = { address: owed.address };
    const amount = { cents: owed.cents, sats: owed.sats > 0 ? owed.sats : null };
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
    await enterRefundPaid(tx, {
      bookingId,
      kind: body.kind,
      cents: amount.cents,
      sats: amount.sats,
      txid: payout.txid,
      address: row.address,
      adminId: audit.actor.id,
    });
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
    const after = await loadBooking(tx, eq(bookings.id, bookingId));
    if (mail)
      await announce(tx, {
        bookingId,
        kind: 'REFUND',
        event: `${body.kind}:${payout.txid}`,
        mail: mail(after),
        push: {
          title: `${refundMessages.refundPaidSubject}: tracking ID ${after.trackingId}`,
          body: `We have sent your refund in bitcoin: transaction ${payout.txid}.`,
          url: `/bookings/${bookingId}`,
        },
      });
    return after;
  });
}
