import { describe, expect, it } from 'vitest';
import { formatMoney, groupThousands, isoDayOf, localDay } from './format';

describe('isoDayOf', () => {
  it('writes the UTC day by default, and the clock’s own day when asked', () => {
    const late = new Date('2026-12-31T23:30:00.000Z');
    expect(isoDayOf(late)).toBe('2026-12-31');
    const local = new Date(2027, 0, 2, 0, 15);
    expect(isoDayOf(local, 'local')).toBe('2027-01-02');
    expect(localDay(local)).toBe('2027-01-02');
  });

  it('pads the month and the day', () => {
    expect(isoDayOf(new Date('2026-03-04T00:00:00.000Z'))).toBe('2026-03-04');
    expect(isoDayOf(new Date('0001-01-01T00:00:00.000Z'))).toBe('0001-01-01');
  });
});

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -1234, -999])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('formatMoney', () => {
  it('writes dollars with a $ prefix, thousands separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney('459.98')).toBe('$459.98');
    expect(formatMoney(0.005)).toBe('$0.01');
  });

  it('writes a missing or unreadable amount as $0.00, and a refund owed as negative', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney(-12.5)).toBe('-$12.50');
  });
});
