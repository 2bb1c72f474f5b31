import { describe, expect, it } from 'vitest';
import { createFlightSchema, firstCreateFlightError, firstScheduleError } from './flight-rules';
import type { CreateFlightBody } from './flights';
import { MSG, flightMessages } from './messages';

const NOW = new Date('2030-01-01T12:00:00Z');
const valid: CreateFlightBody = {
  flightNumber: 'MA123',
  departure: { city: 'Paris, Charles de Gaulle (CDG)', date: '2030-01-02T10:00:00Z' },
  arrival: { city: 'Dubai, Dubai International (DXB)', date: '2030-01-02T17:00:00Z' },
  classTypes: [{ type: 'ECONOMY', price: 100, availableSeats: null }],
};

describe('firstCreateFlightError (the create rules of docs/product.md#5-validation-rules, in order)', () => {
  it('accepts a valid flight, 3 or 4 digits, and a departure exactly now', () => {
    expect(firstCreateFlightError(valid, NOW)).toBeNull();
    expect(firstCreateFlightError({ ...valid, flightNumber: 'MA1234' }, NOW)).toBeNull();
    expect(
      firstCreateFlightError({ ...valid, departure: { ...valid.departure, date: NOW.toISOString() } }, NOW),
    ).toBeNull();
  });

  it('answers the first failing rule', () => {
    const everythingWrong: CreateFlightBody = {
      flightNumber: 'M123',
      departure: { city: 'Atlantis', date: '2029-12-31T00:00:00Z' },
      arrival: { city: 'Atlantis', date: '2029-12-30T00:00:00Z' },
      classTypes: [],
    };
    expect(firstCreateFlightError(everythingWrong, NOW)).toBe(MSG.flightNumberPattern);
    const step2 = { ...everythingWrong, flightNumber: 'MA123' };
    expect(firstCreateFlightError(step2, NOW)).toBe(MSG.departureInFuture);
    const step3 = { ...step2, departure: { ...step2.departure, date: '2030-01-03T00:00:00Z' } };
    expect(firstCreateFlightError(step3, NOW)).toBe(MSG.arrivalAfterDeparture);
    const step4 = { ...step3, arrival: { ...step3.arrival, date: '2030-01-03T02:00:00Z' } };
    expect(firstCreateFlightError(step4, NOW)).toBe(MSG.atLeastOneClass);
    const step5 = { ...step4, classTypes: [{ type: 'CHOPPER' as const, price: -1, availableSeats: 7 }] };
    expect(firstCreateFlightError(step5, NOW)).toBe('CHOPPER seats must be between 0 and 6');
    const step6 = { ...step4, classTypes: [{ type: 'CHOPPER' as const, price: -1, availableSeats: 6 }] };
    expect(firstCreateFlightError(step6, NOW)).toBe(flightMessages.pricesNotNegative);
    const step7 = { ...step4, classTypes: [{ type: 'CHOPPER' as const, price: 1 }] };
    expect(firstCreateFlightError(step7, NOW)).toBe(flightMessages.departureNotAirport);
  });

  it('refuses lower-case letters, empty and unreadable dates', () => {
    expect(firstCreateFlightError({ ...valid, flightNumber: 'ma123' }, NOW)).toBe(MSG.flightNumberPattern);
    expect(firstCreateFlightError({ ...valid, departure: { ...valid.departure, date: '' } }, NOW)).toBe(
      MSG.departureInFuture,
    );
    expect(firstCreateFlightError({ ...valid, arrival: { ...valid.arrival, date: 'later' } }, NOW)).toBe(
      MSG.arrivalAfterDeparture,
    );
  });
});

describe('firstScheduleError (limits beyond the spec)', () => {
  const at = (iso: string) => new Date(iso).getTime();
  it('accepts a departure exactly 10 years ahead and a flight of exactly 48 hours', () => {
    expect(firstScheduleError(at('2040-01-01T12:00:00Z'), at('2040-01-03T12:00:00Z'), NOW)).toBeNull();
  });
  it('refuses a departure a minute past 10 years ahead, and a flight a minute over 48 hours', () => {
    expect(firstScheduleError(at('2040-01-01T12:01:00Z'), at('2040-01-01T15:00:00Z'), NOW)).toBe(
      flightMessages.departureTooFar,
    );
    expect(firstScheduleError(at('2030-01-02T10:00:00Z'), at('2030-01-04T10:01:00Z'), NOW)).toBe(
      flightMessages.flightTooLong,
    );
  });
  it('says the limits in words', () => {
    expect(flightMessages.priceTooHigh).toBe('Prices must be at most $1,000,000');
    expect(flightMessages.departureTooFar).toBe('Departure must be within the next 10 years');
    expect(flightMessages.flightTooLong).toBe('A flight may last at most 48 hours');
  });
});

describe('createFlightSchema (every problem, at its field, in order)', () => {
  it('lists all problems with their paths; the first is the rule of firstCreateFlightError', () => {
    const result = createFlightSchema(() => NOW).safeParse({
      flightNumber: 'M1',
      departure: { city: 'Atlantis', date: '2029-12-31T00:00:00Z' },
      arrival: { city: 'Atlantis', date: '2029-12-30T00:00:00Z' },
      classTypes: [],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['flightNumber', MSG.flightNumberPattern],
      ['departure.date', MSG.departureInFuture],
      ['arrival.date', MSG.arrivalAfterDeparture],
      ['classTypes', MSG.atLeastOneClass],
      ['departure.city', flightMessages.departureNotAirport],
      ['arrival.city', flightMessages.arrivalNotAirport],
    ]);
    expect(createFlightSchema(() => NOW).safeParse(valid).success).toBe(true);
  });
});
