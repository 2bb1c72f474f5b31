import {
  type CompensationOutcome,
  type Disruption,
  type DisruptionCause,
  DAY_MS,
  EU261_NOTICE_DAYS,
  type Eu261Bands,
  type Eu261MailNotice,
  type Eu261Notice,
  eu261Compensation,
} from '@skylark/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import type { Queryable } from '../../db/client';
import { bookingLedger, bookingSegments, bookings, eu261Notices } from '../../db/schema';
import { dollars, iso } from '../../lib/units';

/**
 * EU261 (docs/product.md#1414-eu261-notice-of-rights-and-compensation, decision 098): the notice a paid booking gets for a cancelled
 * or delayed flight leaving a covered airport, and the compensation owed on its ledger, once per
 * traveller and flight, in dollars at the euro rate of the settings.
 */

export interface Eu261Rates extends Eu261Bands {
  /** dollars per euro */
  eurUsdRate: number;
  /** an arrival this many hours later than booked, or more, is a delay under the regulation */
  delayHours: number;
}

export interface DisruptedFlight {
  id: string;
  flightNumber: string;
  departureCity: string;
  arrivalCity: string;
  /** the departure booked, before any change */
  departureAt: Date;
}

export interface DisruptionRecord {
  disruption: Disruption;
  cause: DisruptionCause;
  delayMinutes: number | null;
}

function outcomeOf(cause: DisruptionCause, departureAt: Date, now: Date): CompensationOutcome {
  if (cause === 'EXTRAORDINARY_CIRCUMSTANCES') return 'EXTRAORDINARY';
  return departureAt.getTime() - now.getTime() >= EU261_NOTICE_DAYS * DAY_MS ? 'EARLY_NOTICE' : 'OWED';
}

/** In the caller's transaction: the notices of the flight's paid bookings and, when owed, the compensation. */
export async function recordEu261(
  tx: Queryable,
  flight: DisruptedFlight,
  bookingIds: string[],
  record: DisruptionRecord,
  rates: Eu261Rates,
  now: Date,
): Promise<Map<string, Eu261MailNotice>> {
  const notices = new Map<string, Eu261MailNotice>();
  const due = eu261Compensation(flight.departureCity, flight.arrivalCity, rates);
  if (!due || bookingIds.length === 0) return notices;
  // the regulation is for travellers with a confirmed reservation: a booking paid for
  const paid = (
    await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(inArray(bookings.id, bookingIds), eq(bookings.paymentStatus, 'CONFIRMED')))
  ).map((r) => r.id);
  if (paid.length === 0) return notices;
  const outcome = outcomeOf(record.cause, flight.departureAt, now);
  await tx
    .insert(eu261Notices)
    .values(
      paid.map((bookingId) => ({
        bookingId,
        flightId: flight.id,
        flightNumber: flight.flightNumber,
        ...record,
        outcome,
        distanceKm: due.distanceKm,
        eurosPerPassenger: due.euros,
        recordedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [eu261Notices.bookingId, eu261Notices.flightId],
      // compensation once owed stays owed, and the notice keeps saying why
      set: {
        disruption: sql`excluded.disruption`,
        delayMinutes: sql`excluded.delay_minutes`,
        recordedAt: sql`excluded.recorded_at`,
        cause: sql`case when ${eu261Notices.outcome} = 'OWED' then ${eu261Notices.cause} else excluded.cause end`,
        outcome: sql`case when ${eu261Notices.outcome} = 'OWED' then 'OWED' else excluded.outcome end`,
      },
    });
  const notice = {
    ...record,
    eurosPerPassenger: due.euros,
    compensationEuros: 0,
    compensationUsd: 0,
    passengersCompensated: 0,
  };
  if (outcome !== 'OWED') {
    for (const id of paid) notices.set(id, { ...notice, outcome });
    return notices;
  }
  const eurCents = due.euros * 100;
  const usdCents = Math.round(eurCents * rates.eurUsdRate);
  await tx.execute(sql`
    insert into booking_ledger (booking_id, kind, refund_kind, amount_cents, eur_cents, flight_id, passenger_index)
      select distinct p.booking_id, 'COMPENSATION_OWED', 'COMPENSATION', ${usdCents}::int, ${eurCents}::int,
        p.flight_id, p.passenger_index
      from booking_passengers p
      where p.booking_id = any(${uuidArray(paid)}) and p.flight_id = ${flight.id} and p.change_id is null
    on conflict (booking_id, flight_id, passenger_index) where kind = 'COMPENSATION_OWED' do nothing`);
  const owed = await tx
    .select({
      bookingId: bookingLedger.bookingId,
      eurCents: sql<string>`sum(${bookingLedger.eurCents})`,
      usdCents: sql<string>`sum(${bookingLedger.amountCents})`,
      passengers: sql<string>`count(*)`,
    })
    .from(bookingLedger)
    .where(
      and(
        inArray(bookingLedger.bookingId, paid),
        eq(bookingLedger.flightId, flight.id),
        eq(bookingLedger.kind, 'COMPENSATION_OWED'),
      ),
    )
    .groupBy(bookingLedger.bookingId);
  for (const o of owed)
    notices.set(o.bookingId, {
      ...notice,
      outcome,
      compensationEuros: Number(o.eurCents) / 100,
      compensationUsd: dollars(Number(o.usdCents)),
      passengersCompensated: Number(o.passengers),
    });
  return notices;
}

/**
 * The desk moved the flight's arrival later: each booking's delay is counted from the arrival it
 * booked (or accepted), and one of `delayHours` or more is recorded.
 */
export async function recordDelay(
  tx: Queryable,
  flight: DisruptedFlight,
  arrivalAt: Date,
  bookingIds: string[],
  cause: DisruptionCause,
  rates: Eu261Rates,
  now: Date,
): Promise<Map<string, Eu261MailNotice>> {
  const notices = new Map<string, Eu261MailNotice>();
  if (bookingIds.length === 0) return notices;
  const booked = await tx
    .select({ bookingId: bookingSegments.bookingId, arrivalAt: bookingSegments.arrivalAt })
    .from(bookingSegments)
    .where(and(eq(bookingSegments.flightId, flight.id), inArray(bookingSegments.bookingId, bookingIds)));
  const byDelay = new Map<number, string[]>();
  for (const { bookingId, arrivalAt: was } of booked) {
    const minutes = Math.round((arrivalAt.getTime() - was.getTime()) / 60_000);
    if (minutes < rates.delayHours * 60) continue;
    byDelay.set(minutes, [...(byDelay.get(minutes) ?? []), bookingId]);
  }
  for (const [delayMinutes, ids] of byDelay) {
    const record = { disruption: 'DELAYED' as const, cause, delayMinutes };
    for (const [id, notice] of await recordEu261(tx, flight, ids, record, rates, now))
      notices.set(id, notice);
  }
  return notices;
}

/** What one change of a flight did: the bookings it cancelled, those it moved and the new arrival. */
export interface FlightDisruption {
  cancelled: string[];
  rescheduled: string[];
  arrivalAt: Date;
  cause: DisruptionCause;
  rates: Eu261Rates;
  now: Date;
}

/** The notices and compensation of a change of a flight, by booking, for their e-mails. */
export async function recordFlightDisruption(
  tx: Queryable,
  flight: DisruptedFlight & { arrivalAt: Date },
  d: FlightDisruption,
): Promise<Map<string, Eu261MailNotice>> {
  const cancelled = { disruption: 'CANCELLED' as const, cause: d.cause, delayMinutes: null };
  const notices = await recordEu261(tx, flight, d.cancelled, cancelled, d.rates, d.now);
  if (d.arrivalAt > flight.arrivalAt)
    for (const [id, n] of await recordDelay(tx, flight, d.arrivalAt, d.rescheduled, d.cause, d.rates, d.now))
      notices.set(id, n);
  return notices;
}

/** The notices of these bookings, with what the ledger owes each for its flight, oldest first. */
export async function eu261NoticesOf(
  q: Queryable,
  bookingIds: string[],
): Promise<Map<string, Eu261Notice[]>> {
  const byBooking = new Map<string, Eu261Notice[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await q
    .select({
      n: eu261Notices,
      eurCents: sql<string>`coalesce(sum(${bookingLedger.eurCents}), 0)`,
      usdCents: sql<string>`coalesce(sum(${bookingLedger.amountCents}), 0)`,
      passengers: sql<string>`count(${bookingLedger.id})`,
    })
    .from(eu261Notices)
    .leftJoin(
      bookingLedger,
      and(
        eq(bookingLedger.bookingId, eu261Notices.bookingId),
        eq(bookingLedger.flightId, eu261Notices.flightId),
        eq(bookingLedger.kind, 'COMPENSATION_OWED'),
      ),
    )
    .where(inArray(eu261Notices.bookingId, bookingIds))
    .groupBy(eu261Notices.bookingId, eu261Notices.flightId)
    .orderBy(asc(eu261Notices.recordedAt), asc(eu261Notices.flightNumber));
  for (const { n, eurCents, usdCents, passengers } of rows) {
    const list = byBooking.get(n.bookingId) ?? [];
    list.push({
      flightNumber: n.flightNumber,
      disruption: n.disruption,
      cause: n.cause,
      outcome: n.outcome,
      delayMinutes: n.delayMinutes,
      distanceKm: n.distanceKm,
      eurosPerPassenger: n.eurosPerPassenger,
      compensationEuros: Number(eurCents) / 100,
      compensationUsd: dollars(Number(usdCents)),
      passengersCompensated: Number(passengers),
      recordedAt: iso(n.recordedAt),
    });
    byBooking.set(n.bookingId, list);
  }
  return byBooking;
}

/** What the ledger owes these bookings in compensation, in dollar cents, before any payout. */
export async function compensationOwedCents(
  q: Queryable,
  bookingIds: string[],
): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await q
    .select({ bookingId: bookingLedger.bookingId, cents: sql<string>`sum(${bookingLedger.amountCents})` })
    .from(bookingLedger)
    .where(and(inArray(bookingLedger.bookingId, bookingIds), eq(bookingLedger.kind, 'COMPENSATION_OWED')))
    .groupBy(bookingLedger.bookingId);
  return new Map(rows.map((r) => [r.bookingId, Number(r.cents)]));
}
