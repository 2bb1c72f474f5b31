import type { CreateBookingInput } from '@skylark/contract';

/** A one-passenger ECONOMY booking of `seat`: the body most booking tests send. */
export const oneSeatBooking = (flightId: string, seat: string): CreateBookingInput => ({
  flightId,
  classType: 'ECONOMY',
  passengers: [{ firstName: 'Test', lastName: 'Traveller', age: 40, gender: 'OTHER' }],
  seatNumbers: [seat],
  mealPreferences: ['REGULAR'],
  specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
});

/**
 * A date of birth that makes `age` the passenger's age on any day of the next 180 days (the tests'
 * departures), for the passengers under 12 whose age must be proven.
 */
export function bornAtAge(age: number, today = new Date()): string {
  const born = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  born.setUTCDate(born.getUTCDate() - 182);
  return born.toISOString().slice(0, 10);
}

/** A passenger as the spec's request sends one, with the date of birth an age under 12 needs. */
export const provenAge = (age: number) => (age < 12 ? { age, dateOfBirth: bornAtAge(age) } : { age });
