import { z } from 'zod';
import { CLASS_TYPES } from './constants';
import { MAX_PASSENGERS_PER_BOOKING, seatNumberField } from './booking-form';
import { MSG } from './messages';
import { placeSchema } from './flights';

// Round trips and multi-city: one booking, 1 to 4 flights for the same passengers (docs/product.md §14.8)

export const MAX_SEGMENTS = 4;
/** A connection: the next flight departs this long after the previous one lands, at least. */
export const MIN_CONNECTION_MINUTES = 60;

export const segmentMessages = {
  segmentsWithFlight: 'Send either segments or flightId, classType and seatNumbers, not both',
  notConnected: (n: number) =>
    `Flight ${n} must depart from the airport where flight ${n - 1} arrives, at least ${MIN_CONNECTION_MINUTES} minutes after it lands`,
  sameFlightTwice: 'A flight can be in a booking only once',
} as const;

/** One flight of the booking request, its seats in the passengers' order. */
export const segmentRequestSchema = z.object({
  flightId: z.uuid({ message: 'Invalid flight id' }),
  classType: z.enum(CLASS_TYPES),
  seatNumbers: z.array(seatNumberField).min(1, MSG.selectSeat).max(MAX_PASSENGERS_PER_BOOKING),
});
export type SegmentRequest = z.infer<typeof segmentRequestSchema>;

export const segmentsField = z.array(segmentRequestSchema).min(1).max(MAX_SEGMENTS);

/** One flight of a booking's answer: `seatNumbers` in the order of the booking's `passengers`. */
export const bookingSegmentSchema = z.object({
  flightId: z.string().nullable(),
  flightNumber: z.string(),
  departure: placeSchema,
  arrival: placeSchema,
  classType: z.enum(CLASS_TYPES),
  seatNumbers: z.array(z.string()),
});
export type BookingSegment = z.infer<typeof bookingSegmentSchema>;

interface OneFlightFields {
  flightId?: string;
  classType?: (typeof CLASS_TYPES)[number];
  seatNumbers?: string[];
  segments?: SegmentRequest[];
}

/** The booking request's flights: its segments, or the spec's one flight as the one segment. */
export function requestedSegments(body: OneFlightFields): SegmentRequest[] {
  if (body.segments) return body.segments;
  return [{ flightId: body.flightId!, classType: body.classType!, seatNumbers: body.seatNumbers! }];
}

/** Both forms at once: the server refuses it with SEGMENTS_WITH_FLIGHT. */
export const hasBothForms = (body: OneFlightFields) =>
  body.segments !== undefined &&
  (body.flightId !== undefined || body.classType !== undefined || body.seatNumbers !== undefined);

interface Timed {
  departureCity: string;
  departureAt: Date;
  arrivalCity: string;
  arrivalAt: Date;
}

/**
 * The first segment (1-based) that does not connect: each departs from the airport where the
 * previous one arrived, at least MIN_CONNECTION_MINUTES after it lands; 0 when all connect.
 */
export function brokenConnection(flights: Timed[]): number {
  for (let i = 1; i < flights.length; i++) {
    const previous = flights[i - 1]!;
    const next = flights[i]!;
    const gap = next.departureAt.getTime() - previous.arrivalAt.getTime();
    if (next.departureCity !== previous.arrivalCity || gap < MIN_CONNECTION_MINUTES * 60_000) return i + 1;
  }
  return 0;
}

/** The words of choosing a return flight on the flight list and the flight page (docs/product.md §14.8). */
export const SEGMENT_TEXT = {
  addReturn: 'Add a return flight',
  chooseReturn:
    'Choose your return flight: each one that connects to your outbound flight can be added to the same booking.',
  chooseAsReturn: 'Choose as return',
  doesNotConnect: `Does not connect: a return leaves from where you land, at least ${MIN_CONNECTION_MINUTES} minutes later`,
} as const;
