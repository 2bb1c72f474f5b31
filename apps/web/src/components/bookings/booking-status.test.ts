import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { assistanceLines, assistanceNeeds, bookingTone, orNA, paymentTone } from './booking-status';

const english = i18n.getFixedT('en', 'bookings');
const spanish = () => i18n.getFixedT('es', 'bookings');

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
    expect(assistanceLines(english, { wheelchair: true, infant: true, elderly: true })).toEqual([
      'Wheelchair needed',
      'Infant care needed',
      'Elderly assistance needed',
    ]);
    expect(assistanceLines(english, { wheelchair: false, infant: false, elderly: false })).toEqual([
      'None required',
    ]);
    expect(assistanceLines(english, null)).toEqual(['None required']);
    expect(assistanceNeeds(english, null)).toEqual([]);
  });

  it('shows N/A for missing values', () => {
    expect(orNA(english, '')).toBe('N/A');
    expect(orNA(english, null)).toBe('N/A');
    expect(orNA(english, 0)).toBe('0');
  });

  it('writes the needs and N/A in the language shown', async () => {
    const { loadAllTexts } = await import('@/lib/i18n');
    await loadAllTexts('es');
    expect(assistanceLines(spanish(), { wheelchair: true, infant: false, elderly: false })).toEqual([
      'Necesita silla de ruedas',
    ]);
    expect(orNA(spanish(), null)).toBe('N/D');
  });
});
