// The words of a trip's flight cancelled by the airline, without schemas: the booking pages import them
// on arrival (docs/product.md#149-return-trips-and-multi-city, decision 088)
import { FREE_MOVE_DAYS } from './fare-rules';

export const CANCELLED_FLIGHT_CHOICES = ['KEEP_REST', 'CANCEL_TRIP'] as const;
export type CancelledFlightChoice = (typeof CANCELLED_FLIGHT_CHOICES)[number];

export const cancelledFlightMessages = {
  heading: (flightNumber: string) => `Flight ${flightNumber} has been cancelled by the airline`,
  intro: 'Your other flights are still booked. Please choose what you would like to do:',
  freeMove: `Move this flight free of charge to another flight of the route within ${FREE_MOVE_DAYS} days, while seats last.`,
  freeMoveAction: 'Choose another flight',
  cancelTrip: (refund: string) => `Cancel the whole trip, with everything you paid refunded (${refund}).`,
  cancelTripAction: 'Cancel the whole trip',
  keepRest: (refund: string) => `Keep your other flights, with this flight's fare refunded (${refund}).`,
  keepRestAction: 'Keep my other flights',
  cancelledTag: 'Cancelled by the airline',
  keptRest: (flightNumber: string) =>
    `You kept your other flights; flight ${flightNumber} was cancelled by the airline.`,
  keptRestSaved: 'Your other flights are kept',
  tripCancelled: 'Your trip has been cancelled',
  nothingToChoose: 'No flight of this booking is waiting for your choice',
} as const;
