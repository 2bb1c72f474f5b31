import { z } from 'zod';
import { emailSchema } from './auth';
import { pageQuery } from './common';
import { isPlainLine, isPlainText, unsafeTextMessage } from './plain-text';
import { SOCIAL_NETWORKS } from './social';
import { pageOf } from './wrapper';

/** GET /site: what the web app shows only when it is configured, and whether admin registration is open. */
export const siteSchema = z.object({
  supportChatUrl: z.string().nullable(),
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  adminRegistrationOpen: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

/** A required field; a one-line one (names, subjects) also refuses tabs and line breaks. */
const text = (label: string, max: number, oneLine = false) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .refine(oneLine ? isPlainLine : isPlainText, unsafeTextMessage(label));

/** POST /contact: all five fields are required (docs/product.md#5-validation-rules). */
export const contactBody = z.object({
  firstName: text('First name', 100, true),
  lastName: text('Last name', 100, true),
  email: emailSchema,
  subject: text('Subject', 200, true),
  message: text('Message', 5000),
});
export type ContactBody = z.input<typeof contactBody>;

export const CONTACT_STATUSES = ['new', 'read', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactReplySchema = z.object({ body: z.string(), sentAt: z.string(), adminEmail: z.string() });
export const contactMessageSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  replies: z.array(contactReplySchema),
  /** the customer account with the sender's e-mail (any case), for the back office's link (docs/product.md#122-one-view-per-customer) */
  accountId: z.string().nullable().optional(),
  /** ACCOMMODATION for a request sent from a booking's page, with that booking's tracking ID (docs/product.md#1413-service-requests) */
  topic: z.enum(['ACCOMMODATION']).nullable().optional(),
  bookingReference: z.string().nullable().optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactPage = pageOf(contactMessageSchema, 'totalMessages');
export type ContactPage = z.infer<typeof contactPage>;
export const contactListQuery = z.object({
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
  status: z.enum(['open', 'closed'], { message: 'Status must be open or closed' }).optional(),
});
export const unreadCountSchema = z.object({ unread: z.number().int() });
export const contactReplyBody = z.object({ body: text('Reply', 5000) });
export type ContactReplyBody = z.input<typeof contactReplyBody>;

/** Newsletter double opt-in (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const newsletterBody = z.object({ email: emailSchema });
export type NewsletterBody = z.input<typeof newsletterBody>;
export const newsletterTokenBody = z.object({
  token: z.string({ message: 'Invalid or expired link' }).min(1, 'Invalid or expired link').max(200),
});
/** One-click unsubscribe (RFC 8058): the token rides in the query; a mail client posts a form body. */
export const newsletterTokenQuery = z.object({ token: newsletterTokenBody.shape.token.optional() });
export const sendNewsletterBody = z.object({
  subject: text('Subject', 200, true),
  body: text('Body', 20000),
});
export const newsletterSentSchema = z.object({ recipients: z.number().int() });
