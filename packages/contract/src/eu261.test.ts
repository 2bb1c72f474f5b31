import { describe, expect, it } from 'vitest';
import { AIRPORTS } from './airports';
import { EU261_DEFAULT_BANDS, eu261Compensation, eu261Covers, eu261Euros } from './eu261';

const name = (code: string) => AIRPORTS.find((a) => a.endsWith(`(${code})`))!;

describe('EU261', () => {
  it('covers flights leaving the EU, Iceland, Norway and Switzerland, not the United Kingdom', () => {
    expect(['CDG', 'FRA', 'OTP', 'KEF', 'OSL', 'ZRH'].map((c) => eu261Covers(name(c)))).toEqual(
      Array(6).fill(true),
    );
    expect(['LHR', 'JFK', 'DXB', 'HND', 'IST'].map((c) => eu261Covers(name(c)))).toEqual(
      Array(5).fill(false),
    );
  });

  it('sets the amount by the band of the great-circle distance', () => {
    expect(eu261Compensation(name('CDG'), name('LHR'), EU261_DEFAULT_BANDS)?.euros).toBe(250);
    expect(eu261Compensation(name('CDG'), name('DXB'), EU261_DEFAULT_BANDS)?.euros).toBe(600);
    expect(eu261Compensation(name('CDG'), name('JFK'), EU261_DEFAULT_BANDS)).toEqual({
      distanceKm: expect.closeTo(5837, -2) as number,
      euros: 600,
    });
    // over 1,500 km outside the EU: the medium band; inside it, whatever the length
    expect(eu261Compensation(name('CDG'), name('CAI'), EU261_DEFAULT_BANDS)?.euros).toBe(400);
    expect(eu261Euros(3600, true, EU261_DEFAULT_BANDS)).toBe(400);
    expect(eu261Euros(3600, false, EU261_DEFAULT_BANDS)).toBe(600);
    expect(eu261Euros(1500, false, EU261_DEFAULT_BANDS)).toBe(250);
    expect(eu261Euros(1501, false, EU261_DEFAULT_BANDS)).toBe(400);
    expect(eu261Euros(3500, false, EU261_DEFAULT_BANDS)).toBe(400);
  });

  it('owes nothing under it for a flight leaving elsewhere', () => {
    expect(eu261Compensation(name('JFK'), name('CDG'), EU261_DEFAULT_BANDS)).toBeNull();
    expect(eu261Compensation(name('LHR'), name('CDG'), EU261_DEFAULT_BANDS)).toBeNull();
  });
});
