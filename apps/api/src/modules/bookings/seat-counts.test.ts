import { describe, expect, it } from 'vitest';
import { seatsPerClass } from './seat-counts';

describe('seatsPerClass', () => {
  it('sums the seats of each flight class, in (flight, class) order: the order class rows are locked in', () => {
    const a = '0a0e9f3c-0000-4000-8000-000000000000';
    const b = 'f1b2c3d4-0000-4000-8000-000000000000';
    expect(
      seatsPerClass([
        { flightId: b, classType: 'ECONOMY', seats: 1 },
        { flightId: a, classType: 'FIRST', seats: 2 },
        { flightId: b, classType: 'BUSINESS', seats: 1 },
        { flightId: a, classType: 'BUSINESS', seats: 1 },
        { flightId: b, classType: 'ECONOMY', seats: 3 },
      ]),
    ).toEqual([
      { flightId: a, classType: 'BUSINESS', seats: 1 },
      { flightId: a, classType: 'FIRST', seats: 2 },
      { flightId: b, classType: 'BUSINESS', seats: 1 },
      { flightId: b, classType: 'ECONOMY', seats: 4 },
    ]);
  });
});
