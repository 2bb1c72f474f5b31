import { CLASS_TYPES } from '@skylark/contract';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// every update through Drizzle stamps the row, unless the write names updatedAt itself
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A snapshot of a flight on a booking or a segment, so it still reads after the flight is deleted. */
export const flightSnapshotColumns = () => ({
  flightNumber: text('flight_number').notNull(),
  classType: text('class_type', { enum: CLASS_TYPES }).notNull(),
  departureCity: text('departure_city').notNull(),
  departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
  arrivalCity: text('arrival_city').notNull(),
  arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
});
