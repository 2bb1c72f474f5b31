import { z } from 'zod';
import { CANCELLED_FLIGHT_CHOICES } from './cancelled-flight-texts';

/**
 * One flight of a trip cancelled by the airline (docs/product.md#149-return-trips-and-multi-city, decision 088): the trip keeps
 * its other flights, and the traveller chooses a free move of that flight, the whole trip cancelled
 * with everything received refunded, or the other flights kept with that flight's charge refunded.
 */

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
