import { describe, expect, it } from 'vitest';
import { airportTimeHint, fromLocalInput, toLocalInput } from './datetime';

const PARIS = 'Paris, Charles de Gaulle (CDG)';
const NEW_YORK = 'New York, John F. Kennedy International (JFK)';

describe('the date fields of a flight', () => {
  it("are typed in the airport's own time, whatever the browser's zone", () => {
    expect(toLocalInput('2026-12-05T18:45:00.000Z', PARIS)).toBe('2026-12-05T19:45');
    expect(fromLocalInput('2026-12-05T19:45', PARIS)).toBe('2026-12-05T18:45:00.000Z');
    expect(fromLocalInput('2026-12-05T19:45', NEW_YORK)).toBe('2026-12-06T00:45:00.000Z');
    // summer time at the airport: Paris is UTC+2 in July
    expect(fromLocalInput('2026-07-05T19:45', PARIS)).toBe('2026-07-05T17:45:00.000Z');
    expect(fromLocalInput('', PARIS)).toBe('');
    expect(fromLocalInput('not a date', PARIS)).toBe('');
  });

  it("say the time is the airport's, with its zone", () => {
    expect(airportTimeHint(PARIS, '2026-12-05T19:45')).toBe('Local time at the airport (CET)');
    expect(airportTimeHint(NEW_YORK, '2026-07-05T19:45')).toBe('Local time at the airport (EDT)');
    expect(airportTimeHint('', '2026-12-05T19:45')).toBe(
      'Local time at the airport: choose the airport first',
    );
  });
});
