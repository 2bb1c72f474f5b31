import { LANGUAGES } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** Newsletter subscribers; confirmed only through the e-mailed link (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    /** the language of the latest subscription request: the newsletter's mails' (docs/product.md#1418-languages-of-e-mails-and-documents) */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [check('newsletter_subscribers_language_check', sql`${t.language} in ('en', 'es', 'fr', 'ar')`)],
);
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
