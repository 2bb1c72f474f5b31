import { DAY_MS, type LoadFactors, type RevenueData, analyticsMessages } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight } from '../../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';

/* The dashboard's chosen range drives every figure (docs/product.md#15-analytics, docs/product.md#151-the-dashboard). */

let t: TestApp;
let agent: string;
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  agent = tokenFor(t.app, (await createAdmin(db, { teamRole: 'agent' })).id, 'admin');
  const june = await createFlight(db, {
    flightNumber: 'RG100',
    departureAt: day('2025-06-11'),
    arrivalAt: new Date(day('2025-06-11').getTime() + 3 * 3600_000),
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 4 }],
  });
  const later = await createFlight(db, {
    flightNumber: 'RG200',
    departureAt: day('2025-06-20'),
    arrivalAt: new Date(day('2025-06-20').getTime() + 3 * 3600_000),
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 10 }],
  });
  const book = (flightId: string, seat: string, at: string, paid: boolean, cents: number) =>
    createBooking(db, {
      flightId,
      classType: 'ECONOMY',
      seats: [seat],
      createdAt: day(at),
      totalAmountCents: cents,
      bookingStatus: paid ? 'CONFIRMED' : 'PENDING',
      paymentStatus: paid ? 'CONFIRMED' : 'PENDING',
    });
  // June 10th: one paid $100, one unpaid $40; June 9th: one paid $70; June 12th: one paid $500
  await book(june.id, '1A', '2025-06-10', true, 10_000);
  await book(june.id, '1B', '2025-06-10', false, 4_000);
  await book(june.id, '1C', '2025-06-09', true, 7_000);
  await book(later.id, '1A', '2025-06-12', true, 50_000);
});
afterAll(() => t.close());

const get = <T>(path: string) => call<T>(t.app, 'GET', `/admin/analytics${path}`, { token: agent });

describe('GET /admin/analytics/revenue with a date range', () => {
  it('counts only the chosen days, paid and booked apart, and the dates win over period', async () => {
    const res = await get<RevenueData>('/revenue?startDate=2025-06-10&endDate=2025-06-10&period=year');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(analyticsMessages.revenueAnalytics);
    expect(res.body.data).toMatchObject({
      totalRevenue: 100,
      bookedRevenue: 140,
      startDate: '2025-06-10',
      endDate: '2025-06-10',
      // June 9th (the day before) took $70 → (100 − 70) / 70
      revenueGrowth: 42.86,
      trend: [{ date: '2025-06-10', revenue: 100 }],
    });
    const economy = res.body.data.revenueByClass.find((c) => c.classType === 'ECONOMY');
    expect(economy?.revenue).toBe(100);
  });

  it('spans several days, one trend point each', async () => {
    const res = await get<RevenueData>('/revenue?startDate=2025-06-09&endDate=2025-06-12');
    expect(res.body.data).toMatchObject({ totalRevenue: 670, bookedRevenue: 710 });
    expect(res.body.data.trend).toEqual([
      { date: '2025-06-09', revenue: 70 },
      { date: '2025-06-10', revenue: 100 },
      { date: '2025-06-11', revenue: 0 },
      { date: '2025-06-12', revenue: 500 },
    ]);
  });

  it('draws no point for the days still to come', async () => {
    const today = new Date();
    const res = await get<RevenueData>(
      `/revenue?startDate=${isoDay(today)}&endDate=${isoDay(new Date(today.getTime() + 5 * DAY_MS))}`,
    );
    expect(res.body.data.trend.map((p) => p.date)).toEqual([isoDay(today)]);
    expect(res.body.data.endDate).toBe(isoDay(new Date(today.getTime() + 5 * DAY_MS)));
    const future = await get<RevenueData>(
      `/revenue?startDate=${isoDay(new Date(today.getTime() + 2 * DAY_MS))}&endDate=${isoDay(new Date(today.getTime() + 3 * DAY_MS))}`,
    );
    expect(future.body.data.trend).toEqual([]);
  });

  it('still answers the period alone, and refuses a bad range with 400', async () => {
    const week = await get<RevenueData>('/revenue?period=day');
    expect(week.status).toBe(200);
    expect(week.body.data.startDate).toBe(isoDay(new Date()));
    const reversed = await get('/revenue?startDate=2025-06-10&endDate=2025-06-09');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(analyticsMessages.startAfterEnd);
    expect((await get('/revenue?startDate=2025-01-01&endDate=2026-01-02')).status).toBe(400);
    expect((await get('/revenue?startDate=2025-02-30')).status).toBe(400);
  });
});

describe('GET /admin/analytics/load-factors with a date range', () => {
  it('ranks the flights departing in the range, departed ones included', async () => {
    const res = await get<LoadFactors>('/load-factors?startDate=2025-06-11&endDate=2025-06-11');
    expect(res.status).toBe(200);
    expect(res.body.data.highest.map((f) => [f.flightNumber, f.loadFactor])).toEqual([['RG100', 75]]);
    const both = await get<LoadFactors>('/load-factors?startDate=2025-06-01&endDate=2025-06-30&limit=1');
    expect(both.body.data.highest.map((f) => f.flightNumber)).toEqual(['RG100']);
    expect(both.body.data.lowest.map((f) => f.flightNumber)).toEqual(['RG200']);
    // without dates, only the upcoming flights: these departed long ago
    const upcoming = await get<LoadFactors>('/load-factors');
    expect(upcoming.body.data.highest.map((f) => f.flightNumber)).not.toContain('RG100');
    expect((await get('/load-factors?startDate=2025-06-12&endDate=2025-06-11')).status).toBe(400);
  });
});

describe('growth compares like with like', () => {
  it('a range still running compares the days begun with as many days before it', async () => {
    const db = t.database.db;
    const flight = await createFlight(db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 20 }],
    });
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    const book = (seat: string, daysAgo: number) =>
      createBooking(db, { flightId: flight.id, classType: 'ECONOMY', seats: [seat], createdAt: at(daysAgo) });
    // today 2 and yesterday 1; 10 days ago 3 more, outside a one-day comparison
    await book('2A', 0);
    await book('2B', 0);
    await book('2C', 1);
    for (const seat of ['3A', '3B', '3C']) await book(seat, 10);
    const today = isoDay(new Date(now));
    const res = await get<{ totalBookings: number; bookingGrowth: number }>(
      `/bookings?startDate=${today}&endDate=${isoDay(new Date(now + 29 * DAY_MS))}`,
    );
    // one day begun: today's 2 against yesterday's 1, not against the 30 days before
    expect(res.body.data).toMatchObject({ totalBookings: 2, bookingGrowth: 100 });
  });
});
