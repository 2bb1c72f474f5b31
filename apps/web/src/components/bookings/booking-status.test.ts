import { describe, expect, it } from 'vitest';
import { assistanceLines, bookingTone, orNA, paymentTone } from './booking-status';

describe('booking status rules', () => {
  it('colours bookings green confirmed, yellow pending, red otherwise; payment green only when confirmed', () => {
    expect(bookingTone('CONFIRMED')).toBe('green');
    expect(bookingTone('PENDING')).toBe('yellow');
    expect(bookingTone('CANCELLED')).toBe('red');
    expect(bookingTone(undefined)).toBe('red');
    expect(paymentTone('CONFIRMED')).toBe('green');
    expect(paymentTone('PENDING')).toBe('yellow');
  });

  it('names each assistance need, or "None required"', () => {
    expect(assistanceLines({ wheelchair: true, infant: true, elderly: true })).toEqual([
      'Wheelchair needed',
      'Infant care needed',
      'Elderly assistance needed',
    ]);
    expect(assistanceLines({ wheelchair: false, infant: false, elderly: false })).toEqual(['None required']);
    expect(assistanceLines(null)).toEqual(['None required']);
  });

  it('shows N/A for missing values', () => {
    expect(orNA('')).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA(0)).toBe('0');
  });
});
