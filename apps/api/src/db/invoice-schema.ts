import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './core-schema';
import { flightChanges } from './change-schema';

/**
 * Outputs paid to a booking's address, as detection reads them from the Esplora API
 * (docs/product.md#143-paying-for-a-booking). An output (txid, vout) is recorded once; it is followed until it has
 * FINAL_CONFIRMATIONS, and removed if it vanishes before (a reorg or a double spend).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountSats: bigint('amount_sats', { mode: 'number' }).notNull(),
    /** null while in the mempool */
    blockHeight: integer('block_height'),
    confirmations: integer('confirmations').notNull().default(0),
    /** it has the confirmations BTC_CONFIRMATIONS asks for: it counts as received */
    counted: boolean('counted').notNull().default(false),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    /** paid to the invoice of a change of flight (decision 086) rather than the booking's own */
    changeId: uuid('change_id').references(() => flightChanges.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.txid, t.vout] }), index('invoice_payments_booking_idx').on(t.bookingId)],
);

export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
