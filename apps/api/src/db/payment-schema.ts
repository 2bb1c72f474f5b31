import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './core-schema';

/**
 * Each booking's own Bitcoin receiving address, derived from the configured account key
 * (docs/product.md#143-paying-for-a-booking). The unique indexes make a reused index or address impossible.
 */
export const bookingAddresses = pgTable(
  'booking_addresses',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** the account's public key (hex): the same account in xpub or zpub form shares its indexes */
    account: text('account').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_addresses_account_index_key').on(t.account, t.derivationIndex),
    uniqueIndex('booking_addresses_address_key').on(t.address),
  ],
);

/** The next unused receive index per account; its row lock orders concurrent bookings, without gaps. */
export const paymentAddressCounters = pgTable('payment_address_counters', {
  account: text('account').primaryKey(),
  nextIndex: integer('next_index').notNull(),
});

export type BookingAddressRow = typeof bookingAddresses.$inferSelect;
