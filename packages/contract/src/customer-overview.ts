import { z } from 'zod';
import { auditEventSchema } from './audit';
import { bookingSchema } from './bookings';
import { contactMessageSchema } from './site';
import { adminUserSchema } from './users';

// One view per customer in the back office (docs/product.md §12.2)

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

/** The customer page's texts. */
export const CUSTOMER_TEXT = {
  overviewRetrieved: 'Customer retrieved successfully',
  bookedForCustomer: 'Booking created for the customer',
  cancelledForCustomer: 'Booking cancelled for the customer',
  customerBlocked: 'This customer is blocked; unblock them before booking for them',
  pageTitle: 'Customer',
  profile: 'Profile',
  bookings: 'Bookings',
  noBookings: 'No bookings yet',
  messages: 'Messages',
  noMessages: 'No messages from this customer',
  newsletter: 'Newsletter',
  notSubscribed: 'Not subscribed',
  activity: 'Activity',
  noActivity: 'No recorded activity',
  bookForCustomer: 'Book for Customer',
  chooseFlight: 'Flight',
  chooseClass: 'Class',
  continueToPassengers: 'Continue',
  bookingTitle: 'New booking',
  cancelForCustomer: 'Cancel for Customer',
  confirmCancel: (refund: string) =>
    `Cancel this booking on the customer's behalf? They are refunded ${refund} and e-mailed.`,
  bookedBy: 'Booked by',
  openCustomer: (name: string) => `Open customer ${name}`,
  newestOnly: (limit: number) => `The newest ${limit} are shown.`,
} as const;
