import {
  isoDayOf,
  DAY_MS,
  type Flight,
  type FlightPage,
  flightMessages,
  flightPage,
  flightSchema,
  HOUR_MS,
} from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { buildTestApp, call } from '../../test/app';
import { day30, numbers, t, useFlightsFixture } from '../../test/flights-fixture';

useFlightsFixture();

describe('GET /user/flights', () => {
  it('answers the wrapper and the list shape, flights not departed yet nor cancelled, by date ascending', async () => {
    const res = await call<FlightPage>(t.app, 'GET', '/user/flights');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      statusCode: 200,
      message: flightMessages.flightsRetrieved,
    });
    expect(() => flightPage.parse(res.body.data)).not.toThrow();
    expect(res.body.data).toMatchObject({ currentPage: 1, totalPages: 1, totalFlights: 4 });
    expect(numbers(res.body.data)).not.toContain('PA100');
    expect(numbers(res.body.data)).toContain('SK100'); // DELAYED is still listed
    expect(numbers(res.body.data)).not.toContain('SK500'); // CANCELLED is not
    const dates = res.body.data.data.map((f) => f.departureTime);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers a flight with dollars, seats left per class and in all, the lowest price', async () => {
    const res = await call<FlightPage>(t.app, 'GET', '/user/flights');
    const flight = res.body.data.data.find((f) => f.flightNumber === 'SK300')!;
    expect(() => flightSchema.parse(flight)).not.toThrow();
    expect(flight.classTypes).toEqual([
      expect.objectContaining({ type: 'ECONOMY', price: 399.5, availableSeats: 1, totalSeats: 10 }),
      expect.objectContaining({ type: 'BUSINESS', price: 1200, availableSeats: 4, totalSeats: 4 }),
    ]);
    expect(flight.availableSeats).toBe(5);
    expect(flight.lowestPrice).toBe(399.5);
    expect(flight.departureTime).toBe(flight.departure.date);
    expect(flight.departure).toEqual({
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(day30.getTime() + 9 * HOUR_MS).toISOString(),
    });
  });

  it('pages with limit and page, and caps limit at 100', async () => {
    const first = await call<FlightPage>(t.app, 'GET', '/user/flights?limit=3');
    expect(first.body.data).toMatchObject({ currentPage: 1, totalPages: 2, totalFlights: 4 });
    expect(first.body.data.data).toHaveLength(3);
    const second = await call<FlightPage>(t.app, 'GET', '/user/flights?limit=3&page=2');
    expect(second.body.data).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(second.body.data.data).toHaveLength(1);
    expect(numbers(second.body.data)).not.toContain(numbers(first.body.data)[0]);
    const zero = await call(t.app, 'GET', '/user/flights?limit=0');
    expect(zero.status).toBe(400);
    expect(zero.body.success).toBe(false);
    expect((await call(t.app, 'GET', '/user/flights?page=0')).status).toBe(400);
  });

  it('caps a limit above 100 at 100 rows a page', async () => {
    const local = await buildTestApp();
    try {
      for (let i = 0; i < 101; i++) {
        await createFlight(local.database.db, { departureAt: new Date(Date.now() + (3 + i) * HOUR_MS) });
      }
      const page = await call<FlightPage>(local.app, 'GET', '/user/flights?limit=500');
      expect(page.status).toBe(200);
      expect(page.body.data.data).toHaveLength(100);
      expect(page.body.data).toMatchObject({ totalFlights: 101, totalPages: 2, currentPage: 1 });
    } finally {
      await local.close();
    }
  });

  it.each([
    ['date', 'asc', (f: Flight) => f.departureTime],
    ['date', 'desc', (f: Flight) => f.departureTime],
    ['price', 'asc', (f: Flight) => f.lowestPrice],
    ['price', 'desc', (f: Flight) => f.lowestPrice],
    ['flightNumber', 'asc', (f: Flight) => f.flightNumber],
    ['flightNumber', 'desc', (f: Flight) => f.flightNumber],
  ] as [string, string, (f: Flight) => string | number][])('sorts by %s %s', async (sort, order, key) => {
    const res = await call<FlightPage>(t.app, 'GET', `/user/flights?sort=${sort}&order=${order}`);
    expect(res.status).toBe(200);
    const keys = res.body.data.data.map(key);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
    expect(new Set(keys).size).toBe(4);
  });

  it('sorts by duration, shortest first, or longest first with desc', async () => {
    const asc = await call<FlightPage>(t.app, 'GET', '/user/flights?sort=duration');
    expect(numbers(asc.body.data)).toEqual(['SK400', 'SK100', 'SK300', 'SK200']);
    const desc = await call<FlightPage>(t.app, 'GET', '/user/flights?sort=duration&order=desc');
    expect(numbers(desc.body.data)).toEqual(['SK200', 'SK300', 'SK100', 'SK400']);
    const search = await call<FlightPage>(t.app, 'GET', '/user/flights/search?sort=duration');
    expect(numbers(search.body.data)).toEqual(['SK400', 'SK100', 'SK300', 'SK200']);
  });

  it('refuses an unknown sort key or order', async () => {
    expect((await call(t.app, 'GET', '/user/flights?sort=city')).status).toBe(400);
    expect((await call(t.app, 'GET', '/user/flights?order=up')).status).toBe(400);
  });

  it('filters by offer: early-bird 60+ days ahead, weekend departures, family all', async () => {
    const early = await call<FlightPage>(t.app, 'GET', '/user/flights?offer=early-bird');
    expect(numbers(early.body.data)).toEqual(['SK400']);
    expect(early.body.data.totalFlights).toBe(1);
    const weekend = await call<FlightPage>(t.app, 'GET', '/user/flights?offer=weekend');
    expect(numbers(weekend.body.data)).toContain('SK200');
    expect(weekend.body.data.totalFlights).toBe(weekend.body.data.data.length);
    expect(numbers(weekend.body.data)).not.toContain('SK500');
    expect(numbers(weekend.body.data)).not.toContain('SK100');
    for (const f of weekend.body.data.data) expect([0, 6]).toContain(new Date(f.departureTime).getUTCDay());
    const family = await call<FlightPage>(t.app, 'GET', '/user/flights?offer=family');
    expect(family.body.data.totalFlights).toBe(4);
    expect((await call(t.app, 'GET', '/user/flights?offer=summer')).status).toBe(400);
  });
});

describe('GET /user/flights/search', () => {
  it('matches the departure city case-insensitively by substring', async () => {
    const res = await call<FlightPage>(t.app, 'GET', '/user/flights/search?departureCity=pARis');
    expect(res.status).toBe(200);
    expect(numbers(res.body.data)).toEqual(['SK300']);
    expect(res.body.data).toMatchObject({ currentPage: 1, totalPages: 1, totalFlights: 1 });
  });

  it('matches the arrival city case-insensitively by substring', async () => {
    const res = await call<FlightPage>(t.app, 'GET', '/user/flights/search?arrivalCity=new%20york');
    expect(numbers(res.body.data)).toEqual(['SK200']);
    const paris = await call<FlightPage>(t.app, 'GET', '/user/flights/search?arrivalCity=CDG');
    expect(numbers(paris.body.data)).toEqual(['SK100']);
  });

  it('takes pattern characters literally', async () => {
    const res = await call<FlightPage>(t.app, 'GET', '/user/flights/search?departureCity=%25');
    expect(res.body.data.totalFlights).toBe(0);
  });

  it('matches departureDate as a UTC calendar day', async () => {
    const res = await call<FlightPage>(t.app, 'GET', `/user/flights/search?departureDate=${isoDayOf(day30)}`);
    expect(numbers(res.body.data)).toEqual(['SK300']);
    const none = await call<FlightPage>(
      t.app,
      'GET',
      `/user/flights/search?departureDate=${isoDayOf(new Date(day30.getTime() + DAY_MS))}`,
    );
    expect(none.body.data.data.filter((f) => f.flightNumber === 'SK300')).toHaveLength(0);
    expect((await call(t.app, 'GET', '/user/flights/search?departureDate=30-12-2030')).status).toBe(400);
    expect((await call(t.app, 'GET', '/user/flights/search?departureDate=2030-02-31')).status).toBe(400);
  });

  it('matches classType', async () => {
    const res = await call<FlightPage>(t.app, 'GET', '/user/flights/search?classType=CHOPPER');
    expect(numbers(res.body.data)).toEqual(['SK400']);
    const business = await call<FlightPage>(t.app, 'GET', '/user/flights/search?classType=BUSINESS');
    expect(numbers(business.body.data)).toEqual(['SK300']);
  });

  it('matches passengers against the seats left in the class (default 1)', async () => {
    const one = await call<FlightPage>(t.app, 'GET', '/user/flights/search?classType=ECONOMY');
    expect(numbers(one.body.data).sort()).toEqual(['SK100', 'SK300']);
    const two = await call<FlightPage>(t.app, 'GET', '/user/flights/search?classType=ECONOMY&passengers=2');
    expect(numbers(two.body.data)).toEqual(['SK100']);
    const party = await call<FlightPage>(
      t.app,
      'GET',
      '/user/flights/search?departureCity=paris&passengers=4',
    );
    expect(numbers(party.body.data)).toEqual(['SK300']); // BUSINESS still has 4
    const big = await call<FlightPage>(t.app, 'GET', '/user/flights/search?departureCity=paris&passengers=5');
    expect(big.body.data.totalFlights).toBe(0);
    expect((await call(t.app, 'GET', '/user/flights/search?passengers=0')).status).toBe(400);
  });

  it('combines the parameters, never shows departed flights, and pages', async () => {
    const res = await call<FlightPage>(
      t.app,
      'GET',
      `/user/flights/search?departureCity=paris&arrivalCity=dubai&departureDate=${isoDayOf(day30)}&classType=BUSINESS&passengers=3`,
    );
    expect(numbers(res.body.data)).toEqual(['SK300']);
    const past = await call<FlightPage>(t.app, 'GET', '/user/flights/search?departureCity=new%20york');
    expect(numbers(past.body.data)).toEqual(['SK100']);
    const paged = await call<FlightPage>(t.app, 'GET', '/user/flights/search?limit=2&page=2');
    expect(paged.body.data).toMatchObject({ currentPage: 2, totalPages: 2, totalFlights: 4 });
    expect(paged.body.data.data).toHaveLength(2);
    expect((await call(t.app, 'GET', '/user/flights/search?classType=economy')).status).toBe(400);
  });
});
