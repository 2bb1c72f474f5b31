import type { BookingRecord } from './core-schema';
import type { BookingSegmentRow } from './segment-schema';

/** The columns of a booking's first flight (segment 0, decision 091), as `db/first-flight.ts` selects them. */
export type FirstFlight = Pick<
  BookingSegmentRow,
  | 'flightId'
  | 'flightNumber'
  | 'classType'
  | 'departureCity'
  | 'departureAt'
  | 'arrivalCity'
  | 'arrivalAt'
  | 'fareBrand'
  | 'fareTerms'
>;

/** A booking as its readers see it: the row and its first flight. */
export type BookingRow = BookingRecord & FirstFlight;
