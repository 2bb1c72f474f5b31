import {
  CANCELLATION_QUOTE_TTL_MS,
  type Booking,
  type CancelBookingBody,
  type CancellationQuote,
  type RefundTerms,
  bookingMessages,
  freeCancellationAt,
  refundCents,
  refundPercent,
  scheduleShiftMinutes,
} from '@skylark/contract';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { enqueueMail, type MailOf } from '../../mail/outbox';
import type { Db, Queryable } from '../../db/client';
import {
  bookingLedger,
  bookingSegments,
  bookings,
  cancellationQuotes,
  flights,
  type BookingRow,
  type UserRow,
} from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { conflict, notFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';
import { saveRefundAddress } from './refund-address';
import { loadBooking } from './load-bookings';
import { ownBooking } from './queries';
import { cancelBookings } from './status';
import { balanceOf, refundableCents } from './ledger';

/**
 * A customer's cancellation (docs/product.md#9-constants-and-limits, docs/product.md#147-cancelling-with-a-quote-and-refunds): the refund the fare rules give, quoted for
 * 10 minutes and stored (decision 051), then the cancellation itself, which may name the quote.
 */

interface Terms {
  refundCents: number;
  percent: number;
  paid: boolean;
  /** the 24-hour rule applies until then */
  freeUntil?: Date;
}

/** What cancelling now refunds: a paid booking by the fare rules, an unpaid one nothing. */
async function termsOf(tx: Queryable, row: BookingRow, now: Date): Promise<Terms> {
  if (row.bookingStatus === 'CANCELLED')
    throw conflict(bookingMessages.alreadyCancelled, 'ALREADY_CANCELLED');
  const [flight] = row.flightId
    ? await tx
        .select({ departure: flights.departureAt, arrival: flights.arrivalAt })
        .from(flights)
        .where(eq(flights.id, row.flightId))
    : [];
  const departure = flight?.departure ?? row.departureAt;
  if (departure.getTime() <= now.getTime())
    throw conflict(bookingMessages.flightDeparted, 'FLIGHT_NOT_BOOKABLE');
  const paid = row.bookingStatus === 'CONFIRMED' && row.paymentStatus === 'CONFIRMED';
  if (!paid) return { refundCents: 0, percent: 0, paid };
  // the 24-hour rule: a booking made at least 7 days before its first flight as booked now (decision 097)
  const balance = await balanceOf(tx, row.id);
  const refundable = refundableCents(balance);
  const freeUntil = freeCancellationAt(row.createdAt, row.departureAt, now);
  if (freeUntil) return { refundCents: refundable, percent: 100, paid, freeUntil };
  // a change of any of the booking's flights, the first or a later one, is a change of the booking
  // (docs/product.md#149-return-trips-and-multi-city)
  const legs = await tx
    .select({
      segment: bookingSegments.segment,
      booked: { departure: bookingSegments.departureAt, arrival: bookingSegments.arrivalAt },
      live: { departure: flights.departureAt, arrival: flights.arrivalAt },
      refund: sql<RefundTerms | null>`${bookingSegments.fareTerms}->'refund'`,
    })
    .from(bookingSegments)
    .leftJoin(flights, eq(flights.id, bookingSegments.flightId))
    .where(eq(bookingSegments.bookingId, row.id))
    .orderBy(asc(bookingSegments.segment));
  const shift = Math.max(
    0,
    ...legs.map((l) => (l.live?.departure && l.live.arrival ? scheduleShiftMinutes(l.booked, l.live) : 0)),
  );
  // each flight's share under the refund terms of the brand bought on it (docs/product.md#1416-fare-brands)
  const percents = legs.map((l) => refundPercent(departure, now, shift, l.refund ?? undefined));
  const firstTerms = legs[0]?.refund ?? undefined;
  const refund = percents.every((p) => p === percents[0])
    ? refundCents(balance.chargedCents, departure, now, shift, firstTerms)
    : await mixedBrandsRefund(tx, row, balance.chargedCents, percents);
  // the fare rules' share, of no more than the booking received and does not owe back already
  return {
    refundCents: Math.min(refund, refundable),
    percent: percents.every((p) => p === percents[0])
      ? (percents[0] ?? refundPercent(departure, now, shift))
      : Math.floor((refund * 100) / Math.max(balance.chargedCents, 1)),
    paid,
  };
}

/**
 * A trip whose flights were bought in brands with different refunds: each flight's charges at its own
 * percentage, from the ledger; whatever is not a flight's charge (a change fee) at the first flight's.
 */
async function mixedBrandsRefund(
  tx: Queryable,
  row: BookingRow,
  chargedCents: number,
  percents: number[],
): Promise<number> {
  const charges = await tx
    .select({ segment: bookingLedger.segment, cents: sql<number>`sum(${bookingLedger.amountCents})::int` })
    .from(bookingLedger)
    .where(and(eq(bookingLedger.bookingId, row.id), eq(bookingLedger.kind, 'CHARGE')))
    .groupBy(bookingLedger.segment);
  const half = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);
  let flown = 0;
  let refund = 0;
  for (const c of charges) {
    if (c.segment === null) continue;
    flown += c.cents;
    refund += half(c.cents, percents[c.segment] ?? percents[0]!);
  }
  return refund + half(Math.max(chargedCents - flown, 0), percents[0]!);
}

/** Stores the booking's new quote in place of any earlier one. */
async function saveQuote(
  tx: Queryable,
  bookingId: string,
  terms: Terms,
  now: Date,
): Promise<CancellationQuote> {
  const quote = {
    id: randomUUID(),
    refundAmountCents: terms.refundCents,
    expiresAt: new Date(now.getTime() + CANCELLATION_QUOTE_TTL_MS),
  };
  await tx
    .insert(cancellationQuotes)
    .values({ bookingId, ...quote })
    .onConflictDoUpdate({ target: cancellationQuotes.bookingId, set: quote });
  return {
    quoteId: quote.id,
    refundAmount: dollars(quote.refundAmountCents),
    expiresAt: iso(quote.expiresAt),
    refundPercent: terms.percent,
    paid: terms.paid,
    ...(terms.freeUntil ? { freeCancellationUntil: iso(terms.freeUntil) } : {}),
  };
}

async function bookingRow(tx: Queryable, where: SQL, lock: boolean): Promise<BookingRow> {
  const query = selectBookings(tx).where(where);
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw notFound(bookingMessages.bookingNotFound);
  return row;
}

/** GET /user/bookings/:id/cancellation-quote */
const quoteWhere = (db: Db, where: SQL, now: Date): Promise<CancellationQuote> =>
  db.transaction(async (tx) => {
    const row = await bookingRow(tx, where, false);
    return saveQuote(tx, row.id, await termsOf(tx, row, now), now);
  });

export const quoteCancellation = (db: Db, user: UserRow, id: string, now: Date): Promise<CancellationQuote> =>
  quoteWhere(db, ownBooking(user, id), now);

/** GET /admin/bookings/:id/cancellation-quote: the quote the customer would get, for the desk. */
export const quoteForCustomer = (db: Db, id: string, now: Date): Promise<CancellationQuote> =>
  quoteWhere(db, eq(bookings.id, id), now);

/** Cancelled, or (a quote named that expired or no longer holds) the new quote instead. */
export type CancelOutcome =
  { booking: Booking; quote?: undefined } | { booking?: undefined; quote: CancellationQuote };

/** POST /user/bookings/:id/cancel: a PENDING or CONFIRMED booking of a flight not yet departed. */
export const cancelBooking = (
  db: Db,
  user: UserRow,
  id: string,
  now: Date,
  request: NonNullable<CancelBookingBody> = {},
  ip: string | null = null,
  mail?: MailOf<Booking>,
): Promise<CancelOutcome> =>
  cancelWhere(
    db,
    ownBooking(user, id),
    now,
    request,
    { actor: { id: user.id, email: user.email, role: 'user' }, ip, action: 'booking.cancel' },
    mail,
  );

/**
 * POST /admin/bookings/:id/cancel: an administrator cancels on the customer's behalf, with the
 * customer's fare rules and refund (docs/product.md#122-one-view-per-customer); the audit trail records who did.
 */
export async function cancelForCustomer(
  db: Db,
  id: string,
  now: Date,
  audit: AuditContext,
  mail?: MailOf<Booking>,
  quoteId?: string,
): Promise<CancelOutcome> {
  return cancelWhere(
    db,
    eq(bookings.id, id),
    now,
    quoteId ? { quoteId } : {},
    {
      ...audit,
      action: 'booking.cancel_for_customer',
    },
    mail,
  );
}

function cancelWhere(
  db: Db,
  where: SQL,
  now: Date,
  request: NonNullable<CancelBookingBody>,
  audit: AuditContext & { action: 'booking.cancel' | 'booking.cancel_for_customer' },
  mail?: MailOf<Booking>,
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const row = await bookingRow(tx, where, true);
    const terms = await termsOf(tx, row, now);
    if (request.quoteId) {
      const [quote] = await tx
        .select()
        .from(cancellationQuotes)
        .where(eq(cancellationQuotes.bookingId, row.id));
      const holds =
        quote?.id === request.quoteId &&
        quote.expiresAt.getTime() > now.getTime() &&
        quote.refundAmountCents === terms.refundCents;
      if (!holds) return { quote: await saveQuote(tx, row.id, terms, now) };
    }
    await cancelBookings(tx, eq(bookings.id, row.id), {
      now,
      refundAmountCents: terms.refundCents,
      reason: bookingMessages.customerCancelledReason,
      cancelReason: 'CUSTOMER',
    });
    await tx.delete(cancellationQuotes).where(eq(cancellationQuotes.bookingId, row.id));
    await recordAudit(tx, {
      actor: audit.actor,
      ip: audit.ip,
      action: audit.action,
      targetType: 'booking',
      targetId: row.id,
      before: { bookingStatus: row.bookingStatus, paymentStatus: row.paymentStatus },
      after: {
        bookingStatus: 'CANCELLED',
        refundAmountCents: terms.refundCents,
        quoteId: request.quoteId ?? null,
      },
    });
    if (request.refundAddress) await saveRefundAddress(tx, row.id, request.refundAddress, now, audit);
    const booking = await loadBooking(tx, eq(bookings.id, row.id));
    if (mail) await enqueueMail(tx, mail(booking));
    return { booking };
  });
}

/** The spec's cancellation, without a quote: always cancels (or refuses). */
export async function cancelOwnBooking(db: Db, user: UserRow, id: string, now: Date): Promise<Booking> {
  const { booking } = await cancelBooking(db, user, id, now);
  return booking!;
}
