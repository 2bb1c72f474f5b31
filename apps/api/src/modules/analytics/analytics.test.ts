import {
  type BookingStats,
  type CapacityData,
  type ClassType,
  type RevenueData,
  analyticsMessages,
} from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createFlight, createUser } from '../../test/factories';
import { bookingPassengers, bookings, type UserRow } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { bookingStats, capacityData, revenueData } from './service';

/*
 * A hand-built data set around "now" = Sunday 2026-03-15 12:00 UTC.
 * The expectations below are worked out by hand from these rows.
 */
const NOW = new Date('2026-03-15T12:00:00Z');

interface BookingSpec {
  at: string;
  classType: ClassType;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  paid: boolean;
  dollars: number;
  refund?: number;
}

const BOOKINGS: BookingSpec[] = [
  // March 2026 (31 days): 6 bookings — economy 3, business 1, first 1, private jet 1
  { at: '2026-03-02T10:00:00Z', classType: 'ECONOMY', status: 'CONFIRMED', paid: true, dollars: 200 },
  { at: '2026-03-02T23:59:59Z', classType: 'BUSINESS', status: 'CONFIRMED', paid: true, dollars: 800 },
  { at: '2026-03-10T08:00:00Z', classType: 'ECONOMY', status: 'PENDING', paid: false, dollars: 150 },
  // paid, then cancelled by the customer with a $900 refund: earns $100
  {
    at: '2026-03-15T08:00:00Z',
    classType: 'FIRST',
    status: 'CANCELLED',
    paid: true,
    dollars: 1000,
    refund: 900,
  },
  { at: '2026-03-20T14:00:00Z', classType: 'PRIVATEJET', status: 'CONFIRMED', paid: true, dollars: 5000 },
  // rejected by an admin: never paid, earns nothing
  {
    at: '2026-03-31T23:30:00Z',
    classType: 'ECONOMY',
    status: 'CANCELLED',
    paid: false,
    dollars: 120,
    refund: 0,
  },
  // the first instant of April belongs to April
  { at: '2026-04-01T00:00:00Z', classType: 'ECONOMY', status: 'CONFIRMED', paid: true, dollars: 300 },
  // the 31 days before March (Jan 29 – Feb 28): 4 bookings
  { at: '2026-01-29T00:00:00Z', classType: 'ECONOMY', status: 'CONFIRMED', paid: true, dollars: 100 },
  { at: '2026-02-10T12:00:00Z', classType: 'BUSINESS', status: 'CONFIRMED', paid: true, dollars: 400 },
  { at: '2026-02-27T12:00:00Z', classType: 'ECONOMY', status: 'PENDING', paid: false, dollars: 50 },
  { at: '2026-02-28T23:00:00Z', classType: 'FIRST', status: 'CONFIRMED', paid: true, dollars: 1000 },
  // just before that window
  { at: '2026-01-28T23:59:59Z', classType: 'ECONOMY', status: 'CONFIRMED', paid: true, dollars: 70 },
];

let t: TestApp;
let adminToken: string;
let customer: UserRow;

async function insertBooking(spec: BookingSpec, index: number, flightId: string) {
  const [booking] = await t.app.db
    .insert(bookings)
    .values({
      trackingId: `AN${String(index).padStart(5, '0')}00000`,
      userId: customer.id,
      customerName: 'Ana Analytics',
      email: customer.email,
      totalAmountCents: spec.dollars * 100,
      bookingStatus: spec.status,
      paymentStatus: spec.paid ? 'CONFIRMED' : 'PENDING',
      cancelledAt: spec.status === 'CANCELLED' ? new Date(spec.at) : null,
      refundAmountCents: spec.refund === undefined ? null : spec.refund * 100,
      createdAt: new Date(spec.at),
      updatedAt: new Date(spec.at),
    })
    .returning();
  // its flight, a snapshot of the flight it flies
  await t.app.db.execute(sql`insert into booking_segments
    select ${booking!.id}::uuid, 0, id, flight_number, ${spec.classType}::text, departure_city, departure_at,
      arrival_city, arrival_at from flights where id = ${flightId}`);
  await t.app.db.insert(bookingPassengers).values({
    bookingId: booking!.id,
    flightId,
    firstName: 'Ana',
    lastName: 'Analytics',
    age: 33,
    gender: 'FEMALE',
    seatNumber: `${index + 1}A`,
    mealPreference: 'REGULAR',
    active: spec.status !== 'CANCELLED',
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = tokenFor(t.app, (await createAdmin(t.app.db)).id, 'admin');
  customer = await createUser(t.app.db, { firstName: 'Ana', lastName: 'Analytics' });
  const db = t.app.db;
  const day = (iso: string) => new Date(iso);
  // Flights for utilization (booked seats ÷ seats for sale per flight):
  // March: 60/120 = 50 %, 45/180 = 25 %, 20/20 = 100 %, and the cancelled one 0/100 = 0 % → mean 43.75;
  // a flight with no seats for sale has no utilization and does not count.
  const march = await createFlight(db, {
    departureAt: day('2026-03-05T09:00:00Z'),
    classes: [
      { type: 'ECONOMY', priceCents: 10_000, capacity: 100, bookedSeats: 50 },
      { type: 'BUSINESS', priceCents: 50_000, capacity: 20, bookedSeats: 10 },
    ],
  });
  await createFlight(db, {
    departureAt: day('2026-03-20T09:00:00Z'),
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 180, bookedSeats: 45 }],
  });
  await createFlight(db, {
    departureAt: day('2026-03-31T23:00:00Z'),
    classes: [{ type: 'FIRST', priceCents: 90_000, capacity: 20, bookedSeats: 20 }],
  });
  await createFlight(db, {
    departureAt: day('2026-03-25T09:00:00Z'),
    status: 'CANCELLED',
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 100, bookedSeats: 0 }],
  });
  await createFlight(db, {
    departureAt: day('2026-03-26T09:00:00Z'),
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 0, bookedSeats: 0 }],
  });
  // April 1st: 10/10 = 100 %
  await createFlight(db, {
    departureAt: day('2026-04-01T00:00:00Z'),
    classes: [{ type: 'CHOPPER', priceCents: 200_000, capacity: 6, bookedSeats: 6 }],
  });
  // The 31 days before March: 100/200 = 50 %
  await createFlight(db, {
    departureAt: day('2026-02-14T09:00:00Z'),
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 200, bookedSeats: 100 }],
  });
  for (const [index, spec] of BOOKINGS.entries()) await insertBooking(spec, index, march.id);
});
afterAll(async () => t.close());

const get = <T>(path: string, token = adminToken) =>
  call<T>(t.app, 'GET', `/admin/analytics${path}`, { token });

describe('booking analytics', () => {
  it('counts bookings of every status created in March, per class, against the 31 days before', async () => {
    const res = await get<BookingStats>('/bookings?startDate=2026-03-01&endDate=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: analyticsMessages.bookingAnalytics });
    // 6 in March vs 4 from Jan 29 to Feb 28: +50 %
    expect(res.body.data).toEqual({ totalBookings: 6, bookingGrowth: 50, bookingsByClass: [3, 1, 1] });
  });

  it('defaults to the current month, compared with as many days before it as have begun', async () => {
    // Mar 1–15 have begun: compared with Feb 14–28, which holds 2 → (6 − 2) / 2
    expect(await bookingStats(t.app.db, {}, NOW)).toEqual({
      totalBookings: 6,
      bookingGrowth: 200,
      bookingsByClass: [3, 1, 1],
    });
  });

  it('treats both ends as whole UTC days', async () => {
    // Mar 2 holds two bookings (10:00 and 23:59:59); Mar 1 holds none → growth 0, not infinity
    const one = await get<BookingStats>('/bookings?startDate=2026-03-02&endDate=2026-03-02');
    expect(one.body.data).toEqual({ totalBookings: 2, bookingGrowth: 0, bookingsByClass: [1, 1, 0] });
    const april = await get<BookingStats>('/bookings?startDate=2026-04-01&endDate=2026-04-01');
    expect(april.body.data).toEqual({ totalBookings: 1, bookingGrowth: 0, bookingsByClass: [1, 0, 0] });
  });

  it('reports a decrease as negative growth, rounded to 2 decimals', async () => {
    // Mar 11–20: 2 bookings; Mar 1–10: 3 → (2 − 3) / 3 = −33.33 %
    const res = await get<BookingStats>('/bookings?startDate=2026-03-11&endDate=2026-03-20');
    expect(res.body.data).toEqual({ totalBookings: 2, bookingGrowth: -33.33, bookingsByClass: [0, 0, 1] });
  });

  it('answers zeros for an empty range', async () => {
    const res = await get<BookingStats>('/bookings?startDate=2025-06-01&endDate=2025-06-30');
    expect(res.body.data).toEqual({ totalBookings: 0, bookingGrowth: 0, bookingsByClass: [0, 0, 0] });
  });
});

describe('revenue analytics', () => {
  it('sums paid bookings less refunds for the current month, against as many days before as have begun', async () => {
    const month = await revenueData(t.app.db, { period: 'month' }, NOW);
    // 200 + 800 + (1000 − 900) + 5000 = 6100; 15 days begun, Feb 14–28 took 1000 → +510 %
    expect(month.totalRevenue).toBe(6100);
    expect(month.revenueGrowth).toBe(510);
    // up to today: the days still to come are not drawn as $0
    expect(month.trend).toHaveLength(15);
    expect(month.trend[0]).toEqual({ date: '2026-03-01', revenue: 0 });
    expect(month.trend[1]).toEqual({ date: '2026-03-02', revenue: 1000 });
    expect(month.trend[14]).toEqual({ date: '2026-03-15', revenue: 100 });
    expect(month.trend.at(-1)).toEqual({ date: '2026-03-15', revenue: 100 });
    // by class, the same rule: economy 200, business 800, first 1000 − 900, private jet 5000
    expect(month.revenueByClass).toEqual([
      { classType: 'ECONOMY', revenue: 200 },
      { classType: 'BUSINESS', revenue: 800 },
      { classType: 'FIRST', revenue: 100 },
      { classType: 'PRIVATEJET', revenue: 5000 },
      { classType: 'CHOPPER', revenue: 0 },
    ]);
  });

  it('handles the day, the week (Monday to Sunday) and the year', async () => {
    // the day: $100 today, nothing yesterday → growth 0
    expect(await revenueData(t.app.db, { period: 'day' }, NOW)).toMatchObject({
      totalRevenue: 100,
      revenueGrowth: 0,
      trend: [{ date: '2026-03-15', revenue: 100 }],
    });
    // the week Mar 9–15: $100; Mar 2–8: $1000 → −90 %
    const week = await revenueData(t.app.db, { period: 'week' }, NOW);
    expect(week).toMatchObject({ totalRevenue: 100, revenueGrowth: -90 });
    expect(week.trend.map((p) => p.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    // 2026: 70 + 100 + 400 + 1000 + 6100 + 300 = 7970; nothing in 2025 → growth 0
    const year = await revenueData(t.app.db, { period: 'year' }, NOW);
    expect(year).toMatchObject({ totalRevenue: 7970, revenueGrowth: 0 });
    expect(year.trend).toHaveLength(31 + 28 + 15);
    expect(year.trend.at(-1)?.date).toBe('2026-03-15');
  });

  it('answers through the route with the month by default', async () => {
    const res = await get<RevenueData>('/revenue');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(analyticsMessages.revenueAnalytics);
    const today = new Date();
    expect(res.body.data.trend).toHaveLength(today.getUTCDate());
    expect(res.body.data.startDate).toBe(today.toISOString().slice(0, 8) + '01');
  });
});

describe('capacity analytics', () => {
  it('averages per-flight utilization of the flights departing in the range', async () => {
    const res = await get<CapacityData>('/capacity?startDate=2026-03-01&endDate=2026-03-31');
    expect(res.status).toBe(200);
    // (50 + 25 + 100 + 0) / 4 = 43.75; previous 50 → (43.75 − 50) / 50 = −12.5 %
    expect(res.body.data).toEqual({ averageUtilization: 43.75, utilizationGrowth: -12.5 });
    expect(await capacityData(t.app.db, {}, NOW)).toEqual({
      averageUtilization: 43.75,
      utilizationGrowth: -12.5,
    });
  });

  it('compares with the range of the same length just before', async () => {
    // April: the chopper at 100 %; Mar 2–31: 43.75 → (100 − 43.75) / 43.75 = +128.57 %
    const res = await get<CapacityData>('/capacity?startDate=2026-04-01&endDate=2026-04-30');
    expect(res.body.data).toEqual({ averageUtilization: 100, utilizationGrowth: 128.57 });
    const empty = await get<CapacityData>('/capacity?startDate=2026-06-01&endDate=2026-06-30');
    expect(empty.body.data).toEqual({ averageUtilization: 0, utilizationGrowth: 0 });
  });
});

describe('validation and roles', () => {
  it('refuses bad ranges with 400', async () => {
    for (const path of ['/bookings', '/capacity']) {
      const reversed = await get(`${path}?startDate=2026-03-10&endDate=2026-03-09`);
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toBe(analyticsMessages.startAfterEnd);
      const tooLong = await get(`${path}?startDate=2025-01-01&endDate=2026-01-02`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe(analyticsMessages.rangeTooLong);
      expect((await get(`${path}?startDate=2025-01-01&endDate=2026-01-01`)).status).toBe(200);
      expect((await get(`${path}?startDate=03/01/2026`)).status).toBe(400);
      expect((await get(`${path}?startDate=2026-02-01&endDate=2026-02-30`)).status).toBe(400);
    }
    expect((await get('/revenue?period=quarter')).status).toBe(400);
  });

  it('answers 401 without a token and 403 to a customer token', async () => {
    const customerToken = tokenFor(t.app, customer.id, 'user');
    for (const path of ['/bookings', '/revenue', '/capacity']) {
      expect((await call(t.app, 'GET', `/admin/analytics${path}`)).status).toBe(401);
      const refused = await get(path, customerToken);
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
    }
  });
});
