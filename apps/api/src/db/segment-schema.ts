import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLASS_TYPES } from '@skylark/contract';
import { bookings, flights } from './core-schema';

/**
 * A booking's later flights (segments 1–3, docs/product.md §14.9); the first stays on the booking
 * row. Each keeps a snapshot of its flight, as the booking does of the first.
 */
export const bookingSegments = pgTable(
  'booking_segments',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    segment: smallint('segment').notNull(),
    flightId: uuid('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    flightNumber: text('flight_number').notNull(),
    classType: text('class_type', { enum: CLASS_TYPES }).notNull(),
    departureCity: text('departure_city').notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    arrivalCity: text('arrival_city').notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'booking_segments_pkey', columns: [t.bookingId, t.segment] }),
    index('booking_segments_flight_idx').on(t.flightId),
    check('booking_segments_segment_check', sql`${t.segment} between 1 and 3`),
  ],
);

export type BookingSegmentRow = typeof bookingSegments.$inferSelect;
