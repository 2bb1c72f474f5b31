import { describe, it, expect } from 'vitest';
import {
  DAY_MS,
  AIRPORTS,
  CLASS_TYPES,
  MAX_SEATS,
  OFFSHORE_POINTS,
  airportsExcept,
  cityOf,
  isAirport,
} from '@skylark/contract';
import { buildDemoFlights, isOffshoreFlight, type DemoFlight } from './demo-flights';

const NOW = new Date('2025-03-14T21:37:12.345Z');

const ROMANIAN = [
  'Arad, Arad International (ARW)',
  'Bacău, George Enescu International (BCM)',
  'Baia Mare, Baia Mare Airport (BAY)',
  'Bucharest, Aurel Vlaicu Băneasa (BBU)',
  'Bucharest, Henri Coandă International (OTP)',
  'Cluj-Napoca, Avram Iancu International (CLJ)',
  'Constanța, Mihail Kogălniceanu International (CND)',
  'Craiova, Craiova International (CRA)',
  'Iași, Iași International (IAS)',
  'Oradea, Oradea International (OMR)',
  'Satu Mare, Satu Mare International (SUJ)',
  'Sibiu, Sibiu International (SBZ)',
  'Suceava, Ștefan cel Mare International (SCV)',
  'Târgu Mureș, Transilvania Târgu Mureș International (TGM)',
  'Timișoara, Traian Vuia International (TSR)',
  'Tulcea, Danube Delta Airport (TCE)',
];

const MARKETING = [
  'Paris, Charles de Gaulle (CDG)',
  'Dubai, Dubai International (DXB)',
  'New York, John F. Kennedy International (JFK)',
  'Tokyo, Haneda (HND)',
  'Tokyo, Narita International (NRT)',
];

const isNearlyFull = (flight: DemoFlight): boolean =>
  flight.classes.some((c) => c.capacity - c.bookedSeats >= 1 && c.capacity - c.bookedSeats <= 3);

describe('AIRPORTS', () => {
  it('has about 300 entries', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(280);
    expect(AIRPORTS.length).toBeLessThanOrEqual(330);
  });

  it('is sorted alphabetically', () => {
    expect([...AIRPORTS]).toEqual([...AIRPORTS].sort((a, b) => a.localeCompare(b)));
  });

  it('has no duplicates', () => {
    expect(new Set(AIRPORTS).size).toBe(AIRPORTS.length);
  });

  it('uses the display formats', () => {
    for (const name of AIRPORTS) {
      expect(name).toMatch(/^[^,]+, .+ \((?:[A-Z]{3}|Offshore|Drilling Base)\)$/);
    }
  });

  it('includes the Romanian and marketing airports', () => {
    for (const name of [...ROMANIAN, ...MARKETING]) expect(AIRPORTS).toContain(name);
  });

  it('includes the offshore rigs and drilling bases', () => {
    expect(OFFSHORE_POINTS.length).toBeGreaterThanOrEqual(30);
    expect(OFFSHORE_POINTS).toEqual(
      AIRPORTS.filter((n) => n.endsWith('(Offshore)') || n.endsWith('(Drilling Base)')),
    );
    for (const name of [
      'North Sea, Brent Charlie Platform (Offshore)',
      'North Sea, Johan Sverdrup Field Centre (Offshore)',
      'Gulf of Mexico, Perdido Spar (Offshore)',
      'Black Sea, Neptun Deep Platform (Offshore)',
      'Aberdeen, Bristow Offshore Heliport (Drilling Base)',
    ]) {
      expect(OFFSHORE_POINTS).toContain(name);
    }
  });

  it('answers isAirport, cityOf and airportsExcept', () => {
    expect(isAirport('Paris, Charles de Gaulle (CDG)')).toBe(true);
    expect(isAirport('Paris')).toBe(false);
    expect(cityOf('Paris, Charles de Gaulle (CDG)')).toBe('Paris');
    expect(cityOf('North Sea, Troll A Platform (Offshore)')).toBe('North Sea');
    const arrivals = airportsExcept('Paris, Charles de Gaulle (CDG)');
    expect(arrivals).toHaveLength(AIRPORTS.length - 1);
    expect(arrivals).not.toContain('Paris, Charles de Gaulle (CDG)');
    expect(airportsExcept(undefined)).toEqual(AIRPORTS);
  });
});

describe('buildDemoFlights', () => {
  const flights = buildDemoFlights(NOW);

  it('gives at least 60 flights within the next 120 days, the first a day ahead', () => {
    expect(flights.length).toBeGreaterThanOrEqual(60);
    for (const f of flights) {
      expect(f.departureAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() + DAY_MS);
      expect(f.departureAt.getTime()).toBeLessThanOrEqual(NOW.getTime() + 120 * DAY_MS);
      expect(f.arrivalAt.getTime()).toBeLessThanOrEqual(NOW.getTime() + 120 * DAY_MS);
    }
  });

  it('puts times on the quarter hour', () => {
    for (const f of flights) {
      for (const d of [f.departureAt, f.arrivalAt]) {
        expect(d.getUTCMinutes() % 15).toBe(0);
        expect(d.getUTCSeconds()).toBe(0);
        expect(d.getUTCMilliseconds()).toBe(0);
      }
    }
  });

  it('has unique, valid flight numbers', () => {
    const numbers = flights.map((f) => f.flightNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^[A-Z]{2}\d{3,4}$/);
  });

  it('flies between two different listed airports, arriving after departure', () => {
    for (const f of flights) {
      expect(AIRPORTS).toContain(f.departureCity);
      expect(AIRPORTS).toContain(f.arrivalCity);
      expect(f.arrivalCity).not.toBe(f.departureCity);
      expect(f.arrivalAt.getTime()).toBeGreaterThan(f.departureAt.getTime());
      expect(f.arrivalAt.getTime() - f.departureAt.getTime()).toBeLessThanOrEqual(16 * 60 * 60 * 1000);
    }
  });

  it('serves Paris, Dubai, New York and Tokyo', () => {
    for (const city of ['Paris', 'Dubai', 'New York', 'Tokyo']) {
      expect(flights.some((f) => cityOf(f.arrivalCity) === city)).toBe(true);
    }
  });

  it('represents every class type', () => {
    const types = new Set(flights.flatMap((f) => f.classes.map((c) => c.type)));
    for (const type of CLASS_TYPES) expect(types.has(type)).toBe(true);
  });

  it('flies offshore only by private jet or chopper, and those only offshore', () => {
    const offshore = flights.filter(isOffshoreFlight);
    expect(offshore.length).toBeGreaterThanOrEqual(8);
    for (const f of flights) {
      const types = f.classes.map((c) => c.type);
      const small = types.every((t) => t === 'PRIVATEJET' || t === 'CHOPPER');
      expect(small).toBe(isOffshoreFlight(f));
    }
  });

  it('gives airliners economy and business, priced economy < business < first', () => {
    for (const f of flights.filter((x) => !isOffshoreFlight(x))) {
      const price = new Map(f.classes.map((c) => [c.type, c.priceCents]));
      const economy = price.get('ECONOMY');
      const business = price.get('BUSINESS');
      const first = price.get('FIRST');
      expect(economy).toBeGreaterThan(0);
      expect(business).toBeGreaterThan(economy ?? Infinity);
      if (first !== undefined) expect(first).toBeGreaterThan(business ?? Infinity);
    }
    const withFirst = flights.filter((f) => f.classes.some((c) => c.type === 'FIRST'));
    expect(withFirst.length).toBeGreaterThan(flights.length / 2);
  });

  it('keeps bookedSeats <= capacity <= MAX_SEATS', () => {
    for (const f of flights) {
      expect(f.classes.length).toBeGreaterThan(0);
      expect(new Set(f.classes.map((c) => c.type)).size).toBe(f.classes.length);
      for (const c of f.classes) {
        expect(Number.isInteger(c.priceCents)).toBe(true);
        expect(c.bookedSeats).toBeGreaterThanOrEqual(0);
        expect(c.bookedSeats).toBeLessThanOrEqual(c.capacity);
        expect(c.capacity).toBeGreaterThan(0);
        expect(c.capacity).toBeLessThanOrEqual(MAX_SEATS[c.type]);
      }
    }
  });

  it('has at least 5 nearly-full flights', () => {
    expect(flights.filter(isNearlyFull).length).toBeGreaterThanOrEqual(5);
  });

  it('is mostly SCHEDULED with a few DELAYED', () => {
    const delayed = flights.filter((f) => f.status === 'DELAYED').length;
    expect(delayed).toBeGreaterThan(0);
    expect(flights.filter((f) => f.status === 'SCHEDULED').length).toBe(flights.length - delayed);
    expect(delayed).toBeLessThan(flights.length / 5);
  });

  it('is deterministic for the same now', () => {
    expect(buildDemoFlights(new Date(NOW.getTime()))).toEqual(flights);
  });
});
