import { FREE_MOVE_REASONS } from '@skylark/contract';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  text,
} from 'drizzle-orm/pg-core';
import { admins } from './account-schema';
import { bookings, flights } from './core-schema';

/** Changes of flight (docs/product.md §14.8, decision 058), migration 0026. */

/** The latest change quote of a booking: one per booking, replaced by the next. */
export const changeQuotes = pgTable(
  'change_quotes',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    /** the flight of the trip changed: 0 (the first) to 3 */
    segment: smallint('segment').notNull().default(0),
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    seatNumbers: jsonb('seat_numbers').$type<string[]>().notNull(),
    fareDifferenceCents: integer('fare_difference_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    freeMove: text('free_move', { enum: FREE_MOVE_REASONS }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('change_quotes_id_key').on(t.id)],
);

/** A change: the booking made on the new flight replaces the old one, at once or once paid. */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    newBookingId: uuid('new_booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    oldBookingId: uuid('old_booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountDueCents: integer('amount_due_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    freeMove: text('free_move', { enum: FREE_MOVE_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [index('booking_changes_old_idx').on(t.oldBookingId)],
);

export type ChangeQuoteRow = typeof changeQuotes.$inferSelect;
export type BookingChangeRow = typeof bookingChanges.$inferSelect;
