import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** Newsletter subscribers; confirmed only through the e-mailed link (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
