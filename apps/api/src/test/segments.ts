import type { CreateBookingInput } from '@skylark/contract';
import type { Queryable } from '../db/client';
import { createFlight, type FlightClassInput } from './factories';

const HOUR_MS = 60 * 60 * 1000;
export const JFK = 'New York, John F. Kennedy International (JFK)';
export const CDG = 'Paris, Charles de Gaulle (CDG)';
export const DXB = 'Dubai, Dubai International (DXB)';

/** Flights along a route of airports, each leaving `gapHours` after the previous lands. */
export async function route(
  db: Queryable,
  airports: string[],
  options: { firstInHours?: number; gapHours?: number; classes?: FlightClassInput[] } = {},
) {
  const flights = [];
  let departureAt = new Date(Date.now() + (options.firstInHours ?? 240) * HOUR_MS);
  for (let i = 1; i < airports.length; i++) {
    const flight = await createFlight(db, {
      departureCity: airports[i - 1],
      arrivalCity: airports[i],
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 6 * HOUR_MS),
      classes: options.classes ?? [{ type: 'ECONOMY', priceCents: 20_000, capacity: 60 }],
    });
    flights.push(flight);
    departureAt = new Date(flight.arrivalAt.getTime() + (options.gapHours ?? 48) * HOUR_MS);
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
