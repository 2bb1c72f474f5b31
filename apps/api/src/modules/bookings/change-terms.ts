import {
  BOOKABLE_FLIGHT_STATUSES,
  CHANGE_FEE_CENTS,
  DAY_MS,
  FREE_MOVE_DAYS,
  MAX_CHANGE_OPTIONS,
  type BookingLink,
  type ChangeOption,
  type FreeMoveReason,
  bookingMessages,
  changeClosesMs,
  changeMessages,
  flightMessages,
  seatNotInClassMessage,
  seatNumbersOf,
  unpaidChangeable,
} from '@skylark/contract';
import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingPassengers,
  flightClasses,
  flights,
  invoicePayments,
  refundPayouts,
  type BookingRow,
  type FlightClassRow,
  type FlightRow,
  type PassengerRow,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/units';
import { changeLinksOf, freeMoveOf } from './change-view';

/** What a change of flight may do and costs (docs/product.md §14.8, decision 058). */

export interface ChangeContext {
  row: BookingRow;
  /** what the booking has been paid: nothing on an unpaid booking, whose change owes the whole new fare */
  paidCents: number;
  passengers: PassengerRow[];
  live: FlightRow | null;
  freeMove: FreeMoveReason | null;
}

export interface ChangeTerms {
  fareDifferenceCents: number;
  feeCents: number;
  amountDueCents: number;
  refundCents: number;
}

/** The booking as a change sees it; refuses a booking that cannot change now. */
export async function changeContext(tx: Queryable, row: BookingRow, now: Date): Promise<ChangeContext> {
  const passengers = await tx.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, row.id));
  // a trip of several flights is not moved flight by flight yet (docs/product.md §14.8)
  if (passengers.some((p) => p.segment > 0))
    throw conflict(changeMessages.severalFlights, 'CHANGE_NOT_OFFERED');
  const [live] = row.flightId ? await tx.select().from(flights).where(eq(flights.id, row.flightId)) : [];
  const payouts = await tx
    .select({ kind: refundPayouts.kind })
    .from(refundPayouts)
    .where(eq(refundPayouts.bookingId, row.id));
  const links = await changeLinksOf(tx, [row.id]);
  const replacedBy = links.replacedBy.get(row.id);
  const freeMove = freeMoveOf(row, live ?? null, payouts, replacedBy);
  if (!freeMove) {
    if (row.bookingStatus === 'CANCELLED')
      throw conflict(
        row.cancelReason === 'FLIGHT_CANCELLED' && row.paymentStatus === 'CONFIRMED'
          ? changeMessages.refundSent
          : bookingMessages.alreadyCancelled,
        'ALREADY_CANCELLED',
      );
    if (row.paymentStatus !== 'CONFIRMED') await checkUnpaid(tx, row, links.replaces.get(row.id));
  }
  if (row.bookingStatus !== 'CANCELLED') {
    const departure = (live?.departureAt ?? row.departureAt).getTime();
    const closes = freeMove ? 0 : changeClosesMs(row.classType);
    if (departure - closes <= now.getTime()) throw conflict(changeMessages.changeClosed, 'CHANGE_CLOSED');
  }
  const paidCents = row.paymentStatus === 'CONFIRMED' ? row.totalAmountCents : 0;
  return { row, paidCents, passengers, live: live ?? null, freeMove };
}

/** An unpaid booking changes unless a payment is reported or seen, or it is a change awaiting its payment. */
async function checkUnpaid(tx: Queryable, row: BookingRow, replaces: BookingLink | undefined) {
  const [seen] = await tx
    .select({ txid: invoicePayments.txid })
    .from(invoicePayments)
    .where(eq(invoicePayments.bookingId, row.id))
    .limit(1);
  const payment = { status: seen ? 'SEEN' : 'AWAITING' };
  const booking = { ...row, paymentReportedAt: row.paymentReportedAt ? iso(row.paymentReportedAt) : null };
  if (
    unpaidChangeable({
      ...booking,
      payment,
      change: { replaces: replaces ?? null, replacedBy: null, freeMove: null },
    })
  )
    return;
  throw conflict(
    replaces && replaces.bookingStatus !== 'CANCELLED'
      ? changeMessages.changeAwaitsItsPayment
      : changeMessages.paymentUnderReview,
    'CHANGE_NOT_OFFERED',
  );
}

/** Flights of the route the booking may move to, with seats for all its passengers. */
export async function changeOptions(tx: Queryable, ctx: ChangeContext, now: Date): Promise<ChangeOption[]> {
  const { row, passengers } = ctx;
  const days = FREE_MOVE_DAYS * DAY_MS;
  const rows = await tx
    .select({ flight: flights, cabin: flightClasses })
    .from(flights)
    .innerJoin(
      flightClasses,
      and(eq(flightClasses.flightId, flights.id), eq(flightClasses.type, row.classType)),
    )
    .where(
      and(
        eq(flights.departureCity, row.departureCity),
        eq(flights.arrivalCity, row.arrivalCity),
        inArray(flights.status, [...BOOKABLE_FLIGHT_STATUSES]),
        gt(flights.departureAt, now),
        row.flightId ? ne(flights.id, row.flightId) : undefined,
        gte(sql`${flightClasses.capacity} - ${flightClasses.bookedSeats}`, passengers.length),
        ctx.freeMove ? gte(flights.departureAt, new Date(row.departureAt.getTime() - days)) : undefined,
        ctx.freeMove ? lte(flights.departureAt, new Date(row.departureAt.getTime() + days)) : undefined,
      ),
    )
    .orderBy(asc(flights.departureAt), asc(flights.id))
    .limit(MAX_CHANGE_OPTIONS);
  return rows.map(({ flight, cabin }) => ({
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    departure: { city: flight.departureCity, date: iso(flight.departureAt) },
    arrival: { city: flight.arrivalCity, date: iso(flight.arrivalAt) },
    price: dollars(cabin.priceCents),
    seatsLeft: cabin.capacity - cabin.bookedSeats,
  }));
}

/** The flight chosen, checked to be one the booking may move to, with seats of its class. */
export async function targetFlight(
  tx: Queryable,
  ctx: ChangeContext,
  flightId: string,
  seatNumbers: string[],
  now: Date,
): Promise<{ flight: FlightRow; cabin: FlightClassRow }> {
  const { row } = ctx;
  if (flightId === row.flightId)
    throw badRequest(changeMessages.sameFlight, [{ field: 'flightId', message: changeMessages.sameFlight }]);
  const classes = await tx
    .select({ flight: flights, cabin: flightClasses })
    .from(flights)
    .leftJoin(flightClasses, eq(flightClasses.flightId, flights.id))
    .where(eq(flights.id, flightId));
  const flight = classes[0]?.flight;
  if (!flight) throw notFound(flightMessages.flightNotFound);
  const cabin = classes.find((c) => c.cabin?.type === row.classType)?.cabin;
  if (!cabin || flight.departureCity !== row.departureCity || flight.arrivalCity !== row.arrivalCity)
    throw badRequest(changeMessages.notSameRoute, [
      { field: 'flightId', message: changeMessages.notSameRoute },
    ]);
  if (flight.departureAt.getTime() <= now.getTime() || !BOOKABLE_FLIGHT_STATUSES.includes(flight.status))
    throw conflict(bookingMessages.flightNotBookable, 'FLIGHT_NOT_BOOKABLE');
  if (
    ctx.freeMove &&
    Math.abs(flight.departureAt.getTime() - row.departureAt.getTime()) > FREE_MOVE_DAYS * DAY_MS
  )
    throw badRequest(changeMessages.outsideFreeMoveDays, [
      { field: 'flightId', message: changeMessages.outsideFreeMoveDays },
    ]);
  if (seatNumbers.length !== ctx.passengers.length)
    throw badRequest(changeMessages.seatCount, [{ field: 'seatNumbers', message: changeMessages.seatCount }]);
  const seatMap = new Set(
    seatNumbersOf(
      row.classType,
      classes.flatMap((c) => (c.cabin ? [{ type: c.cabin.type, seats: c.cabin.capacity }] : [])),
    ),
  );
  const foreign = seatNumbers.find((seat) => !seatMap.has(seat));
  if (foreign) {
    const message = seatNotInClassMessage(foreign, row.classType);
    throw badRequest(message, [{ field: 'seatNumbers', message }]);
  }
  return { flight, cabin };
}

/** A free move costs nothing; otherwise the new fare less what was paid, plus the fee per passenger. */
export function changeTerms(ctx: ChangeContext, cabin: FlightClassRow): ChangeTerms {
  if (ctx.freeMove) return { fareDifferenceCents: 0, feeCents: 0, amountDueCents: 0, refundCents: 0 };
  const n = ctx.passengers.length;
  const fareDifferenceCents = cabin.priceCents * n - ctx.paidCents;
  const feeCents = CHANGE_FEE_CENTS[ctx.row.classType] * n;
  const delta = fareDifferenceCents + feeCents;
  return {
    fareDifferenceCents,
    feeCents,
    amountDueCents: Math.max(delta, 0),
    refundCents: Math.max(-delta, 0),
  };
}
