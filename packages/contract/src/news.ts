import { z } from 'zod';
import { NEWS_KINDS } from './news-texts';

export * from './news-texts';

export const newsSettingsSchema = z.object({
  /** the kinds turned off for this booking */
  off: z.array(z.enum(NEWS_KINDS)),
  /** the web push key devices subscribe with */
  vapidPublicKey: z.string(),
  /** devices notified (their count only: an endpoint is the device's secret) */
  devices: z.number().int(),
});
export type NewsSettings = z.infer<typeof newsSettingsSchema>;

export const newsSettingsBody = z.object({
  off: z.array(z.enum(NEWS_KINDS)).max(NEWS_KINDS.length),
});
export type NewsSettingsBody = z.infer<typeof newsSettingsBody>;

/** A PushSubscription as the browser's toJSON() gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().trim().min(10).max(1000),
  keys: z.object({
    p256dh: z.string().regex(/^[\w-]{80,100}={0,2}$/, 'must be a P-256 public key (base64url)'),
    auth: z.string().regex(/^[\w-]{16,32}={0,2}$/, 'must be a 16-byte secret (base64url)'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().trim().min(1).max(1000) });

/** What a push message carries; the service worker shows it as a notification. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The subjects of the news mails, by kind (the delay and refund mails are the product's own). */
export const newsMailSubjects = {
  payBy: (trackingId: string) => `Reminder: pay for booking ${trackingId} before it is cancelled`,
  checkIn: (flightNumber: string) => `Check-in is open for flight ${flightNumber}`,
  gate: (flightNumber: string) => `Flight ${flightNumber}: gate and boarding time`,
};

/** The kinds turned off for every booking of the account (the profile's settings). */
export const accountNewsSchema = z.object({ off: z.array(z.enum(NEWS_KINDS)) });
export type AccountNews = z.infer<typeof accountNewsSchema>;
