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
