import { type BagPurchase, FREE_MOVE_REASONS, INVOICE_STATUSES } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  text,
} from 'drizzle-orm/pg-core';
import { admins } from './account-schema';
import { bookings, flights } from './core-schema';

/** Changes of flight (docs/product.md#148-changing-flight, decision 058), migration 0026. */

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

/** A change of a booking made before changes amended the booking: the new booking replaced the old one. */
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

export const FLIGHT_CHANGE_STATUSES = ['PENDING_PAYMENT', 'DONE', 'LAPSED'] as const;

/**
 * A change of one flight of a booking, amending the booking itself (decision 086), migration 0036.
 * A difference to pay is its own invoice: until it is paid, its new seats are held by passenger rows
 * of the change and the booking keeps its flight.
 */
export const flightChanges = pgTable(
  'flight_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    segment: smallint('segment').notNull(),
    fromFlightId: uuid('from_flight_id').references(() => flights.id, { onDelete: 'set null' }),
    fromFlightNumber: text('from_flight_number').notNull(),
    fromDepartureAt: timestamp('from_departure_at', { withTimezone: true }).notNull(),
    toFlightId: uuid('to_flight_id').references(() => flights.id, { onDelete: 'set null' }),
    toFlightNumber: text('to_flight_number').notNull(),
    toDepartureAt: timestamp('to_departure_at', { withTimezone: true }).notNull(),
    /** the new seats, in the answer's passenger order */
    seatNumbers: jsonb('seat_numbers').$type<string[]>().notNull(),
    /** what each passenger is charged on the new flight, entered on the ledger when the change is done */
    fares: jsonb('fares').$type<{ offer: string | null; cents: number[] }>().notNull(),
    feeCents: integer('fee_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    freeMove: text('free_move', { enum: FREE_MOVE_REASONS }),
    /** a purchase of extra bags rather than of another flight (docs/product.md#1419-paid-bags, migration 0047) */
    bags: jsonb('bags').$type<BagPurchase>(),
    status: text('status', { enum: FLIGHT_CHANGE_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** when it was done or lapsed */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // the invoice of the difference, when there is one to pay
    paymentAddress: text('payment_address'),
    /** the account's receive index when the address is the change's own (BTC_XPUB): detection watches it */
    derivationIndex: integer('derivation_index'),
    amountSats: bigint('amount_sats', { mode: 'number' }),
    btcUsdRate: numeric('btc_usd_rate', { precision: 16, scale: 2, mode: 'number' }),
    payBy: timestamp('pay_by', { withTimezone: true }),
    invoiceStatus: text('invoice_status', { enum: INVOICE_STATUSES }),
    invoiceCheckedAt: timestamp('invoice_checked_at', { withTimezone: true }),
    paymentReceivedAt: timestamp('payment_received_at', { withTimezone: true }),
  },
  (t) => [
    index('flight_changes_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('flight_changes_one_pending_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'PENDING_PAYMENT'`),
    index('flight_changes_pending_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'PENDING_PAYMENT'`),
    check('flight_changes_segment_check', sql`${t.segment} between 0 and 3`),
  ],
);

export type FlightChangeRow = typeof flightChanges.$inferSelect;
export type ChangeQuoteRow = typeof changeQuotes.$inferSelect;
export type BookingChangeRow = typeof bookingChanges.$inferSelect;
