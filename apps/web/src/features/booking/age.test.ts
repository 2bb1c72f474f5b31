import { describe, expect, it } from 'vitest';
import { ageFrom } from './age';

describe('ageFrom', () => {
  const today = new Date(2026, 5, 15); // 15 June 2026, local time
  it('counts whole years once the birthday has come this year', () => {
    expect(ageFrom('1990-06-15', today)).toBe(36);
    expect(ageFrom('1990-01-01', today)).toBe(36);
  });
  it('is one less before the birthday', () => {
    expect(ageFrom('1990-06-16', today)).toBe(35);
    expect(ageFrom('1990-12-31', today)).toBe(35);
  });
  it('answers null for a missing or invalid date', () => {
    expect(ageFrom('', today)).toBeNull();
    expect(ageFrom('15/06/1990', today)).toBeNull();
  });
});
