import { DAY_MS, type FlightPage, HOUR_MS } from '@skylark/contract';
import { afterAll, beforeAll } from 'vitest';
import { createFlight } from './factories';
import { buildTestApp, type TestApp } from './app';

// Live bindings: set by useFlightsFixture's beforeAll, read by the test files that import them.
export let t: TestApp;
/** A UTC midnight 30 days ahead: search-by-day tests use it. */
export const day30 = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 30 * DAY_MS);
/** The next Saturday (UTC) at least 3 days ahead, at 10:00. */
export const saturday = (() => {
  const d = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 3 * DAY_MS + 10 * HOUR_MS);
  while (d.getUTCDay() !== 6) d.setTime(d.getTime() + DAY_MS);
  return d;
})();
export const wednesdayAfter = (() => {
  const d = new Date(saturday.getTime() + 4 * DAY_MS);
  return d;
})();

/** The flights every public-read test reads, on a fresh server per test file. */
export function useFlightsFixture() {
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
      arrivalAt: new Date(day30.getTime() + 16 * HOUR_MS),
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
      arrivalAt: new Date(wednesdayAfter.getTime() + 2 * HOUR_MS),
      status: 'DELAYED',
      classes: [{ type: 'ECONOMY', priceCents: 19_900 }],
    });
    await createFlight(db, {
      flightNumber: 'SK400',
      departureCity: 'Aberdeen, Bristow Offshore Heliport (Drilling Base)',
      arrivalCity: 'North Sea, Brent Charlie Platform (Offshore)',
      departureAt: new Date(Date.now() + 90 * DAY_MS),
      arrivalAt: new Date(Date.now() + 90 * DAY_MS + 1.5 * HOUR_MS),
      classes: [{ type: 'CHOPPER', priceCents: 150_000, capacity: 6 }],
    });
    // cancelled, on a Saturday 10 weeks ahead: never listed nor counted (docs/product.md#131-the-flight-list)
    await createFlight(db, {
      flightNumber: 'SK500',
      departureCity: 'Paris, Charles de Gaulle (CDG)',
      arrivalCity: 'New York, John F. Kennedy International (JFK)',
      departureAt: new Date(saturday.getTime() + 70 * DAY_MS),
      status: 'CANCELLED',
      classes: [{ type: 'ECONOMY', priceCents: 19_900 }],
    });
  });
  afterAll(async () => t.close());
}

export const numbers = (page: FlightPage) => page.data.map((f) => f.flightNumber);
