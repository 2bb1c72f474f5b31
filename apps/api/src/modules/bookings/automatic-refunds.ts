import {
  type Booking,
  SIGNIFICANT_CHANGE_MINUTES,
  countryOf,
  flightMessages,
  scheduleShiftMinutes,
} from '@skylark/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bookingCancelledSegments, bookingSegments, bookings, flights } from '../../db/schema';
import { selectBookings } from '../../db/first-flight';
import { type AuditContext, recordAudit } from '../audit';
import { keepRest } from './cancelled-flight';
import { balanceOf, refundableCents } from './ledger';
import { loadBooking } from './load-bookings';
import { cancelBookings } from './status';

/**
 * Automatic refunds (14 CFR 260, docs/product.md#147-cancelling-with-a-quote-and-refunds, decision 097): a flight the
 * airline cancelled or changed significantly is refunded without being asked for once the traveller has taken no
 * alternative by the time it would have flown. Idempotent: the booking's row lock decides, and a booking already
 * cancelled or with its choice made is left alone.
 */

const SYSTEM: AuditContext = { actor: { id: null, email: null, role: 'system' }, ip: null };
const BATCH = 100;

interface Leg {
  departureCity: string;
  arrivalCity: string;
  departureAt: Date;
  arrivalAt: Date;
}

/** A change of the flight as booked the traveller need not accept: another airport, or times moved beyond the limit. */
export function isSignificantChange(booked: Leg, live: Leg): boolean {
  if (booked.departureCity !== live.departureCity || booked.arrivalCity !== live.arrivalCity) return true;
  const from = countryOf(booked.departureCity);
  const domestic = from !== null && from === countryOf(booked.arrivalCity);
  const limit = domestic ? SIGNIFICANT_CHANGE_MINUTES.domestic : SIGNIFICANT_CHANGE_MINUTES.international;
  return (
    scheduleShiftMinutes(
      { departure: booked.departureAt, arrival: booked.arrivalAt },
      { departure: live.departureAt, arrival: live.arrivalAt },
    ) > limit
  );
}

/** The booking's row under its lock, for the rest of the transaction to judge. */
async function lockedBooking(q: Queryable, id: string) {
  const [row] = await selectBookings(q).where(eq(bookings.id, id)).for('update', { of: bookings });
  return row;
}

/** Every flight of the booking as booked and as it flies now, while it is not cancelled, in trip order. */
async function liveLegs(q: Queryable, bookingId: string) {
  return q
    .select({
      segment: bookingSegments.segment,
      booked: {
        departureCity: bookingSegments.departureCity,
        arrivalCity: bookingSegments.arrivalCity,
        departureAt: bookingSegments.departureAt,
        arrivalAt: bookingSegments.arrivalAt,
      },
      live: {
        departureCity: flights.departureCity,
        arrivalCity: flights.arrivalCity,
        departureAt: flights.departureAt,
        arrivalAt: flights.arrivalAt,
      },
      flightId: flights.id,
    })
    .from(bookingSegments)
    .innerJoin(flights, eq(flights.id, bookingSegments.flightId))
    .where(and(eq(bookingSegments.bookingId, bookingId), sql`${flights.status} <> 'CANCELLED'`))
    .orderBy(asc(bookingSegments.segment));
}

/** The first flight changed significantly and left behind: the later of its booked and new departure passed, nobody checked in on it. */
async function leftBehindLeg(q: Queryable, bookingId: string, now: Date) {
  for (const leg of await liveLegs(q, bookingId)) {
    if (!isSignificantChange(leg.booked, leg.live)) continue;
    const gone = Math.max(leg.booked.departureAt.getTime(), leg.live.departureAt.getTime());
    if (gone > now.getTime()) continue;
    const { rows } = await q.execute(
      sql`select 1 from passenger_check_ins where booking_id = ${bookingId} and flight_id = ${leg.flightId} limit 1`,
    );
    if (rows.length === 0) return leg;
  }
  return null;
}

/**
 * A paid booking one of whose flights the airline changed significantly, neither accepted (which makes the new times
 * its own) nor moved, and left behind. Cancelled with everything it received owed back, once (decision 097);
 * answers the booking, or null when not due.
 */
export async function refundChangedBooking(
  db: Db,
  id: string,
  now: Date,
  onRefunded?: (tx: Queryable, booking: Booking) => Promise<void>,
): Promise<Booking | null> {
  return db.transaction(async (tx) => {
    const row = await lockedBooking(tx, id);
    if (!row || row.bookingStatus !== 'CONFIRMED' || row.paymentStatus !== 'CONFIRMED') return null;
    const leg = await leftBehindLeg(tx, id, now);
    if (!leg) return null;
    const refundable = refundableCents(await balanceOf(tx, id));
    await cancelBookings(tx, eq(bookings.id, id), {
      now,
      refundAmountCents: refundable,
      reason: flightMessages.flightChangedRefundedReason,
      cancelReason: 'FLIGHT_CANCELLED',
    });
    await recordAudit(tx, {
      ...SYSTEM,
      action: 'booking.automatic_refund',
      targetType: 'booking',
      targetId: id,
      before: { bookingStatus: row.bookingStatus },
      after: {
        bookingStatus: 'CANCELLED',
        refundAmountCents: refundable,
        cause: 'SIGNIFICANT_CHANGE',
        segment: leg.segment,
      },
    });
    const booking = await loadBooking(tx, eq(bookings.id, id));
    await onRefunded?.(tx, booking);
    return booking;
  });
}

/**
 * A trip whose cancelled flight's booked departure passed with the traveller's choice open: it keeps its other
 * flights and the cancelled one's charges are owed back (what keep-rest does). Answers the booking, or null.
 */
export async function refundUnchosenTrip(
  db: Db,
  id: string,
  now: Date,
  onRefunded?: (tx: Queryable, booking: Booking) => Promise<void>,
): Promise<Booking | null> {
  return db.transaction(async (tx) => {
    const row = await lockedBooking(tx, id);
    if (!row || row.bookingStatus === 'CANCELLED') return null;
    const open = await tx
      .select({ segment: bookingCancelledSegments.segment })
      .from(bookingCancelledSegments)
      .innerJoin(
        bookingSegments,
        and(
          eq(bookingSegments.bookingId, bookingCancelledSegments.bookingId),
          eq(bookingSegments.segment, bookingCancelledSegments.segment),
        ),
      )
      .where(
        and(
          eq(bookingCancelledSegments.bookingId, id),
          isNull(bookingCancelledSegments.choice),
          sql`${bookingSegments.departureAt} <= ${now}`,
        ),
      )
      .for('update', { of: bookingCancelledSegments });
    if (open.length === 0) return null;
    const segments = open.map((o) => o.segment);
    const owedCents = await keepRest(tx, row, segments, now, SYSTEM);
    await recordAudit(tx, {
      ...SYSTEM,
      action: 'booking.automatic_refund',
      targetType: 'booking',
      targetId: id,
      after: { segments, refundAmountCents: owedCents, cause: 'FLIGHT_CANCELLED' },
    });
    const booking = await loadBooking(tx, eq(bookings.id, id));
    if (owedCents > 0) await onRefunded?.(tx, booking);
    return booking;
  });
}

/** One round of the job: every booking due (up to `limit` of each kind); answers those refunded. */
export async function oweAutomaticRefunds(
  db: Db,
  now: Date,
  {
    limit = BATCH,
    onRefunded,
  }: { limit?: number; onRefunded?: (tx: Queryable, booking: Booking) => Promise<void> } = {},
): Promise<Booking[]> {
  // candidates past the domestic limit, the international one judged here; each is judged again under its lock
  const { rows: changed } = await db.execute<{
    id: string;
    booked_from: string;
    booked_to: string;
    booked_dep: string;
    booked_arr: string;
    live_from: string;
    live_to: string;
    live_dep: string;
    live_arr: string;
  }>(sql`
    select b.id, s.departure_city as booked_from, s.arrival_city as booked_to, s.departure_at as booked_dep,
      s.arrival_at as booked_arr, f.departure_city as live_from, f.arrival_city as live_to,
      f.departure_at as live_dep, f.arrival_at as live_arr
    from bookings b
      join booking_segments s on s.booking_id = b.id
      join flights f on f.id = s.flight_id
    where b.booking_status = 'CONFIRMED' and b.payment_status = 'CONFIRMED' and f.status <> 'CANCELLED'
      and greatest(s.departure_at, f.departure_at) <= ${now}
      and (s.departure_city <> f.departure_city or s.arrival_city <> f.arrival_city
        or abs(extract(epoch from f.departure_at - s.departure_at)) > ${SIGNIFICANT_CHANGE_MINUTES.domestic * 60}
        or abs(extract(epoch from f.arrival_at - s.arrival_at)) > ${SIGNIFICANT_CHANGE_MINUTES.domestic * 60})
    order by s.departure_at desc limit ${limit * 10}`);
  const changedIds = changed
    .filter((r) =>
      isSignificantChange(
        {
          departureCity: r.booked_from,
          arrivalCity: r.booked_to,
          departureAt: new Date(r.booked_dep),
          arrivalAt: new Date(r.booked_arr),
        },
        {
          departureCity: r.live_from,
          arrivalCity: r.live_to,
          departureAt: new Date(r.live_dep),
          arrivalAt: new Date(r.live_arr),
        },
      ),
    )
    .map((r) => r.id);
  const due = [...new Set(changedIds)].slice(0, limit);
  const { rows: trips } = await db.execute<{ id: string }>(sql`
    select distinct c.booking_id as id from booking_cancelled_segments c
      join booking_segments s on s.booking_id = c.booking_id and s.segment = c.segment
      join bookings b on b.id = c.booking_id
    where c.choice is null and b.booking_status <> 'CANCELLED' and s.departure_at <= ${now}
    limit ${limit}`);
  const refunded: Booking[] = [];
  for (const id of due) {
    const booking = await refundChangedBooking(db, id, now, onRefunded);
    if (booking) refunded.push(booking);
  }
  for (const { id } of trips) {
    const booking = await refundUnchosenTrip(db, id, now, onRefunded);
    if (booking) refunded.push(booking);
  }
  return refunded;
}
