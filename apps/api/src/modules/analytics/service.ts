import {
  CLASS_TYPES,
  DAY_MS,
  type LoadFactor,
  type LoadFactors,
  ANALYTICS_MAX_RANGE_DAYS,
  LOAD_FACTOR_LIMIT_DEFAULT,
  type AnalyticsRangeQuery,
  type BookingStats,
  type CapacityData,
  type RevenueData,
  type RevenuePeriod,
  type RevenueRangeQuery,
  type LoadFactorQuery,
  analyticsMessages,
  comparedDays,
  isoDayOf,
} from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { bookingCountsByClass, revenueCentsByClass } from './by-class';

/**
 * Analytics of the admin dashboard (docs/product.md#15-analytics). Every figure is an SQL aggregate; the
 * services take `now` so that "the current month" or "the current week" is under a test's control.
 * Days are calendar days in UTC.
 */

/** Half-open window [start, end) of instants, plus the window of the same length just before it. */
export interface Window {
  start: Date;
  end: Date;
  previousStart: Date;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Percentage change from the previous value; 0 when the previous value is 0 (docs/product.md#15-analytics). */
export const growth = (current: number, previous: number) =>
  previous === 0 ? 0 : round2(((current - previous) / previous) * 100);

const utcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** A yyyy-MM-dd day the contract has already checked, as midnight UTC. */
const parseDay = (value: string): Date => new Date(`${value}T00:00:00.000Z`);

/** [startDate, endDate] as inclusive calendar days; each defaults to the first or last day of now's month. */
export function rangeWindow(query: AnalyticsRangeQuery, now: Date): Window {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthLastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const start = query.startDate ? parseDay(query.startDate) : monthStart;
  const lastDay = query.endDate ? parseDay(query.endDate) : monthLastDay;
  if (start > lastDay) {
    throw badRequest(analyticsMessages.startAfterEnd, [
      { field: 'startDate', message: analyticsMessages.startAfterEnd },
    ]);
  }
  const days = Math.round((lastDay.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days > ANALYTICS_MAX_RANGE_DAYS) {
    throw badRequest(analyticsMessages.rangeTooLong, [
      { field: 'endDate', message: analyticsMessages.rangeTooLong },
    ]);
  }
  return comparable(start, addDays(lastDay, 1), now);
}

/**
 * A window and the previous period of as many days as have begun in it by now: on the 1st of a month,
 * "This month" is one day and is compared with the one day before it, not the whole previous month
 * (docs/product.md#15-analytics). A window wholly past compares with a previous period of its whole length.
 */
function comparable(start: Date, end: Date, now: Date): Window {
  const days = comparedDays(isoDayOf(start), isoDayOf(addDays(end, -1)), now);
  return { start, end, previousStart: addDays(start, -days) };
}

/** [start, end) of the current day, week (Monday to Sunday), month or year. */
function currentPeriod(period: RevenuePeriod, today: Date): { start: Date; end: Date } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  switch (period) {
    case 'day':
      return { start: today, end: addDays(today, 1) };
    case 'week': {
      const start = addDays(today, -((today.getUTCDay() + 6) % 7));
      return { start, end: addDays(start, 7) };
    }
    case 'month':
      return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
    case 'year':
      return { start: new Date(Date.UTC(y, 0, 1)), end: new Date(Date.UTC(y + 1, 0, 1)) };
  }
}

/**
 * The current period and, as docs/product.md#15-analytics defines "the previous period", the range of the same
 * length just before it (for March: January 29 to February 28, not February).
 */
export function periodWindow(period: RevenuePeriod, now: Date): Window {
  const { start, end } = currentPeriod(period, utcDay(now));
  return comparable(start, end, now);
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

interface BookingCounts extends Record<string, unknown> {
  current: number | string;
  previous: number | string;
}

/**
 * Bookings created in the range (any status), growth and [economy, business, first] counts; a trip
 * counts in each class it flies (docs/product.md#149-return-trips-and-multi-city).
 */
export async function bookingStats(
  db: Queryable,
  query: AnalyticsRangeQuery,
  now: Date,
): Promise<BookingStats> {
  const w = rangeWindow(query, now);
  const inRange = sql`created_at >= ${ts(w.start)} and created_at < ${ts(w.end)}`;
  const result = await db.execute<BookingCounts>(sql`
    select
      count(*) filter (where ${inRange}) as current,
      count(*) filter (where created_at < ${ts(w.start)}) as previous
    from bookings
    where created_at >= ${ts(w.previousStart)} and created_at < ${ts(w.end)}`);
  const byClass = await bookingCountsByClass(db, inRange);
  const row = result.rows[0]!;
  const current = Number(row.current);
  return {
    totalBookings: current,
    bookingGrowth: growth(current, Number(row.previous)),
    bookingsByClass: [byClass.get('ECONOMY') ?? 0, byClass.get('BUSINESS') ?? 0, byClass.get('FIRST') ?? 0],
  };
}

/** What a paid booking earned: its amount less any refund, in cents. */
const earnedCents = sql`(total_amount_cents - coalesce(refund_amount_cents, 0))`;

/** The revenue call's window: startDate/endDate when either is sent (they win), else the current `period`. */
export function revenueWindow(query: RevenueRangeQuery, now: Date): Window {
  return query.startDate || query.endDate ? rangeWindow(query, now) : periodWindow(query.period, now);
}

/**
 * Revenue of the range (docs/product.md#15-analytics): paid (payment CONFIRMED) bookings' amounts less refunds, by
 * booking date, its growth against the previous period, one trend point per day up to today (days still to
 * come are not zero, they have not happened), by class; and the booked value of the bookings not cancelled.
 */
export async function revenueData(db: Queryable, query: RevenueRangeQuery, now: Date): Promise<RevenueData> {
  const w = revenueWindow(query, now);
  const totals = await db.execute<{
    current: number | string;
    previous: number | string;
    booked: number | string;
  }>(sql`
    select
      coalesce(sum(${earnedCents}) filter (where payment_status = 'CONFIRMED' and created_at >= ${ts(w.start)}), 0) as current,
      coalesce(sum(${earnedCents}) filter (where payment_status = 'CONFIRMED' and created_at < ${ts(w.start)}), 0) as previous,
      coalesce(sum(total_amount_cents) filter (where booking_status <> 'CANCELLED' and created_at >= ${ts(w.start)}), 0) as booked
    from bookings
    where created_at >= ${ts(w.previousStart)} and created_at < ${ts(w.end)}`);
  const lastDay = addDays(w.end, -1);
  const today = utcDay(now);
  const trendEnd = lastDay < today ? lastDay : today;
  const trend =
    trendEnd < w.start
      ? { rows: [] }
      : await db.execute<{ date: string; cents: number | string }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(sum(b.total_amount_cents - coalesce(b.refund_amount_cents, 0)), 0) as cents
    from generate_series(${isoDayOf(w.start)}::timestamp, ${isoDayOf(trendEnd)}::timestamp, interval '1 day') as d(day)
    left join bookings b
      on b.payment_status = 'CONFIRMED'
      and b.created_at >= (d.day at time zone 'UTC')
      and b.created_at < ((d.day + interval '1 day') at time zone 'UTC')
    group by d.day
    order by d.day`);
  const centsOf = await revenueCentsByClass(
    db,
    sql`created_at >= ${ts(w.start)} and created_at < ${ts(w.end)}`,
    earnedCents,
  );
  const row = totals.rows[0]!;
  const current = Number(row.current);
  return {
    totalRevenue: current / 100,
    bookedRevenue: Number(row.booked) / 100,
    startDate: isoDayOf(w.start),
    endDate: isoDayOf(lastDay),
    revenueGrowth: growth(current, Number(row.previous)),
    trend: trend.rows.map((r) => ({ date: r.date, revenue: Number(r.cents) / 100 })),
    revenueByClass: CLASS_TYPES.map((classType) => ({
      classType,
      revenue: (centsOf.get(classType) ?? 0) / 100,
    })),
  };
}

/**
 * Mean seat utilization of the flights departing in the range, whatever their status (booked seats ÷ seats
 * for sale × 100 per flight; a flight with nothing for sale has no utilization and is left out), and its
 * growth against the previous period.
 */
export async function capacityData(
  db: Queryable,
  query: AnalyticsRangeQuery,
  now: Date,
): Promise<CapacityData> {
  const w = rangeWindow(query, now);
  const result = await db.execute<{ current: number | string | null; previous: number | string | null }>(sql`
    with per_flight as (
      select f.departure_at, sum(c.booked_seats)::float8 / nullif(sum(c.capacity), 0) * 100 as utilization
      from flights f
      join flight_classes c on c.flight_id = f.id
      where f.departure_at >= ${ts(w.previousStart)} and f.departure_at < ${ts(w.end)}
      group by f.id, f.departure_at
    )
    select
      avg(utilization) filter (where departure_at >= ${ts(w.start)}) as current,
      avg(utilization) filter (where departure_at < ${ts(w.start)}) as previous
    from per_flight`);
  const current = Number(result.rows[0]?.current ?? 0);
  const previous = Number(result.rows[0]?.previous ?? 0);
  return { averageUtilization: round2(current), utilizationGrowth: growth(current, previous) };
}

interface LoadFactorRow extends Record<string, unknown> {
  id: string;
  flight_number: string;
  departure_city: string;
  departure_at: string | Date;
  arrival_city: string;
  booked: number | string;
  capacity: number | string;
}

/**
 * The flights that are fullest and emptiest: booked seats ÷ seats for sale, all classes (docs/product.md#151-the-dashboard).
 * Without dates, the upcoming ones (not yet departed, neither cancelled nor completed, with seats for sale);
 * with a startDate or endDate, the flights departing in that range that were not cancelled.
 */
export async function loadFactors(db: Queryable, query: LoadFactorQuery, now: Date): Promise<LoadFactors> {
  const limit = query.limit ?? LOAD_FACTOR_LIMIT_DEFAULT;
  let which = sql`f.departure_at > ${ts(now)} and f.status not in ('CANCELLED', 'COMPLETED')`;
  if (query.startDate || query.endDate) {
    const w = rangeWindow(query, now);
    which = sql`f.departure_at >= ${ts(w.start)} and f.departure_at < ${ts(w.end)} and f.status <> 'CANCELLED'`;
  }
  const pick = (order: 'desc' | 'asc') =>
    db.execute<LoadFactorRow>(sql`
      select f.id, f.flight_number, f.departure_city, f.departure_at, f.arrival_city,
        sum(c.booked_seats) as booked, sum(c.capacity) as capacity
      from flights f
      join flight_classes c on c.flight_id = f.id
      where ${which}
      group by f.id
      having sum(c.capacity) > 0
      order by sum(c.booked_seats)::float8 / sum(c.capacity) ${sql.raw(order)}, f.departure_at, f.id
      limit ${limit}`);
  const toLoadFactor = (r: LoadFactorRow): LoadFactor => {
    const booked = Number(r.booked);
    const capacity = Number(r.capacity);
    return {
      _id: r.id,
      flightNumber: r.flight_number,
      departure: { city: r.departure_city, date: new Date(r.departure_at).toISOString() },
      arrival: { city: r.arrival_city },
      bookedSeats: booked,
      seatsForSale: capacity,
      loadFactor: round2((booked / capacity) * 100),
    };
  };
  const [highest, lowest] = await Promise.all([pick('desc'), pick('asc')]);
  return { highest: highest.rows.map(toLoadFactor), lowest: lowest.rows.map(toLoadFactor) };
}
