import { z } from 'zod';
import { CLASS_TYPES } from './constants';
import { FARE_BRANDS } from './fare-brand-texts';
import { brandTermsSchema } from './fare-brands';
import { MAX_PASSENGERS_PER_BOOKING, seatNumberField } from './booking-form';
import { MSG } from './messages';
import { placeSchema } from './flights';
import { MAX_SEGMENTS, MIN_CONNECTION_MINUTES } from './segment-texts';

// Round trips and multi-city: one booking, 1 to 4 flights for the same passengers (docs/product.md#149-return-trips-and-multi-city)

/** One flight of the booking request, its seats in the passengers' order. */
export const segmentRequestSchema = z.object({
  flightId: z.uuid({ message: 'Invalid flight id' }),
  classType: z.enum(CLASS_TYPES),
  seatNumbers: z.array(seatNumberField).min(1, MSG.selectSeat).max(MAX_PASSENGERS_PER_BOOKING),
  /** the fare brand on this flight; the booking's `fareBrand`, else Classic (docs/product.md#1416-fare-brands) */
  fareBrand: z.enum(FARE_BRANDS).optional(),
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
  /** the fare brand booked on this flight and its terms (docs/product.md#1416-fare-brands) */
  fareBrand: z.enum(FARE_BRANDS).optional(),
  fareTerms: brandTermsSchema.optional(),
  /** true for a flight the airline cancelled that the trip did not move: it is not flown */
  cancelled: z.boolean().optional(),
});
export type BookingSegment = z.infer<typeof bookingSegmentSchema>;

interface OneFlightFields {
  flightId?: string;
  classType?: (typeof CLASS_TYPES)[number];
  seatNumbers?: string[];
  segments?: SegmentRequest[];
  fareBrand?: (typeof FARE_BRANDS)[number];
}

/** The booking request's flights: its segments, or the spec's one flight as the one segment. */
export function requestedSegments(body: OneFlightFields): SegmentRequest[] {
  if (body.segments) return body.segments.map((s) => ({ ...s, fareBrand: s.fareBrand ?? body.fareBrand }));
  return [
    {
      flightId: body.flightId!,
      classType: body.classType!,
      seatNumbers: body.seatNumbers!,
      fareBrand: body.fareBrand,
    },
  ];
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
