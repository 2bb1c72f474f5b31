import { COMPENSATION_OUTCOMES, DISRUPTIONS, DISRUPTION_CAUSES } from '@skylark/contract';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './core-schema';

/**
 * The EU261 notice a booking was given for a cancelled or delayed flight (docs/product.md#1414-eu261-notice-of-rights-and-compensation,
 * decision 098), migration 0042; the compensation itself is on the ledger.
 */
export const eu261Notices = pgTable(
  'eu261_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    flightId: uuid('flight_id').notNull(),
    flightNumber: text('flight_number').notNull(),
    disruption: text('disruption', { enum: DISRUPTIONS }).notNull(),
    cause: text('cause', { enum: DISRUPTION_CAUSES }).notNull(),
    outcome: text('outcome', { enum: COMPENSATION_OUTCOMES }).notNull(),
    delayMinutes: integer('delay_minutes'),
    distanceKm: integer('distance_km').notNull(),
    eurosPerPassenger: integer('euros_per_passenger').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'eu261_notices_pk', columns: [t.bookingId, t.flightId] })],
);
export type Eu261NoticeRow = typeof eu261Notices.$inferSelect;
