import {
  DAY_MS,
  MAX_SEATS,
  type Flight,
  type FlightPage,
  type SeatsData,
  flightMessages,
  flightPage,
  flightSchema,
} from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight } from '../../db/factories';
import { buildTestApp, call, type TestApp } from '../../test/app';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
/** A UTC midnight 30 days ahead: search-by-day tests use it. */
const day30 = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 30 * DAY_MS);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The next Saturday (UTC) at least 3 days ahead, at 10:00. */
const saturday = (() => {
  const d = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 3 * DAY_MS + 10 * HOUR_MS);
  while (d.getUTCDay() !== 6) d.setTime(d.getTime() + DAY_MS);
  return d;
})();
const wednesdayAfter = (() => {
  const d = new Date(saturday.getTime() + 4 * DAY_MS);
  return d;
})();

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  // a past flight: never listed to customers
  await createFlight(db, {
    flightNumber: 'PA100',
    departureAt: new Date(Date.now() - 2 * DAY_MS),
    classes: [{ type: 'ECONOMY', priceCents: 100 }],
  });
  await createFlight(db, {
    flightNumber: 'SK300',
    departureCity: 'Paris, Charles de Gaulle (CDG)',
    arrivalCity: 'Dubai, Dubai International (DXB)',
    departureAt: new Date(day30.getTime() + 9 * HOUR_MS),
    classes: [
      { type: 'ECONOMY', priceCents: 39_950, capacity: 10, bookedSeats: 9 },
      { type: 'BUSINESS', priceCents: 120_000, capacity: 4 },
    ],
  });
  await createFlight(db, {
    flightNumber: 'SK200',
    departureCity: 'London, Heathrow (LHR)',
    arrivalCity: 'New York, John F. Kennedy International (JFK)',
    departureAt: saturday,
    classes: [{ type: 'FIRST', priceCents: 250_000, capacity: 8 }],
  });
  await createFlight(db, {
    flightNumber: 'SK100',
    departureCity: 'New York, John F. Kennedy International (JFK)',
    arrivalCity: 'Paris, Charles de Gaulle (CDG)',
    departureAt: wednesdayAfter,
    status: 'CANCELLED',
    classes: [{ type: 'ECONOMY', priceCents: 19_900 }],
  });
  await createFlight(db, {
    flightNumber: 'SK400',
    departureCity: 'Aberdeen, Bristow Offshore Heliport (Drilling Base)',
    arrivalCity: 'North Sea, Brent Charlie Platform (Offshore)',
    departureAt: new Date(Date.now() + 90 * DAY_MS),
    classes: [{ type: 'CHOPPER', priceCents: 150_000, capacity: 6 }],
  });
});
afterAll(async () => t.close());

const numbers = (page: FlightPage) => page.data.map((f) => f.flightNumber);

describe('GET /user/flights', () => {
  it('answers the wrapper and the list shape, flights not departed yet in any status, by date ascending', async () => {
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
    expect(numbers(res.body.data)).toContain('SK100'); // CANCELLED is still listed
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
        await createFlight(local.database.db, { departureAt: new Date(Date.now() + (2 + i) * HOUR_MS) });
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

  it('refuses an unknown sort key or order', async () => {
    expect((await call(t.app, 'GET', '/user/flights?sort=city')).status).toBe(400);
    expect((await call(t.app, 'GET', '/user/flights?order=up')).status).toBe(400);
  });

  it('filters by offer: early-bird 60+ days ahead, weekend departures, family all', async () => {
    const early = await call<FlightPage>(t.app, 'GET', '/user/flights?offer=early-bird');
    expect(numbers(early.body.data)).toEqual(['SK400']);
    const weekend = await call<FlightPage>(t.app, 'GET', '/user/flights?offer=weekend');
    expect(numbers(weekend.body.data)).toContain('SK200');
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
    const res = await call<FlightPage>(t.app, 'GET', `/user/flights/search?departureDate=${isoDay(day30)}`);
    expect(numbers(res.body.data)).toEqual(['SK300']);
    const none = await call<FlightPage>(
      t.app,
      'GET',
      `/user/flights/search?departureDate=${isoDay(new Date(day30.getTime() + DAY_MS))}`,
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
      `/user/flights/search?departureCity=paris&arrivalCity=dubai&departureDate=${isoDay(day30)}&classType=BUSINESS&passengers=3`,
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

describe('GET /user/flights/:id', () => {
  it('answers one flight, departed or not', async () => {
    const past = await createFlight(t.database.db, { departureAt: new Date(Date.now() - DAY_MS) });
    const res = await call<Flight>(t.app, 'GET', `/user/flights/${past.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: past.id,
      flightNumber: past.flightNumber,
      status: 'SCHEDULED',
    });
  });

  it('answers 404 "Flight not found" for an unknown id and 400 for a malformed one', async () => {
    const res = await call(t.app, 'GET', '/user/flights/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 404,
      message: 'Flight not found',
      data: null,
    });
    expect((await call(t.app, 'GET', '/user/flights/not-an-id')).status).toBe(400);
  });
});

describe('GET /user/flights/:id/seats', () => {
  const seatPattern = /^(\d+)([A-F])$/;
  const rowLetter = (s: string) => {
    const [, row, letter] = seatPattern.exec(s)!;
    return [Number(row), letter!] as const;
  };
  const isSorted = (seats: string[]) =>
    seats.every((s, i) => {
      if (i === 0) return true;
      const [r0, l0] = rowLetter(seats[i - 1]!);
      const [r1, l1] = rowLetter(s);
      return r0 < r1 || (r0 === r1 && l0 < l1);
    });

  it('gives a class of N seats exactly N seats, a number and a letter A-F, sorted by row then letter', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [
        { type: 'FIRST', priceCents: 300_000, capacity: 8 },
        { type: 'BUSINESS', priceCents: 150_000, capacity: 13 },
        { type: 'ECONOMY', priceCents: 30_000, capacity: MAX_SEATS.ECONOMY },
      ],
    });
    const first = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=FIRST`);
    expect(first.status).toBe(200);
    expect(first.body.data.availableSeats.map((s) => s.seatNumber)).toEqual([
      '1A',
      '1B',
      '1C',
      '1D',
      '1E',
      '1F',
      '2A',
      '2B',
    ]);
    const business = (
      await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=BUSINESS`)
    ).body.data;
    const businessSeats = business.availableSeats.map((s) => s.seatNumber);
    expect(businessSeats).toHaveLength(13);
    expect(businessSeats[0]).toBe('3A'); // rows follow FIRST
    expect(businessSeats.at(-1)).toBe('5A'); // a partial last row
    const economy = (
      await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=ECONOMY`)
    ).body.data;
    const economySeats = economy.availableSeats.map((s) => s.seatNumber);
    expect(economySeats).toHaveLength(MAX_SEATS.ECONOMY);
    expect(new Set(economySeats).size).toBe(MAX_SEATS.ECONOMY);
    for (const seat of economySeats) expect(seat).toMatch(seatPattern);
    expect(isSorted(economySeats)).toBe(true);
    expect(economySeats[0]).toBe('6A');
    expect(economySeats.slice(0, 8)).toEqual(['6A', '6B', '6C', '6D', '6E', '6F', '7A', '7B']);
  });

  it('numbers private-jet and chopper cabins from row 1', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [
        { type: 'PRIVATEJET', priceCents: 900_000, capacity: 12 },
        { type: 'CHOPPER', priceCents: 200_000, capacity: 5 },
      ],
    });
    const jet = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=PRIVATEJET`);
    expect(jet.body.data.availableSeats.map((s) => s.seatNumber)).toEqual([
      '1A',
      '1B',
      '1C',
      '1D',
      '1E',
      '1F',
      '2A',
      '2B',
      '2C',
      '2D',
      '2E',
      '2F',
    ]);
    const chopper = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=CHOPPER`);
    expect(chopper.body.data.availableSeats.map((s) => s.seatNumber)).toEqual(['1A', '1B', '1C', '1D', '1E']);
  });

  it('leaves out the seats held by active bookings, and gives them back once inactive', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 12 }],
    });
    await createBooking(t.database.db, { flightId: flight.id, classType: 'ECONOMY', seats: ['1C', '2A'] });
    const res = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=ECONOMY`);
    const seats = res.body.data.availableSeats.map((s) => s.seatNumber);
    expect(seats).toHaveLength(10);
    expect(seats).not.toContain('1C');
    expect(seats).not.toContain('2A');
    expect(isSorted(seats)).toBe(true);
    const detail = await call<Flight>(t.app, 'GET', `/user/flights/${flight.id}`);
    expect(detail.body.data.availableSeats).toBe(10);
  });

  it('requires the class in upper case, and a class the flight has', async () => {
    const flight = await createFlight(t.database.db);
    expect((await call(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=economy`)).status).toBe(400);
    expect((await call(t.app, 'GET', `/user/flights/${flight.id}/seats`)).status).toBe(400);
    const missing = await call(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=FIRST`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This flight has no FIRST class');
    const unknown = await call(
      t.app,
      'GET',
      '/user/flights/00000000-0000-4000-8000-000000000000/seats?classType=FIRST',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Flight not found');
  });
});
