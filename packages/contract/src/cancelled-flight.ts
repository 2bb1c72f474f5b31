import { z } from 'zod';
import { FREE_MOVE_DAYS } from './fare-rules';

/**
 * One flight of a trip cancelled by the airline (docs/product.md §14.9, decision 088): the trip keeps
 * its other flights, and the traveller chooses a free move of that flight, the whole trip cancelled
 * with everything received refunded, or the other flights kept with that flight's charge refunded.
 */

export const CANCELLED_FLIGHT_CHOICES = ['KEEP_REST', 'CANCEL_TRIP'] as const;
export type CancelledFlightChoice = (typeof CANCELLED_FLIGHT_CHOICES)[number];

export const cancelledFlightSchema = z.object({
  /** the flight of the trip cancelled, 0-based as in `segments` */
  segment: z.number().int(),
  flightNumber: z.string(),
  /** what the traveller chose, or null while the choice is open */
  choice: z.enum(CANCELLED_FLIGHT_CHOICES).nullable(),
  /** dollars, from the booking's ledger: what keeping the other flights refunds, and cancelling the trip */
  keepRestRefund: z.number(),
  cancelTripRefund: z.number(),
});
export type CancelledFlight = z.infer<typeof cancelledFlightSchema>;

export const CANCELLED_FLIGHT_TEXT = {
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
