import { HOUR_MS } from '@skylark/contract';
import type { CreateBookingInput } from '@skylark/contract';
import type { Queryable } from '../db/client';
import { createFlight, type FlightClassInput } from './factories';

export const JFK = 'New York, John F. Kennedy International (JFK)';
export const CDG = 'Paris, Charles de Gaulle (CDG)';
export const DXB = 'Dubai, Dubai International (DXB)';

const onWeekend = (at: Date) => [0, 6].includes(at.getUTCDay());

/**
 * Flights along a route of airports, each leaving `gapHours` after the previous lands. Without
 * `firstInHours` the route starts 15 days ahead or later, moved by whole days so that no flight leaves
 * on a weekend, where the weekend offer would price it below the class price, and no flight cancelled
 * from an EU airport owes EU261 compensation, whatever today's date (EU261_NOTICE_DAYS).
 */
export async function route(
  db: Queryable,
  airports: string[],
  options: { firstInHours?: number; gapHours?: number; classes?: FlightClassInput[] } = {},
) {
  const gapMs = (options.gapHours ?? 48) * HOUR_MS;
  const departuresFrom = (first: number) =>
    airports.slice(1).map((_, i) => new Date(first + i * (6 * HOUR_MS + gapMs)));
  let first = Date.now() + (options.firstInHours ?? 360) * HOUR_MS;
  for (let shift = 0; options.firstInHours === undefined && shift < 7; shift++) {
    if (!departuresFrom(first).some(onWeekend)) break;
    first += 24 * HOUR_MS;
  }
  const flights = [];
  for (const [i, departureAt] of departuresFrom(first).entries()) {
    flights.push(
      await createFlight(db, {
        departureCity: airports[i],
        arrivalCity: airports[i + 1],
        departureAt,
        arrivalAt: new Date(departureAt.getTime() + 6 * HOUR_MS),
        classes: options.classes ?? [{ type: 'ECONOMY', priceCents: 20_000, capacity: 60 }],
      }),
    );
  }
  return flights;
}

/** A booking request over several flights for two passengers, ECONOMY. */
export const segmentsRequest = (legs: { flightId: string; seats: string[] }[]): CreateBookingInput => ({
  passengers: [
    { firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' },
    { firstName: 'Charles', lastName: 'Babbage', age: 40, gender: 'MALE' },
  ].slice(0, legs[0]!.seats.length) as CreateBookingInput['passengers'],
  segments: legs.map((l) => ({ flightId: l.flightId, classType: 'ECONOMY', seatNumbers: l.seats })),
  mealPreferences: ['VEGETARIAN', 'REGULAR'].slice(
    0,
    legs[0]!.seats.length,
  ) as CreateBookingInput['mealPreferences'],
  specialAssistance: legs[0]!.seats.map(() => ({ wheelchair: false, infant: false, elderly: false })),
});
