import {
  DAY_MS,
  flightDeskMessages,
  TODAY_BOARD_HOURS,
  TODAY_BOARD_MAX_FLIGHTS,
  type FlightCancellation,
  type TodayBoard,
  type DisruptionCause,
  flightMessages,
} from '@skylark/contract';
import { and, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookingPassengers, flights, type BookingRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/units';
import type { AuditContext } from '../audit';
import { bookingsOnCancelledFlight, type Eu261Rates, refundsOnFlightCancelled } from '../bookings';
import { updateFlight } from './service';

/** What a desk sees of its flights (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles): a cancellation's effect, and the next 24 hours. */

async function flightOrNotFound(db: Queryable, id: string) {
  const [flight] = await db.select().from(flights).where(eq(flights.id, id));
  if (!flight) throw notFound(flightMessages.flightNotFound);
  return flight;
}

/** Each booking's travellers and the number of its flights. */
async function countsOf(db: Queryable, rows: BookingRow[]) {
  if (rows.length === 0) return new Map<string, { travellers: number; flights: number }>();
  const counts = await db
    .select({
      bookingId: bookingPassengers.bookingId,
      travellers: sql<number>`count(*) filter (where ${bookingPassengers.segment} = 0)`,
      flights: countDistinct(bookingPassengers.segment),
    })
    .from(bookingPassengers)
    .where(
      and(
        inArray(
          bookingPassengers.bookingId,
          rows.map((r) => r.id),
        ),
        // a pending change's held seats are not the booking's flights yet
        isNull(bookingPassengers.changeId),
      ),
    )
    .groupBy(bookingPassengers.bookingId);
  return new Map(
    counts.map((c) => [c.bookingId, { travellers: Number(c.travellers), flights: Number(c.flights) }]),
  );
}

const byTrackingId = (a: { trackingId: string }, b: { trackingId: string }) =>
  a.trackingId.localeCompare(b.trackingId);

/**
 * The bookings with their travellers and the refund of each: what was paid, in full
 * (docs/product.md#13-flights-and-seats); and the trips that keep their other flights, whose travellers choose (decision 088).
 */
async function summary(
  db: Queryable,
  flight: typeof flights.$inferSelect,
  rows: BookingRow[],
  trips: BookingRow[],
  refundOf: (row: BookingRow) => number,
): Promise<FlightCancellation> {
  const counts = await countsOf(db, [...rows, ...trips]);
  const list = rows
    .map((row) => ({
      _id: row.id,
      trackingId: row.trackingId,
      customerName: row.customerName,
      travellers: counts.get(row.id)?.travellers ?? 0,
      paid: row.paymentStatus === 'CONFIRMED',
      refundCents: refundOf(row),
    }))
    .sort(byTrackingId);
  return {
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    departure: { city: flight.departureCity, date: iso(flight.departureAt) },
    bookings: list.map(({ refundCents, ...rest }) => ({ ...rest, refundAmount: dollars(refundCents) })),
    travellers: list.reduce((sum, b) => sum + b.travellers, 0),
    refundTotal: dollars(list.reduce((sum, b) => sum + b.refundCents, 0)),
    trips: trips
      .map((row) => ({
        _id: row.id,
        trackingId: row.trackingId,
        customerName: row.customerName,
        travellers: counts.get(row.id)?.travellers ?? 0,
        flights: counts.get(row.id)?.flights ?? 0,
      }))
      .sort(byTrackingId),
  };
}

/** GET /admin/flights/:id/cancellation: who a cancellation would reach and what it would refund. */
export async function cancellationPreview(db: Queryable, id: string): Promise<FlightCancellation> {
  const flight = await flightOrNotFound(db, id);
  if (flight.status === 'CANCELLED') throw conflict(flightDeskMessages.alreadyCancelled, 'ALREADY_CANCELLED');
  const { whole, trips } = await bookingsOnCancelledFlight(db, id);
  const refunds = await refundsOnFlightCancelled(db, whole);
  return summary(db, flight, whole, trips, (row) => refunds.get(row.id) ?? 0);
}

/** POST /admin/flights/:id/cancel: the flight and its active bookings cancelled, answered with the refunds made. */
export async function cancelFlight(
  db: Queryable,
  id: string,
  audit: AuditContext,
  now = new Date(),
  appUrl = '',
  /** EU261: the cause the desk recorded, and the settings (docs/product.md#1414-eu261-notice-of-rights-and-compensation) */
  disruption: { cause?: DisruptionCause; eu261?: Eu261Rates } = {},
): Promise<FlightCancellation> {
  const flight = await flightOrNotFound(db, id);
  if (flight.status === 'CANCELLED') throw conflict(flightDeskMessages.alreadyCancelled, 'ALREADY_CANCELLED');
  const { cancelled, trips } = await updateFlight(
    db,
    id,
    { status: 'CANCELLED', cause: disruption.cause },
    audit,
    now,
    appUrl,
    disruption.eu261,
  );
  return summary(
    db,
    flight,
    cancelled,
    trips.map((t) => t.booking),
    (row) => row.refundAmountCents ?? 0,
  );
}

interface BoardRow extends Record<string, unknown> {
  id: string;
  flight_number: string;
  status: TodayBoard['flights'][number]['status'];
  departure_city: string;
  departure_at: string | Date;
  arrival_city: string;
  arrival_at: string | Date;
  booked: number | string;
  capacity: number | string;
  pending: number | string;
  checked_in: number | string;
}

/** GET /admin/flights/today: every flight departing from now to 24 hours on, soonest first, whatever its status. */
export async function todayBoard(db: Queryable, now: Date): Promise<TodayBoard> {
  const to = new Date(now.getTime() + (TODAY_BOARD_HOURS / 24) * DAY_MS);
  const result = await db.execute<BoardRow>(sql`
    select f.id, f.flight_number, f.status, f.departure_city, f.departure_at, f.arrival_city, f.arrival_at,
      coalesce((select sum(c.booked_seats) from flight_classes c where c.flight_id = f.id), 0) as booked,
      coalesce((select sum(c.capacity) from flight_classes c where c.flight_id = f.id), 0) as capacity,
      (select count(*) from booking_segments s join bookings b on b.id = s.booking_id
        where s.flight_id = f.id and s.segment = 0 and b.booking_status = 'PENDING') as pending,
      (select count(*) from passenger_check_ins ci join booking_passengers p on p.id = ci.passenger_id
        where ci.flight_id = f.id and p.active) as checked_in
    from flights f
    where f.departure_at >= ${now.toISOString()}::timestamptz and f.departure_at < ${to.toISOString()}::timestamptz
    order by f.departure_at, f.id
    limit ${TODAY_BOARD_MAX_FLIGHTS}`);
  return {
    from: now.toISOString(),
    to: to.toISOString(),
    flights: result.rows.map((r) => {
      const booked = Number(r.booked);
      const capacity = Number(r.capacity);
      return {
        _id: r.id,
        flightNumber: r.flight_number,
        status: r.status,
        departure: { city: r.departure_city, date: new Date(r.departure_at).toISOString() },
        arrival: { city: r.arrival_city, date: new Date(r.arrival_at).toISOString() },
        bookedSeats: booked,
        seatsForSale: capacity,
        loadFactor: capacity > 0 ? Math.round((booked / capacity) * 10_000) / 100 : 0,
        checkedIn: Number(r.checked_in),
        pendingPayments: Number(r.pending),
      };
    }),
  };
}
