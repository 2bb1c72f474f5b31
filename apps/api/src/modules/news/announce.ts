import type { NewsKind, PushPayload } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookingNews,
  bookingNewsSettings,
  bookings,
  pushSubscriptions,
  userNewsSettings,
} from '../../db/schema';
import { enqueueJobs, enqueueMail, type MailJob } from '../../mail/outbox';
import { PUSH_QUEUE, type PushJob } from './push-job';

export interface News {
  bookingId: string;
  kind: NewsKind;
  /** which event of the kind: news of one key is given once */
  event: string;
  mail?: MailJob;
  /** the mail goes even when the kind is turned off: it asks the traveller to choose */
  mailAlways?: boolean;
  push: Omit<PushPayload, 'tag'>;
}

/** The kinds turned off for this booking alone. */
export async function newsOff(q: Queryable, bookingId: string): Promise<NewsKind[]> {
  const [row] = await q
    .select({ off: bookingNewsSettings.off })
    .from(bookingNewsSettings)
    .where(eq(bookingNewsSettings.bookingId, bookingId));
  return row?.off ?? [];
}

/** The kinds turned off for every booking of an account. */
export async function accountNewsOff(q: Queryable, userId: string): Promise<NewsKind[]> {
  const [row] = await q
    .select({ off: userNewsSettings.off })
    .from(userNewsSettings)
    .where(eq(userNewsSettings.userId, userId));
  return row?.off ?? [];
}

/** Whether a kind is off for the booking: turned off for it, or for its owner's account. */
async function isOff(q: Queryable, bookingId: string, kind: NewsKind): Promise<boolean> {
  if ((await newsOff(q, bookingId)).includes(kind)) return true;
  const [owner] = await q
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return owner?.userId ? (await accountNewsOff(q, owner.userId)).includes(kind) : false;
}

/**
 * Gives a booking a piece of news in the transaction of what caused it (docs/product.md#1415-news-by-e-mail-and-on-this-device): its
 * mail and a push to each of its devices, queued once per key whoever asks and however often; nothing
 * when the traveller turned the kind off, for the booking or their account. Answers whether the news
 * was new.
 */
export async function announce(q: Queryable, news: News): Promise<boolean> {
  const [fresh] = await q
    .insert(bookingNews)
    .values({ bookingId: news.bookingId, kind: news.kind, event: news.event })
    .onConflictDoNothing()
    .returning({ kind: bookingNews.kind });
  if (!fresh) return false;
  const off = await isOff(q, news.bookingId, news.kind);
  if (news.mail && (!off || news.mailAlways)) await enqueueMail(q, news.mail);
  if (off) return true;
  const devices = await q
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.bookingId, news.bookingId));
  const payload = { ...news.push, tag: `${news.kind}:${news.bookingId}` };
  await enqueueJobs(
    q,
    PUSH_QUEUE,
    devices.map((d): PushJob => ({ subscriptionId: d.id, payload })),
  );
  return true;
}
