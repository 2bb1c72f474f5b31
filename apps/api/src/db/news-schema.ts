import { NEWS_KINDS } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account-schema';
import { bookings } from './core-schema';

/** News by e-mail and web push (docs/product.md#1415-news-by-e-mail-and-on-this-device, decision 096), migration 0045. */

/** The kinds of news a booking's traveller turned off; no row: every kind on. */
export const bookingNewsSettings = pgTable('booking_news_settings', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  off: text('off', { enum: NEWS_KINDS })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** The kinds of news a traveller turned off for every booking of their account. */
export const userNewsSettings = pgTable('user_news_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  off: text('off', { enum: NEWS_KINDS })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** Each piece of news a booking was given, once: the key is what makes a retry or a second process a no-op. */
export const bookingNews = pgTable(
  'booking_news',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NEWS_KINDS }).notNull(),
    /** which event of the kind: the pay-by time, the flight, the gate and time, the payout */
    event: text('event').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind, t.event] })],
);

/** A device that asked for a booking's news (a browser's PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_booking_endpoint_key').on(t.bookingId, t.endpoint),
    index('push_subscriptions_booking_idx').on(t.bookingId),
  ],
);
