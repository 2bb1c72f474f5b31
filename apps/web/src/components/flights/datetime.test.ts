import { describe, expect, it } from 'vitest';
import { airportTimeHint, fromLocalInput, toLocalInput } from './datetime';

describe('the date fields of a flight', () => {
  it('round-trip an instant through the local input', () => {
    expect(fromLocalInput(toLocalInput('2026-12-05T18:45:00.000Z'))).toBe('2026-12-05T18:45:00.000Z');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
  });

  it('say the time typed is the admin’s own, and what it is at the airport', () => {
    const typed = toLocalInput('2026-12-05T18:45:00.000Z');
    expect(airportTimeHint('Paris, Charles de Gaulle (CDG)', typed)).toMatch(
      /^Your time \(.+\) · at the airport: Dec 05, 2026 19:45 CET$/,
    );
    expect(airportTimeHint('', typed)).toMatch(/^In your time \(.+\)$/);
    expect(airportTimeHint('Paris, Charles de Gaulle (CDG)', '')).toMatch(/^In your time \(.+\)$/);
  });
});
