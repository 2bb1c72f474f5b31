import { sql } from 'drizzle-orm';
import { CANCELLED_FLIGHT_CHOICES, FARE_BRANDS, type BrandTerms } from '@skylark/contract';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { flightSnapshotColumns } from './columns';
import { bookings, flights } from './core-schema';

/**
 * Every flight of a booking, in order: segment 0 is the first, 1–3 a trip's later ones
 * (docs/product.md#149-return-trips-and-multi-city, decision 091). Each keeps a snapshot of its flight.
 */
export const bookingSegments = pgTable(
  'booking_segments',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    segment: smallint('segment').notNull(),
    flightId: uuid('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    ...flightSnapshotColumns(),
    /** the fare brand bought on this flight and its terms then (docs/product.md#1416-fare-brands); null terms: Classic's fare rules */
    fareBrand: text('fare_brand', { enum: FARE_BRANDS }).notNull().default('CLASSIC'),
    fareTerms: jsonb('fare_terms').$type<BrandTerms>(),
  },
  (t) => [
    primaryKey({ name: 'booking_segments_pkey', columns: [t.bookingId, t.segment] }),
    index('booking_segments_flight_idx').on(t.flightId),
    // the administrators' search by flight number (docs/product.md#149-return-trips-and-multi-city)
    index('booking_segments_flight_number_idx').on(t.flightNumber),
    check('booking_segments_segment_check', sql`${t.segment} between 0 and 3`),
  ],
);

export type BookingSegmentRow = typeof bookingSegments.$inferSelect;

/**
 * A flight of a trip cancelled by the airline while the trip keeps its other flights (decision 088),
 * migration 0038; `choice` is the traveller's, null while open.
 */
export const bookingCancelledSegments = pgTable(
  'booking_cancelled_segments',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    segment: smallint('segment').notNull(),
    flightId: uuid('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    choice: text('choice', { enum: CANCELLED_FLIGHT_CHOICES }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'booking_cancelled_segments_pkey', columns: [t.bookingId, t.segment] }),
    check('booking_cancelled_segments_segment_check', sql`${t.segment} between 0 and 3`),
  ],
);
