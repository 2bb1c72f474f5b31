import {
  BOOKABLE_FLIGHT_STATUSES,
  DAY_MS,
  FREE_MOVE_DAYS,
  MAX_CHANGE_OPTIONS,
  type BookingLink,
  type ChangeOption,
  type FreeMoveReason,
  bookingMessages,
  changeClosesMs,
  fareBrandMessages,
  changeMessages,
  flightMessages,
  seatNotInClassMessage,
  MIN_CONNECTION_MINUTES,
  compareSeatNumbers,
  seatNumbersOf,
  segmentMessages,
  unpaidChangeable,
} from '@skylark/contract';
import { and, asc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
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
import {
  type Leg,
  connectionBrokenBy,
  connectionWindow,
  legAt,
  legPriceCents,
  legsOf,
  rowsOn,
} from './change-legs';
import { changeLinksOf, freeMoveOf, tripFreeMove } from './change-view';
import { choiceAwaited } from './cancelled-flight-view';
import { type Balance, balanceOf, isShort } from './ledger';

/** What a change of flight may do and costs (docs/product.md#148-changing-flight, decision 058). */

export interface ChangeContext {
  row: BookingRow;
  /** the booking's flights, and the one changed (0 for a one-flight booking) */
  legs: Leg[];
  segment: number;
  /** every passenger row of every flight, and the passengers in the answer's order (the first flight's) */
  rows: PassengerRow[];
  order: PassengerRow[];
  /** the changed flight's rows, in the answer's order */
  passengers: PassengerRow[];
  live: FlightRow | null;
  freeMove: FreeMoveReason | null;
  /** the booking's books: what it was charged and received */
  balance: Balance;
  /** what the ledger charged each passenger of `passengers` for the changed flight */
  oldFares: number[];
}

/** The booking as a change of its flight `segment` sees it; refuses a booking that cannot change now. */
export async function changeContext(
  tx: Queryable,
  row: BookingRow,
  now: Date,
  segment = 0,
): Promise<ChangeContext> {
  const rows = await tx
    .select()
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.bookingId, row.id), isNull(bookingPassengers.changeId)));
  const legs = await legsOf(tx, row);
  const leg = legAt(legs, segment);
  const trip = legs.length > 1;
  const order = rows
    .filter((p) => p.segment === 0)
    .sort((x, y) => compareSeatNumbers(x.seatNumber, y.seatNumber));
  const payouts = await tx
    .select({ kind: refundPayouts.kind })
    .from(refundPayouts)
    .where(eq(refundPayouts.bookingId, row.id));
  const links = await changeLinksOf(tx, [row.id]);
  const replacedBy = links.replacedBy.get(row.id);
  const balance = await balanceOf(tx, row.id);
  const books = { payouts, short: isShort(balance) };
  const tripMove = trip ? tripFreeMove(row, legs, books, replacedBy, await choiceAwaited(tx, row)) : null;
  const freeMove = trip
    ? tripMove?.segment === segment
      ? tripMove.reason
      : null
    : freeMoveOf(row, leg.live, books, replacedBy);
  if (!freeMove) {
    if (row.bookingStatus === 'CANCELLED')
      throw conflict(
        row.cancelReason === 'FLIGHT_CANCELLED' && payouts.some((p) => p.kind === 'CANCELLATION')
          ? changeMessages.refundSent
          : bookingMessages.alreadyCancelled,
        'ALREADY_CANCELLED',
      );
    if (row.paymentStatus !== 'CONFIRMED') await checkUnpaid(tx, row, links.replaces.get(row.id));
  }
  // the brand bought decides whether the flight changes at all; a free move is the traveller's right
  if (!freeMove && !leg.fareTerms.change.allowed)
    throw conflict(fareBrandMessages.changeNotAllowed, 'CHANGE_NOT_ALLOWED');
  // a trip is changed before it starts: its kept flights are booked again with the change
  const started = trip && (legs[0]!.live?.departureAt ?? legs[0]!.departureAt).getTime() <= now.getTime();
  const departure = (leg.live?.departureAt ?? leg.departureAt).getTime();
  const closes = freeMove ? 0 : changeClosesMs(leg.classType);
  if (started || (row.bookingStatus !== 'CANCELLED' && departure - closes <= now.getTime()))
    throw conflict(changeMessages.changeClosed, 'CHANGE_CLOSED');
  const passengers = rowsOn(rows, order, segment);
  const legacyFare = passengers.some((p) => p.fareCents === null) ? await legPriceCents(tx, leg) : 0;
  return {
    row,
    legs,
    segment,
    rows,
    order,
    passengers,
    live: leg.live,
    freeMove,
    balance,
    oldFares: passengers.map((p) => p.fareCents ?? legacyFare),
  };
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

/** Flights of the changed flight's route the booking may move to, with seats for all its passengers. */
export async function changeOptions(tx: Queryable, ctx: ChangeContext, now: Date): Promise<ChangeOption[]> {
  const { passengers } = ctx;
  const leg = ctx.legs[ctx.segment]!;
  const days = FREE_MOVE_DAYS * DAY_MS;
  const { departsFrom, arrivesBy } = connectionWindow(ctx.legs, ctx.segment, MIN_CONNECTION_MINUTES);
  const rows = await tx
    .select({ flight: flights, cabin: flightClasses })
    .from(flights)
    .innerJoin(
      flightClasses,
      and(eq(flightClasses.flightId, flights.id), eq(flightClasses.type, leg.classType)),
    )
    .where(
      and(
        eq(flights.departureCity, leg.departureCity),
        eq(flights.arrivalCity, leg.arrivalCity),
        inArray(flights.status, [...BOOKABLE_FLIGHT_STATUSES]),
        gt(flights.departureAt, now),
        leg.live ? ne(flights.id, leg.live.id) : undefined,
        gte(sql`${flightClasses.capacity} - ${flightClasses.bookedSeats}`, passengers.length),
        ctx.freeMove ? gte(flights.departureAt, new Date(leg.departureAt.getTime() - days)) : undefined,
        ctx.freeMove ? lte(flights.departureAt, new Date(leg.departureAt.getTime() + days)) : undefined,
        departsFrom ? gte(flights.departureAt, departsFrom) : undefined,
        arrivesBy ? lte(flights.arrivalAt, arrivesBy) : undefined,
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

/** The flight chosen, checked to be one the changed flight may move to, with seats of its class. */
export async function targetFlight(
  tx: Queryable,
  ctx: ChangeContext,
  flightId: string,
  seatNumbers: string[],
  now: Date,
): Promise<{ flight: FlightRow; cabin: FlightClassRow }> {
  const leg = ctx.legs[ctx.segment]!;
  if (flightId === leg.live?.id)
    throw badRequest(changeMessages.sameFlight, [{ field: 'flightId', message: changeMessages.sameFlight }]);
  const classes = await tx
    .select({ flight: flights, cabin: flightClasses })
    .from(flights)
    .leftJoin(flightClasses, eq(flightClasses.flightId, flights.id))
    .where(eq(flights.id, flightId));
  const flight = classes[0]?.flight;
  if (!flight) throw notFound(flightMessages.flightNotFound);
  const cabin = classes.find((c) => c.cabin?.type === leg.classType)?.cabin;
  if (!cabin || flight.departureCity !== leg.departureCity || flight.arrivalCity !== leg.arrivalCity)
    throw badRequest(changeMessages.notSameRoute, [
      { field: 'flightId', message: changeMessages.notSameRoute },
    ]);
  if (flight.departureAt.getTime() <= now.getTime() || !BOOKABLE_FLIGHT_STATUSES.includes(flight.status))
    throw conflict(bookingMessages.flightNotBookable, 'FLIGHT_NOT_BOOKABLE');
  if (
    ctx.freeMove &&
    Math.abs(flight.departureAt.getTime() - leg.departureAt.getTime()) > FREE_MOVE_DAYS * DAY_MS
  )
    throw badRequest(changeMessages.outsideFreeMoveDays, [
      { field: 'flightId', message: changeMessages.outsideFreeMoveDays },
    ]);
  const broken = connectionBrokenBy(ctx.legs, ctx.segment, flight);
  if (broken) {
    const message = segmentMessages.notConnected(broken);
    throw badRequest(message, [{ field: 'flightId', message }], 'SEGMENTS_NOT_CONNECTED');
  }
  if (seatNumbers.length !== ctx.passengers.length)
    throw badRequest(changeMessages.seatCount, [{ field: 'seatNumbers', message: changeMessages.seatCount }]);
  const seatMap = new Set(
    seatNumbersOf(
      leg.classType,
      classes.flatMap((c) => (c.cabin ? [{ type: c.cabin.type, seats: c.cabin.capacity }] : [])),
    ),
  );
  const foreign = seatNumbers.find((seat) => !seatMap.has(seat));
  if (foreign) {
    const message = seatNotInClassMessage(foreign, leg.classType);
    throw badRequest(message, [{ field: 'seatNumbers', message }]);
  }
  return { flight, cabin };
}
