import { REFUND_KINDS } from '@skylark/contract';
import {
  bigint,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './account-schema';
import { bookings } from './core-schema';

/** Cancellation quotes and refunds (docs/product.md#147-cancelling-with-a-quote-and-refunds, decision 051), migration 0024. */

/** The latest cancellation quote of a booking: one per booking, replaced by the next. */
export const cancellationQuotes = pgTable(
  'cancellation_quotes',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    refundAmountCents: integer('refund_amount_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cancellation_quotes_id_key').on(t.id)],
);

/** Where the traveller wants money owed on a booking sent (a mainnet address, checked on the way in). */
export const refundAddresses = pgTable('refund_addresses', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
});

/** A refund an administrator sent, with the transaction that carried it; a kind owed again is paid again. */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFUND_KINDS }).notNull(),
    txid: text('txid').notNull(),
    address: text('address').notNull(),
    amountCents: integer('amount_cents'),
    amountSats: bigint('amount_sats', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    paidBy: uuid('paid_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('refund_payouts_booking_kind_txid_idx').on(t.bookingId, t.kind, t.txid)],
);

export type RefundPayoutRow = typeof refundPayouts.$inferSelect;
