import { z } from 'zod';
import { FLIGHT_STATUSES } from './constants';
import { disruptionCauseField } from './eu261';

/** POST /admin/flights/:id/cancel: the bodiless request, or the cause for EU261 (docs/product.md#1414-eu261-notice-of-rights-and-compensation). */
export const cancelFlightBody = z.object({ cause: disruptionCauseField }).nullish();
export type CancelFlightBody = z.infer<typeof cancelFlightBody>;

/** A flight's cancellation: what it does to the bookings, before (a preview) and after (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
export const flightCancellationSchema = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  departure: z.object({ city: z.string(), date: z.string() }),
  /** the active bookings cancelled with the flight, each refunded what was paid */
  bookings: z.array(
    z.object({
      _id: z.string(),
      trackingId: z.string(),
      customerName: z.string(),
      travellers: z.number().int(),
      paid: z.boolean(),
      refundAmount: z.number(),
    }),
  ),
  travellers: z.number().int(),
  refundTotal: z.number(),
  /**
   * the trips (bookings of several flights) that fly it beside their other flights: they keep those,
   * and their travellers choose what becomes of this one (decision 088)
   */
  trips: z
    .array(
      z.object({
        _id: z.string(),
        trackingId: z.string(),
        customerName: z.string(),
        travellers: z.number().int(),
        /** the trip's flights, this one included */
        flights: z.number().int(),
      }),
    )
    .optional(),
});
export type FlightCancellation = z.infer<typeof flightCancellationSchema>;

/** GET /admin/flights/today: the departures of the next 24 hours (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */
export const TODAY_BOARD_HOURS = 24;
export const TODAY_BOARD_MAX_FLIGHTS = 200;
export const todayFlightSchema = z.object({
  _id: z.string(),
  flightNumber: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  departure: z.object({ city: z.string(), date: z.string() }),
  arrival: z.object({ city: z.string(), date: z.string() }),
  bookedSeats: z.number().int(),
  seatsForSale: z.number().int(),
  /** booked ÷ for sale × 100, 2 decimals; 0 with nothing for sale */
  loadFactor: z.number(),
  /** travellers of active bookings checked in online (docs/product.md#146-online-check-in-and-boarding-passes) */
  checkedIn: z.number().int().nullable(),
  /** PENDING bookings on the flight, waiting for their payment */
  pendingPayments: z.number().int(),
});
export type TodayFlight = z.infer<typeof todayFlightSchema>;
export const todayBoardSchema = z.object({
  from: z.string(),
  to: z.string(),
  flights: z.array(todayFlightSchema),
});
export type TodayBoard = z.infer<typeof todayBoardSchema>;

export const flightDeskMessages = {
  cancelFlight: 'Cancel Flight',
  keepFlight: 'Keep Flight',
  flightCancelled: 'Flight cancelled',
  alreadyCancelled: 'This flight is already cancelled',
  cancelPreview: (bookings: number, travellers: number, refund: string) =>
    `${bookings} booking${bookings === 1 ? '' : 's'} with ${travellers} traveller${travellers === 1 ? '' : 's'} will be cancelled; ${refund} will be refunded.`,
  cancelNobody: 'No active booking holds a seat: nobody is affected.',
  cancelDone: (flightNumber: string, bookings: number, refund: string) =>
    `Flight ${flightNumber} cancelled: ${bookings} booking${bookings === 1 ? '' : 's'} cancelled, ${refund} refunded.`,
  tripsTitle: 'Trips that keep their other flights',
  tripsPreview: (trips: number) =>
    `${trips} trip${trips === 1 ? '' : 's'} of several flights will lose this flight only: each traveller chooses a free move, the whole trip cancelled with a full refund, or this flight's fare back.`,
  refundsTitle: 'Refunds created',
  previewFailed: 'Failed to load what the cancellation affects',
  todayTitle: 'Today',
  todayIntro: 'Departures of the next 24 hours. The board refreshes every minute.',
  todayEmpty: 'No departures in the next 24 hours',
  todayFailed: 'Failed to load the departures',
  checkedIn: 'Checked in',
  checkInNotOffered: 'No online check-in yet',
  pendingPayments: 'Pending payments',
  loadFactor: 'Load factor',
  updatedAt: (time: string) => `Updated ${time}`,
} as const;
