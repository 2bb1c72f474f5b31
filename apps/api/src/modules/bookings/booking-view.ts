import {
  type Booking,
  type BookingPage,
  type FlightChange,
  isOffer,
  type PageQuery,
  bookingMessages,
  compareSeatNumbers,
  fareBreakdownOf,
} from '@skylark/contract';
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
  type BookingRow,
  type PassengerRow,
} from '../../db/schema';
import { bookingColumnsWithFlight, firstSegment, firstSegmentOn } from '../../db/first-flight';
import { notFound } from '../../lib/errors';
import type { InvoicePaymentRow } from '../../db/invoice-schema';
import type { RefundPayoutRow } from '../../db/refund-schema';
import { owedKinds, refundOf } from './refund-owed';
import { dollars, iso } from '../../lib/units';
import { WITH_PAYMENTS, paymentOf } from './invoice-view';
import { type ChangeLinks, changeLinksOf, changeOf, flightChangesOf, tripChangeOf } from './change-view';
import { cancelledFlightOf, choiceOpen, loadCancelledSegments } from './cancelled-flight-view';
import {
  type LaterSegment,
  type LiveFlight,
  liveFlightColumns,
  loadLaterSegments,
  segmentsOf,
} from './segments-view';

/** How bookings are read: one query shape for every answer, populated with the customer and the flight. */

const bookingColumns = {
  b: bookingColumnsWithFlight,
  u: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  f: liveFlightColumns,
  a: { address: bookingAddresses.address },
  r: { address: refundAddresses.address },
};

export type Joined = {
  b: BookingRow;
  u: { id: string; firstName: string; lastName: string; email: string } | null;
  f: LiveFlight | null;
  /** the booking's own receiving address (docs/product.md#143-paying-for-a-booking) */
  a?: { address: string } | null;
  /** where the traveller wants money owed sent (docs/product.md#147-cancelling-with-a-quote-and-refunds) */
  r?: { address: string } | null;
};

/** The fare breakdown of a stored booking: its list price is the class price × seated passengers. */
function fareOf(b: BookingRow, passengers: PassengerRow[]): Booking['fareBreakdown'] {
  const listCents = b.offer?.listPriceCents ?? b.totalAmountCents;
  const seated = Math.max(1, passengers.length);
  return fareBreakdownOf(
    {
      classPriceCents: Math.round(listCents / seated),
      ages: passengers.map((p) => p.age),
      lapInfants: b.lapInfants?.length ?? 0,
    },
    { offer: isOffer(b.offer?.name) ? b.offer.name : null, listCents, totalCents: b.totalAmountCents },
  );
}

export function toBooking(
  { b, u, f, a, r }: Joined,
  passengers: PassengerRow[],
  payments: InvoicePaymentRow[] = [],
  payouts: RefundPayoutRow[] = [],
  later: LaterSegment[] = [],
  links?: ChangeLinks,
  /** a cancelled flight of the trip awaits the traveller's choice (decision 088) */
  choiceOpen = false,
  changes: FlightChange[] = [],
): Booking {
  const change = changeOf(b, f?.id ? f : null, payouts, links);
  // one row per passenger per flight; the passengers are the first flight's rows
  const firstLeg = passengers
    .filter((p) => p.segment === 0)
    .sort((x, y) => compareSeatNumbers(x.seatNumber, y.seatNumber));
  // a flight that still exists is read live (it may have been rescheduled); otherwise the snapshot
  const departure = f?.id
    ? { city: f.departureCity, date: iso(f.departureAt) }
    : { city: b.departureCity, date: iso(b.departureAt) };
  const arrival = f?.id
    ? { city: f.arrivalCity, date: iso(f.arrivalAt) }
    : { city: b.arrivalCity, date: iso(b.arrivalAt) };
  return {
    _id: b.id,
    id: b.id,
    trackingId: b.trackingId,
    customerName: b.customerName,
    email: b.email,
    flightNumber: b.flightNumber,
    classType: b.classType,
    totalAmount: dollars(b.totalAmountCents),
    offer: isOffer(b.offer?.name) ? b.offer.name : null,
    listPrice: dollars(b.offer?.listPriceCents ?? b.totalAmountCents),
    bookingStatus: b.bookingStatus,
    paymentStatus: b.paymentStatus,
    createdAt: iso(b.createdAt),
    departure,
    arrival,
    passengers: firstLeg.map((p) => ({
      name: `${p.firstName} ${p.lastName}`,
      firstName: p.firstName,
      lastName: p.lastName,
      age: p.age,
      gender: p.gender,
      seatNumber: p.seatNumber,
      mealPreference: p.mealPreference,
      specialAssistance: { wheelchair: p.wheelchair, infant: p.infant, elderly: p.elderly },
    })),
    infants: b.lapInfants ?? [],
    fareBreakdown: fareOf(b, firstLeg),
    cancellation:
      b.bookingStatus === 'CANCELLED'
        ? {
            cancelled: true,
            date: iso(b.cancelledAt ?? b.updatedAt),
            refundAmount: dollars(b.refundAmountCents ?? 0),
            reason: b.cancellationReason,
          }
        : null,
    cancelReason: b.bookingStatus === 'CANCELLED' ? b.cancelReason : null,
    specialRequests: b.specialRequests,
    paymentReportedAt: b.paymentReportedAt ? iso(b.paymentReportedAt) : null,
    // the booking keeps the times it was made for; a live flight that differs was rescheduled
    scheduleChange:
      f?.id &&
      (f.departureAt.getTime() !== b.departureAt.getTime() || f.arrivalAt.getTime() !== b.arrivalAt.getTime())
        ? { previousDeparture: iso(b.departureAt), previousArrival: iso(b.arrivalAt) }
        : null,
    payment: paymentOf(b, a?.address, payments),
    refund: refundOf(b, r?.address ?? null, payouts, changes),
    userId: u?.id ? { _id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email } : null,
    flightId: f?.id
      ? {
          _id: f.id,
          flightNumber: f.flightNumber,
          departure: { city: f.departureCity },
          arrival: { city: f.arrivalCity },
        }
      : null,
    // a trip is offered a free move of the flight the airline moved (decision 074)
    change: later.length ? tripChangeOf(b, f, later, payouts, change, links, choiceOpen) : change,
    segments: segmentsOf(
      {
        flightId: f?.id ?? b.flightId,
        flightNumber: b.flightNumber,
        departure,
        arrival,
        classType: b.classType,
      },
      firstLeg,
      passengers,
      later,
    ),
    changes,
  };
}

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
  const owing = rows.filter((r) => owedKinds(r.b, changes.get(r.b.id)).length > 0).map((r) => r.b.id);
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
  return Promise.all(
    rows.map(async (row) => {
      const legs = cancelledLegs.get(row.b.id);
      const booking = toBooking(
        row,
        passengers.filter((p) => p.bookingId === row.b.id),
        payments.filter((p) => p.bookingId === row.b.id),
        payouts.filter((p) => p.bookingId === row.b.id),
        later.get(row.b.id),
        links,
        choiceOpen(row.b, legs),
        changes.get(row.b.id),
      );
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
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(firstSegment, firstSegmentOn)
    .where(where);
  const data = await loadBookings(db, where, { limit, offset: (page - 1) * limit }, order);
  return { data, currentPage: page, totalPages: Math.ceil(total / limit), totalBookings: total };
}
