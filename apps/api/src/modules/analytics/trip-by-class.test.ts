import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/app';
import { bookingStats, revenueData } from './service';

// The dashboard's figures by class count every flight of a trip (docs/product.md#149-return-trips-and-multi-city, docs/product.md#15-analytics)

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2025-06-20T12:00:00Z');
const MADE = new Date('2025-06-10T09:00:00Z');
const range = { startDate: '2025-06-10', endDate: '2025-06-10' };
let number = 2000 + Math.floor(Math.random() * 7000);

const flight = (from: string, to: string, departureAt: string) =>
  createFlight(t.database.db, {
    flightNumber: `SK${++number}`,
    departureCity: from,
    arrivalCity: to,
    departureAt: new Date(departureAt),
    arrivalAt: new Date(new Date(departureAt).getTime() + 7 * 3_600_000),
    classes: [
      { type: 'ECONOMY', priceCents: 10_000, capacity: 60 },
      { type: 'BUSINESS', priceCents: 30_000, capacity: 20 },
    ],
  });

describe('a trip on the dashboard', () => {
  it('counts in the class of each flight, its revenue shared as its fares were made', async () => {
    const JFK = 'New York, John F. Kennedy International (JFK)';
    const CDG = 'Paris, Charles de Gaulle (CDG)';
    const out = await flight(JFK, CDG, '2025-07-01T10:00:00Z');
    const back = await flight(CDG, JFK, '2025-07-08T10:00:00Z');
    // economy out, business back: 2 passengers x ($100 + $300)
    await createBooking(t.database.db, {
      flightId: out.id,
      classType: 'ECONOMY',
      seats: ['10A', '10B'],
      segments: [{ flightId: back.id, classType: 'BUSINESS', seats: ['2A', '2B'] }],
      totalAmountCents: 80_000,
      createdAt: MADE,
    });
    // economy both ways: counts once in economy
    await createBooking(t.database.db, {
      flightId: out.id,
      classType: 'ECONOMY',
      seats: ['11A'],
      segments: [{ flightId: back.id, classType: 'ECONOMY', seats: ['11A'] }],
      totalAmountCents: 20_000,
      createdAt: MADE,
    });

    const stats = await bookingStats(t.database.db, range, NOW);
    expect(stats.totalBookings).toBe(2);
    expect(stats.bookingsByClass).toEqual([2, 1, 0]);

    const revenue = await revenueData(t.database.db, { ...range, period: 'month' }, NOW);
    expect(revenue.totalRevenue).toBe(1000);
    expect(revenue.revenueByClass).toEqual(
      expect.arrayContaining([
        { classType: 'ECONOMY', revenue: 400 },
        { classType: 'BUSINESS', revenue: 600 },
        { classType: 'FIRST', revenue: 0 },
      ]),
    );
  });
});
