import { ACCOMMODATION_TOPIC, CONTACT_STATUSES, LANGUAGES } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent with the contact form, read and answered in the admin inbox (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    /** null for the contact form; ACCOMMODATION for a request from a booking's page (docs/product.md#1413-service-requests) */
    topic: text('topic', { enum: [ACCOMMODATION_TOPIC] }),
    /** the tracking ID of the booking a request is about */
    bookingReference: text('booking_reference'),
    /** the language of the request that wrote it: its answers' (docs/product.md#1418-languages-of-e-mails-and-documents) */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    check('contact_messages_language_check', sql`${t.language} in ('en', 'es', 'fr', 'ar')`),
  ],
);

/** An administrator's answer, e-mailed to the sender and kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminEmail: text('admin_email').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.sentAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
