import { LEDGER_KINDS, REFUND_KINDS } from '@skylark/contract';
import { bigint, bigserial, integer, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './core-schema';

/**
 * A booking's books (docs/product.md#1411-the-bookings-ledger, decision 076), migration 0031: append-only
 * entries in USD cents, and in sats where money moved on chain. Triggers write the charges of new
 * passenger rows and the payments detection counts, and refuse an entry that breaks the rules.
 */
export const bookingLedger = pgTable('booking_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  amountSats: bigint('amount_sats', { mode: 'number' }),
  segment: smallint('segment'),
  passengerIndex: smallint('passenger_index'),
  offer: text('offer'),
  refundKind: text('refund_kind', { enum: REFUND_KINDS }),
  txid: text('txid'),
  vout: integer('vout'),
  address: text('address'),
  btcUsdRate: numeric('btc_usd_rate', { precision: 16, scale: 2, mode: 'number' }),
  /** the administrator who attested a payment or sent a refund */
  adminId: uuid('admin_id'),
  /** EU261 compensation (migration 0042): the flight it is owed for, and the euros the dollars stand for */
  flightId: uuid('flight_id'),
  eurCents: integer('eur_cents'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LedgerRow = typeof bookingLedger.$inferSelect;
