import { type RefundKind } from '@skylark/contract';
import { type SQL, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import type { Queryable } from '../../db/client';
import { bookingLedger } from '../../db/schema';

/**
 * A booking's books (docs/product.md#1411-the-bookings-ledger, decision 076). Charges of new passenger
 * rows and payments detection counts are entered by the database's triggers (`db/functions/booking_passengers_written.sql`, `invoice_payments_ledger.sql`); this is
 * the rest, and the one way to read a booking's sums.
 */

export interface Balance {
  chargedCents: number;
  /** what came in: on chain, attested by an administrator, or carried over by a change */
  receivedCents: number;
  receivedSats: number;
  attestedCents: number;
  refundOwedCents: number;
  refundOwedSats: number;
  refundPaidCents: number;
}

/** What can still be owed back: what came in, less what is owed back already. */
export const refundableCents = (b: Balance) => Math.max(b.receivedCents - b.refundOwedCents, 0);

export async function balanceOf(q: Queryable, bookingId: string): Promise<Balance> {
  const { rows } = await q.execute<Record<string, string>>(sql`select * from booking_balance(${bookingId})`);
  return balanceFrom(rows[0]!);
}

/** The balances of these bookings, by booking. */
export async function balancesOf(q: Queryable, bookingIds: string[]): Promise<Map<string, Balance>> {
  if (bookingIds.length === 0) return new Map();
  const { rows } = await q.execute<Record<string, string>>(
    sql`select b.id, s.* from unnest(${uuidArray(bookingIds)}) as b(id), booking_balance(b.id) s`,
  );
  return new Map(rows.map((r) => [r.id!, balanceFrom(r)]));
}

/** What came in falls short of what the booking is charged: a payment it was confirmed with left the chain. */
export const isShort = (b: Balance) => b.receivedCents < b.chargedCents;

const balanceFrom = (r: Record<string, string>): Balance => ({
  chargedCents: Number(r.charged_cents),
  receivedCents: Number(r.received_cents),
  receivedSats: Number(r.received_sats),
  attestedCents: Number(r.attested_cents),
  refundOwedCents: Number(r.refund_owed_cents),
  refundOwedSats: Number(r.refund_owed_sats),
  refundPaidCents: Number(r.refund_paid_cents),
});

/**
 * An administrator confirms a booking without the payment the product saw: what the charges lack is
 * entered as attested by them, never as received on chain.
 */
export async function attestPayment(
  q: Queryable,
  bookingId: string,
  adminId: string | null,
): Promise<boolean> {
  const b = await balanceOf(q, bookingId);
  const lacking = b.chargedCents - b.receivedCents;
  if (lacking <= 0) return false;
  await q
    .insert(bookingLedger)
    .values({ bookingId, kind: 'PAYMENT_ATTESTED', amountCents: lacking, adminId });
  return true;
}

/**
 * What cancelling these bookings owes back now, by booking, in cents and (for a booking never paid)
 * sats: a paid booking `fareRefund`, the share its fare rules give, within what it received and does
 * not owe already; one never paid everything that reached it. `fareRefund` may read the booking as `b`
 * and its balance as `s`.
 */
const owedOnCancelling = (ids: SQL, fareRefund: SQL) => sql`
  select b.id,
    case when b.payment_status = 'CONFIRMED'
      then least(${fareRefund}, greatest(s.received_cents - s.refund_owed_cents, 0))
      else greatest(s.received_cents - s.refund_owed_cents, 0) end as cents,
    case when b.payment_status = 'CONFIRMED' then null
      else nullif(greatest(s.received_sats - s.refund_owed_sats, 0), 0) end as sats
  from bookings b, booking_balance(b.id) s
  where b.id = any(${ids})`;

/** What cancelling these active bookings would owe back now (owedOnCancelling), in cents by booking; changes nothing. */
export async function refundsOnCancelling(
  q: Queryable,
  bookingIds: string[],
  fareRefund: SQL,
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const { rows } = await q.execute<{ id: string; cents: string }>(
    owedOnCancelling(uuidArray(bookingIds), fareRefund),
  );
  return new Map(rows.map((r) => [r.id, Number(r.cents)]));
}

/**
 * Enters what the cancelled bookings owe back (owedOnCancelling, with the fare rules' refund each was
 * given as `refundAmount`). The bookings' `refundAmount` is set to all their cancellations owe, a
 * trip's flight cancelled before included; answers it by booking, in cents.
 */
export async function oweCancellationRefunds(
  q: Queryable,
  bookingIds: string[],
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const ids = uuidArray(bookingIds);
  await q.execute(sql`
    with owed as (
      select o.*,
        (select coalesce(sum(l.amount_cents), 0) from booking_ledger l
          where l.booking_id = o.id and l.kind = 'REFUND_OWED' and l.refund_kind = 'CANCELLATION') as before
      from (${owedOnCancelling(ids, sql`coalesce(b.refund_amount_cents, 0)`)}) o
    ), entered as (
      insert into booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats)
        select id, 'REFUND_OWED', 'CANCELLATION', cents, sats from owed where cents > 0 or sats > 0
    )
    update bookings b set refund_amount_cents = owed.before + owed.cents from owed
      where b.id = owed.id and b.refund_amount_cents is distinct from owed.before + owed.cents`);
  const { rows } = await q.execute<{ id: string; cents: number | null }>(
    sql`select id, refund_amount_cents as cents from bookings where id = any(${ids})`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.cents ?? 0)]));
}

/** A change's new booking takes over what the old one received and does not owe back. */
export async function transferReceived(q: Queryable, fromId: string, toId: string): Promise<void> {
  const cents = refundableCents(await balanceOf(q, fromId));
  if (cents === 0) return;
  await q.insert(bookingLedger).values([
    { bookingId: fromId, kind: 'TRANSFER_OUT', amountCents: cents },
    { bookingId: toId, kind: 'TRANSFER_IN', amountCents: cents },
  ]);
}

/** A refund sent by an administrator: the amounts owed of that kind, and where they went. */
export async function enterRefundPaid(
  q: Queryable,
  entry: {
    bookingId: string;
    kind: RefundKind;
    cents: number;
    sats: number | null;
    txid: string;
    address: string;
    adminId: string | null;
  },
): Promise<void> {
  await q.insert(bookingLedger).values({
    bookingId: entry.bookingId,
    kind: 'REFUND_PAID',
    refundKind: entry.kind,
    amountCents: entry.cents,
    amountSats: entry.sats,
    txid: entry.txid,
    address: entry.address,
    adminId: entry.adminId,
  });
}

/** The cancellation refund owed and not sent, taken back (a free move instead): a negative REFUND_OWED. */
export async function withdrawRefund(q: Queryable, bookingId: string): Promise<void> {
  const b = await balanceOf(q, bookingId);
  const unsent = b.refundOwedCents - b.refundPaidCents;
  if (unsent > 0)
    await q
      .insert(bookingLedger)
      .values({ bookingId, kind: 'REFUND_OWED', refundKind: 'CANCELLATION', amountCents: -unsent });
}

/**
 * A trip keeps its other flights when the airline cancels one (decision 088): that flight's charges are
 * reversed, and a paid booking owes them back within what it received; answers what it owes, in cents.
 */
export async function refundFlightCharges(
  q: Queryable,
  bookingId: string,
  segments: number[],
  paid: boolean,
): Promise<number> {
  const chargeCents = await flightChargeCents(q, bookingId, segments);
  if (chargeCents <= 0) return 0;
  const owedCents = paid ? Math.min(chargeCents, refundableCents(await balanceOf(q, bookingId))) : 0;
  await q.execute(sql`
    insert into booking_ledger (booking_id, kind, amount_cents, segment, passenger_index, offer)
      select booking_id, 'CHARGE', -sum(amount_cents), segment, passenger_index, offer
      from booking_ledger
      where booking_id = ${bookingId} and kind = 'CHARGE' and segment = any(${segmentArray(segments)})
      group by booking_id, segment, passenger_index, offer
      having sum(amount_cents) <> 0`);
  if (owedCents > 0)
    await q
      .insert(bookingLedger)
      .values({ bookingId, kind: 'REFUND_OWED', refundKind: 'CANCELLATION', amountCents: owedCents });
  return owedCents;
}

/** What the ledger charges for these flights of a booking, its reversals netted. */
export async function flightChargeCents(
  q: Queryable,
  bookingId: string,
  segments: number[],
): Promise<number> {
  if (segments.length === 0) return 0;
  const { rows } = await q.execute<{ cents: string | null }>(sql`
    select sum(amount_cents) as cents from booking_ledger
    where booking_id = ${bookingId} and kind = 'CHARGE' and segment = any(${segmentArray(segments)})`);
  return Number(rows[0]?.cents ?? 0);
}

const segmentArray = (segments: number[]) =>
  sql`array[${sql.join(
    segments.map((s) => sql`${s}::smallint`),
    sql`, `,
  )}]`;
