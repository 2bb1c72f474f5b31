import { describe, expect, it } from 'vitest';
import { connects, readTripSegments, tripCheckoutPath } from './trip-segments';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const flight = (id: string, from: string, departs: string, to: string, lands: string) => ({
  _id: id,
  departure: { city: from, date: departs },
  arrival: { city: to, date: lands },
});

describe('a trip of several flights', () => {
  const out = flight(A, 'OTP', '2027-07-19T08:00:00.000Z', 'CDG', '2027-07-19T11:00:00.000Z');

  it('connects a flight leaving where the previous one lands, 60 minutes or more after it lands', () => {
    expect(
      connects(out, flight(B, 'CDG', '2027-07-19T12:00:00.000Z', 'OTP', '2027-07-19T15:00:00.000Z')),
    ).toBe(true);
    expect(
      connects(out, flight(B, 'CDG', '2027-07-19T11:59:00.000Z', 'OTP', '2027-07-19T15:00:00.000Z')),
    ).toBe(false);
  });

  it('does not connect a flight from another airport, nor the same flight twice', () => {
    expect(
      connects(out, flight(B, 'LHR', '2027-07-26T12:00:00.000Z', 'OTP', '2027-07-26T15:00:00.000Z')),
    ).toBe(false);
    expect(connects(out, { ...out, departure: { city: 'CDG', date: '2027-07-26T12:00:00.000Z' } })).toBe(
      false,
    );
  });

  it("writes the checkout's address with the search's party, and reads its flights back", () => {
    const segments = [
      { flightId: A, classType: 'ECONOMY' as const },
      { flightId: B, classType: 'BUSINESS' as const },
    ];
    const path = tripCheckoutPath(segments, { adults: 2, children: 1, infants: 1 });
    expect(path).toBe(`/book?segments=${A}%3AECONOMY%2C${B}%3ABUSINESS&adults=2&children=1&infants=1`);
    const params = new URLSearchParams(path.split('?')[1]);
    expect(readTripSegments(params.get('segments'))).toEqual(segments);
    expect(readTripSegments(`${A}:ECONOMY,${B}:JET`)).toBeNull();
    expect(readTripSegments(Array(5).fill(`${A}:ECONOMY`).join(','))).toBeNull();
  });
});
