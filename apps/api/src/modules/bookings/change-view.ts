import {
  type Booking,
  type BookingChange,
  type BookingLink,
  type FlightChange,
  type FreeMoveReason,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  scheduleShiftMinutes,
} from '@skylark/contract';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  bookingChanges,
  bookings,
  flightChanges,
  invoicePayments,
  type BookingRow,
  type FlightChangeRow,
} from '../../db/schema';
import { bip21Uri } from '../../lib/bip84';
import { dollars, iso } from '../../lib/units';
import type { RefundPayoutRow } from '../../db/refund-schema';
import type { LaterSegment, LiveFlight } from './segments-view';

/** What a booking answer says of its changes of flight (docs/product.md#148-changing-flight). */

/** The changes of flight of these bookings (decision 086), oldest first, each with its invoice. */
export async function flightChangesOf(
  db: Queryable,
  bookings: { id: string; trackingId: string }[],
): Promise<Map<string, FlightChange[]>> {
  const out = new Map<string, FlightChange[]>();
  if (bookings.length === 0) return out;
  const ids = bookings.map((b) => b.id);
  const rows = await db
    .select()
    .from(flightChanges)
    .where(inArray(flightChanges.bookingId, ids))
    .orderBy(asc(flightChanges.createdAt), asc(flightChanges.id));
  if (rows.length === 0) return out;
  const invoiced = rows.filter((c) => c.paymentAddress).map((c) => c.id);
  const paid = invoiced.length
    ? await db
        .select({ changeId: invoicePayments.changeId, amountSats: invoicePayments.amountSats })
        .from(invoicePayments)
        .where(
          and(
            inArray(invoicePayments.changeId, invoiced),
            eq(invoicePayments.counted, true),
            isNotNull(invoicePayments.changeId),
          ),
        )
    : [];
  const tracking = new Map(bookings.map((b) => [b.id, b.trackingId]));
  for (const c of rows) {
    const received = paid.filter((p) => p.changeId === c.id).reduce((sum, p) => sum + p.amountSats, 0);
    const list = out.get(c.bookingId) ?? [];
    list.push(flightChangeOf(c, tracking.get(c.bookingId)!, received));
    out.set(c.bookingId, list);
  }
  return out;
}

function flightChangeOf(c: FlightChangeRow, trackingId: string, receivedSats: number): FlightChange {
  return {
    id: c.id,
    at: iso(c.createdAt),
    segment: c.segment,
    fromFlight: {
      flightId: c.fromFlightId,
      flightNumber: c.fromFlightNumber,
      departure: iso(c.fromDepartureAt),
    },
    toFlight: { flightId: c.toFlightId, flightNumber: c.toFlightNumber, departure: iso(c.toDepartureAt) },
    amountDue: dollars(c.amountDueCents),
    refundAmount: dollars(c.refundCents),
    status: c.status,
    seatNumbers: c.seatNumbers,
    bags: c.bags
      ? {
          items: c.bags.items.map((i) => ({
            passengerIndex: i.passengerIndex,
            segment: i.segment,
            added: i.added,
            bagPrice: dollars(i.bagCents),
          })),
        }
      : null,
    payment: c.paymentAddress
      ? {
          address: c.paymentAddress,
          uri: bip21Uri(c.paymentAddress, trackingId, c.amountSats),
          amountSats: c.amountSats,
          btcUsdRate: c.btcUsdRate,
          payBy: c.payBy ? iso(c.payBy) : null,
          status: c.invoiceStatus ?? 'AWAITING',
          receivedSats,
        }
      : null,
  };
}

/** Links between bookings changed before changes amended the booking (decision 058). */
export interface ChangeLinks {
  replaces: Map<string, BookingLink>;
  replacedBy: Map<string, BookingLink>;
}

const other = alias(bookings, 'other');

/** The change links of these bookings: the booking each replaced, and the latest booking replacing each. */
export async function changeLinksOf(db: Queryable, ids: string[]): Promise<ChangeLinks> {
  const links: ChangeLinks = { replaces: new Map(), replacedBy: new Map() };
  if (ids.length === 0) return links;
  const rows = await db
    .select({
      change: bookingChanges,
      other: { id: other.id, trackingId: other.trackingId, status: other.bookingStatus },
    })
    .from(bookingChanges)
    .innerJoin(
      other,
      or(eq(other.id, bookingChanges.oldBookingId), eq(other.id, bookingChanges.newBookingId)),
    )
    .where(or(inArray(bookingChanges.newBookingId, ids), inArray(bookingChanges.oldBookingId, ids)))
    .orderBy(bookingChanges.createdAt);
  for (const { change, other: o } of rows) {
    const link = { id: o.id, trackingId: o.trackingId, bookingStatus: o.status };
    if (o.id === change.oldBookingId) links.replaces.set(change.newBookingId, link);
    else if (!links.replacedBy.has(change.oldBookingId) || o.status !== 'CANCELLED')
      links.replacedBy.set(change.oldBookingId, link);
  }
  return links;
}

/**
 * What a free move needs of a booking's books: the refunds sent, and whether what it received falls
 * short of what it is charged (a payment left the chain since), when a free move would fly it unpaid.
 */
export interface MoveBooks {
  payouts: Pick<RefundPayoutRow, 'kind'>[];
  short: boolean;
}

/**
 * The move free of charge a booking is offered: a paid booking whose flight the airline moved by more
 * than 60 minutes, or one cancelled with its flight while its refund is unsent (decision 059).
 */
export function freeMoveOf(
  b: BookingRow,
  live: { departureAt: Date; arrivalAt: Date } | null,
  books: MoveBooks,
  replacedBy: BookingLink | undefined,
): FreeMoveReason | null {
  if (b.paymentStatus !== 'CONFIRMED' || (replacedBy && replacedBy.bookingStatus !== 'CANCELLED'))
    return null;
  if (b.bookingStatus === 'CONFIRMED' && live) {
    const shift = scheduleShiftMinutes(
      { departure: b.departureAt, arrival: b.arrivalAt },
      { departure: live.departureAt, arrival: live.arrivalAt },
    );
    return shift > SCHEDULE_CHANGE_FULL_REFUND_MINUTES ? 'SCHEDULE_CHANGE' : null;
  }
  const refundSent = books.payouts.some((p) => p.kind === 'CANCELLATION');
  if (b.bookingStatus === 'CANCELLED' && b.cancelReason === 'FLIGHT_CANCELLED' && !refundSent && !books.short)
    return 'FLIGHT_CANCELLED';
  return null;
}

/**
 * The flight of a trip the traveller may move free of charge (decision 074): one the airline moved by
 * more than 60 minutes, by its own booked times, or the one flight it cancelled while the trip's
 * refund is unsent (decision 075) or, the trip keeping its other flights, while the traveller's
 * choice is open (`choiceOpen`, decision 088); null when none.
 */
export function tripFreeMove(
  b: BookingRow,
  legs: {
    departureAt: Date;
    arrivalAt: Date;
    live: { departureAt: Date; arrivalAt: Date; status: string } | null;
  }[],
  books: MoveBooks,
  replacedBy: BookingLink | undefined,
  choiceOpen = false,
): { segment: number; reason: FreeMoveReason } | null {
  const cancelled = legs.filter((leg) => leg.live?.status === 'CANCELLED');
  for (const [segment, leg] of legs.entries()) {
    if (
      choiceOpen &&
      b.paymentStatus === 'CONFIRMED' &&
      !books.short &&
      cancelled.length === 1 &&
      cancelled[0] === leg
    )
      return { segment, reason: 'FLIGHT_CANCELLED' };
    const reason = freeMoveOf(
      { ...b, departureAt: leg.departureAt, arrivalAt: leg.arrivalAt },
      leg.live,
      books,
      replacedBy,
    );
    if (reason === 'SCHEDULE_CHANGE') return { segment, reason };
    if (reason === 'FLIGHT_CANCELLED' && cancelled.length === 1 && cancelled[0] === leg)
      return { segment, reason };
  }
  return null;
}

export const changeOf = (
  b: BookingRow,
  live: { departureAt: Date; arrivalAt: Date } | null,
  books: MoveBooks,
  links?: ChangeLinks,
): BookingChange => {
  const replacedBy = links?.replacedBy.get(b.id);
  return {
    replaces: links?.replaces.get(b.id) ?? null,
    replacedBy: replacedBy ?? null,
    freeMove: freeMoveOf(b, live, books, replacedBy),
  };
};

/** A trip's change links, with the free move of the flight the airline moved or cancelled (decisions 074, 075). */
export function tripChangeOf(
  b: BookingRow,
  f: LiveFlight | null,
  later: LaterSegment[],
  books: MoveBooks,
  change: Booking['change'],
  links?: ChangeLinks,
  choiceOpen = false,
): Booking['change'] {
  const move = tripFreeMove(
    b,
    [
      { departureAt: b.departureAt, arrivalAt: b.arrivalAt, live: f?.id ? f : null },
      ...later.map((l) => ({
        departureAt: l.s.departureAt,
        arrivalAt: l.s.arrivalAt,
        live: l.f?.id ? l.f : null,
      })),
    ],
    books,
    links?.replacedBy.get(b.id),
    choiceOpen,
  );
  return move
    ? { ...change!, freeMove: move.reason, freeMoveSegment: move.segment }
    : { ...change!, freeMove: null };
}
