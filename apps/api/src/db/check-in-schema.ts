import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingPassengers, bookings, flights } from './core-schema';

/** Each flight's last check-in sequence number: raised by one upsert, so numbers never repeat. */
export const flightCheckInSequences = pgTable('flight_check_in_sequences', {
  flightId: uuid('flight_id')
    .primaryKey()
    .references(() => flights.id, { onDelete: 'cascade' }),
  lastSequence: integer('last_sequence').notNull(),
});

/** A passenger's online check-in (docs/product.md#146-online-check-in-and-boarding-passes): the details confirmed and the sequence number. */
export const passengerCheckIns = pgTable(
  'passenger_check_ins',
  {
    passengerId: uuid('passenger_id')
      .primaryKey()
      .references(() => bookingPassengers.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    flightId: uuid('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    passportNumber: text('passport_number'),
    nationality: text('nationality'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('passenger_check_ins_flight_sequence_key').on(t.flightId, t.sequence),
    index('passenger_check_ins_booking_idx').on(t.bookingId),
    check('passenger_check_ins_sequence_check', sql`${t.sequence} between 1 and 9999`),
  ],
);

/** Boarding passes a change of flight voided (decision 086): their sequence numbers are never valid again. */
export const voidBoardingPasses = pgTable(
  'void_boarding_passes',
  {
    flightId: uuid('flight_id').notNull(),
    sequence: integer('sequence').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** what the pass said: the flight, the seat and the passenger */
    flightNumber: text('flight_number').notNull(),
    seatNumber: text('seat_number').notNull(),
    passengerName: text('passenger_name').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'void_boarding_passes_pkey', columns: [t.flightId, t.sequence] }),
    index('void_boarding_passes_booking_idx').on(t.bookingId),
  ],
);

export type PassengerCheckInRow = typeof passengerCheckIns.$inferSelect;

/**
 * The devices whose Wallet holds a boarding pass and asked to hear of its changes
 * (docs/product.md#1461-boarding-passes-in-apple-wallet); a pass is gone with its check-in.
 */
export const walletPassRegistrations = pgTable(
  'wallet_pass_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    /** the pass's serial number: its passenger on one flight */
    passengerId: uuid('passenger_id')
      .notNull()
      .references(() => passengerCheckIns.passengerId, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.passengerId] }),
    index('wallet_pass_registrations_passenger_idx').on(t.passengerId),
  ],
);
