import { z } from 'zod';
import { auditEventSchema } from './audit';
import { bookingSchema } from './bookings';
import { contactMessageSchema } from './site';
import { adminUserSchema } from './users';

// One view per customer in the back office (docs/product.md#122-one-view-per-customer)

/** The most of each list the customer page shows, newest first. */
export const CUSTOMER_OVERVIEW_LIMIT = 100;

export const NEWSLETTER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;

export const customerOverviewSchema = z.object({
  user: adminUserSchema,
  /** every status, newest first */
  bookings: z.array(bookingSchema),
  /** contact messages sent from the account's e-mail address (any case) */
  messages: z.array(contactMessageSchema),
  /** the account's e-mail address on the newsletter list, or null when it never subscribed */
  newsletter: z
    .object({ status: z.enum(NEWSLETTER_STATES), since: z.string(), confirmedAt: z.string().nullable() })
    .nullable(),
  /** audit events whose target is the customer or one of their bookings */
  auditEvents: z.array(auditEventSchema),
});
export type CustomerOverview = z.infer<typeof customerOverviewSchema>;
