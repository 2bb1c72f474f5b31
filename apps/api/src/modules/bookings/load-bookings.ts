// Reading bookings as the API answers them: one query, then the rows of every booking read at once
import { type Booking, type BookingPage, type PageQuery, bookingMessages } from '@skylark/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingAddresses,
  bookingPassengers,
  bookings,
  flights,
  invoicePayments,
  refundAddresses,
  refundPayouts,
  users,
} from '../../db/schema';
import { bookingColumnsWithFlight, firstSegment, firstSegmentOn } from '../../db/first-flight';
import { notFound } from '../../lib/errors';
import { owedKinds } from './refund-owed';
import { compensationOwedCents, eu261NoticesOf } from './eu261';
import { WITH_PAYMENTS } from './invoice-view';
import { changeLinksOf, flightChangesOf } from './change-view';
import { cancelledFlightOf, choiceOpen, loadCancelledSegments } from './cancelled-flight-view';
import { liveFlightColumns, loadLaterSegments } from './segments-view';
import { type Joined, toBooking } from './booking-view';
import { balancesOf, isShort } from './ledger';

/** How bookings are read: one query shape for every answer, populated with the customer and the flight. */
const bookingColumns = {
  b: bookingColumnsWithFlight,
  u: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    language: users.language,
  },
  f: liveFlightColumns,
  a: { address: bookingAddresses.address },
  r: { address: refundAddresses.address },
};

export type BookingOrder = 'newest' | 'oldest' | 'queue';

/**
 * The administrators' queue (docs/product.md#143-paying-for-a-booking): bookings needing a decision or paid first, then
 * those reported, oldest first; then the rest by pay-by time.
 */
const queueOrder = [
  sql`case when ${bookings.needsDecisionAt} is not null or ${bookings.paymentReceivedAt} is not null then 0
    when ${bookings.paymentReportedAt} is not null then 1 else 2 end`,
  sql`coalesce(${bookings.paymentReceivedAt}, ${bookings.needsDecisionAt}, ${bookings.paymentReportedAt}, ${bookings.payBy}, ${bookings.createdAt})`,
  asc(bookings.id),
];

const orderOf = (order: BookingOrder) => {
  if (order === 'queue') return queueOrder;
  const by = order === 'oldest' ? asc : desc;
  return [by(bookings.createdAt), by(bookings.id)];
};

export async function loadBookings(
  db: Queryable,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  order: BookingOrder = 'newest',
): Promise<Booking[]> {
  const base = db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(firstSegment, firstSegmentOn)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(flights, eq(flights.id, firstSegment.flightId))
    .leftJoin(bookingAddresses, eq(bookingAddresses.bookingId, bookings.id))
    .leftJoin(refundAddresses, eq(refundAddresses.bookingId, bookings.id))
    .where(where)
    .orderBy(...orderOf(order));
  const rows: Joined[] = page ? await base.limit(page.limit).offset(page.offset) : await base;
  if (rows.length === 0) return [];
  // a change awaiting its payment holds seats that are not yet the booking's passengers
  const passengers = await db
    .select()
    .from(bookingPassengers)
    .where(
      and(
        inArray(
          bookingPassengers.bookingId,
          rows.map((r) => r.b.id),
        ),
        isNull(bookingPassengers.changeId),
      ),
    );
  const paid = rows.filter((r) => WITH_PAYMENTS.has(r.b.invoiceStatus ?? '')).map((r) => r.b.id);
  const payments = paid.length
    ? await db
        .select()
        .from(invoicePayments)
        .where(and(inArray(invoicePayments.bookingId, paid), isNull(invoicePayments.changeId)))
    : [];
  const changes = await flightChangesOf(
    db,
    rows.map((r) => r.b),
  );
  const ids = rows.map((r) => r.b.id);
  const notices = await eu261NoticesOf(db, ids);
  const compensation = await compensationOwedCents(db, [...notices.keys()]);
  const owing = rows
    .filter((r) => owedKinds(r.b, changes.get(r.b.id), compensation.get(r.b.id)).length > 0)
    .map((r) => r.b.id);
  const payouts = owing.length
    ? await db.select().from(refundPayouts).where(inArray(refundPayouts.bookingId, owing))
    : [];
  const links = await changeLinksOf(
    db,
    rows.map((r) => r.b.id),
  );
  const later = await loadLaterSegments(db, [
    ...new Set(passengers.filter((p) => p.segment > 0).map((p) => p.bookingId)),
  ]);
  const cancelledLegs = await loadCancelledSegments(db, [...later.keys()]);
  // a free move is offered only to a paid booking that still holds its payment
  const balances = await balancesOf(
    db,
    rows
      .filter(
        ({ b }) =>
          b.paymentStatus === 'CONFIRMED' &&
          ((b.bookingStatus === 'CANCELLED' && b.cancelReason === 'FLIGHT_CANCELLED') ||
            cancelledLegs.has(b.id)),
      )
      .map(({ b }) => b.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const id = row.b.id;
      const legs = cancelledLegs.get(id);
      const booking = toBooking(
        row,
        passengers.filter((p) => p.bookingId === id),
        {
          payments: payments.filter((p) => p.bookingId === id),
          payouts: payouts.filter((p) => p.bookingId === id),
          later: later.get(id),
          links,
          choiceOpen: choiceOpen(row.b, legs),
          changes: changes.get(id),
          paymentShort: balances.has(id) && isShort(balances.get(id)!),
          compensationCents: compensation.get(id),
        },
      );
      const eu261 = notices.get(id);
      if (eu261) booking.eu261 = eu261;
      if (legs) {
        for (const leg of legs) {
          const segment = booking.segments[leg.segment];
          if (segment) segment.cancelled = true;
        }
        booking.cancelledFlight = await cancelledFlightOf(
          db,
          row.b,
          legs,
          booking.segments.map((s) => s.flightNumber),
        );
      }
      return booking;
    }),
  );
}

export async function loadBooking(db: Queryable, where: SQL): Promise<Booking> {
  const [booking] = await loadBookings(db, where);
  if (!booking) throw notFound(bookingMessages.bookingNotFound);
  return booking;
}

export async function pageOfBookings(
  db: Queryable,
  where: SQL | undefined,
  { page, limit }: PageQuery,
  order: BookingOrder = 'newest',
): Promise<BookingPage> {
  // every booking has its segment 0, so a left join counts the same, and PostgreSQL leaves the join
  // out when no filter reads the flight: the desk's unfiltered count reads the bookings alone
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(bookings)
    .leftJoin(firstSegment, firstSegmentOn)
    .where(where);
  const data = await loadBookings(db, where, { limit, offset: (page - 1) * limit }, order);
  return { data, currentPage: page, totalPages: Math.ceil(total / limit), totalBookings: total };
}
