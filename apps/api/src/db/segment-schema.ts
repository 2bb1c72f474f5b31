import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { flightSnapshotColumns } from './columns';
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
    ...flightSnapshotColumns(),
  },
  (t) => [
    primaryKey({ name: 'booking_segments_pkey', columns: [t.bookingId, t.segment] }),
    index('booking_segments_flight_idx').on(t.flightId),
    check('booking_segments_segment_check', sql`${t.segment} between 1 and 3`),
  ],
);

export type BookingSegmentRow = typeof bookingSegments.$inferSelect;
