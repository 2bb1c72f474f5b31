import {
  MAX_PUSH_SUBSCRIPTIONS,
  type NewsKind,
  type NewsSettings,
  type PushSubscriptionBody,
  bookingMessages,
  newsMessages,
} from '@skylark/contract';
import { and, count, eq } from 'drizzle-orm';
import type { PushSettings } from '../../config';
import type { Queryable } from '../../db/client';
import {
  bookingNewsSettings,
  bookings,
  pushSubscriptions,
  userNewsSettings,
  type UserRow,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { assertOwnBooking, ownBooking } from '../bookings';
import { accountNewsOff, newsOff } from './announce';
import { endpointAllowed } from './endpoint';

/** A traveller's settings of a booking's news (docs/product.md#1415-news-by-e-mail-and-on-this-device): the kinds off, the devices. */

/** The traveller's own booking, locked for the change; another's is a 404. */
async function lockOwnBooking(q: Queryable, user: UserRow, id: string): Promise<void> {
  const [own] = await q.select({ id: bookings.id }).from(bookings).where(ownBooking(user, id)).for('update');
  if (!own) throw notFound(bookingMessages.bookingNotFound);
}

export async function getNewsSettings(
  q: Queryable,
  user: UserRow,
  id: string,
  vapidPublicKey: string,
): Promise<NewsSettings> {
  await assertOwnBooking(q, user, id);
  const [devices] = await q
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.bookingId, id));
  return { off: await newsOff(q, id), vapidPublicKey, devices: devices?.n ?? 0 };
}

export async function setNewsOff(q: Queryable, user: UserRow, id: string, off: NewsKind[]): Promise<void> {
  await q.transaction(async (tx) => {
    await lockOwnBooking(tx, user, id);
    const kinds = [...new Set(off)];
    await tx
      .insert(bookingNewsSettings)
      .values({ bookingId: id, off: kinds })
      .onConflictDoUpdate({ target: bookingNewsSettings.bookingId, set: { off: kinds } });
  });
}

/** A device asks for the booking's news: its endpoint a known push service's, at most 10 a booking. */
export async function addPushSubscription(
  q: Queryable,
  user: UserRow,
  id: string,
  body: PushSubscriptionBody,
  settings: PushSettings,
): Promise<void> {
  await q.transaction(async (tx) => {
    await lockOwnBooking(tx, user, id);
    if (!endpointAllowed(body.endpoint, settings))
      throw new AppError(
        400,
        newsMessages.endpointRefused,
        [{ field: 'endpoint', message: newsMessages.endpointRefused }],
        undefined,
        'PUSH_ENDPOINT_REFUSED',
      );
    const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth };
    const [known] = await tx
      .update(pushSubscriptions)
      .set(keys)
      .where(and(eq(pushSubscriptions.bookingId, id), eq(pushSubscriptions.endpoint, body.endpoint)))
      .returning({ id: pushSubscriptions.id });
    if (known) return;
    const [devices] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.bookingId, id));
    if ((devices?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS)
      throw conflict(newsMessages.tooManyDevices, 'TOO_MANY_DEVICES');
    await tx.insert(pushSubscriptions).values({ bookingId: id, endpoint: body.endpoint, ...keys });
  });
}

export async function removePushSubscription(
  q: Queryable,
  user: UserRow,
  id: string,
  endpoint: string,
): Promise<void> {
  await q.transaction(async (tx) => {
    await lockOwnBooking(tx, user, id);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.bookingId, id), eq(pushSubscriptions.endpoint, endpoint)));
  });
}

/** The kinds the traveller turned off for every booking of their account. */
export const getAccountNewsOff = (q: Queryable, user: UserRow) => accountNewsOff(q, user.id);

export async function setAccountNewsOff(q: Queryable, user: UserRow, off: NewsKind[]): Promise<NewsKind[]> {
  const kinds = [...new Set(off)];
  await q
    .insert(userNewsSettings)
    .values({ userId: user.id, off: kinds })
    .onConflictDoUpdate({ target: userNewsSettings.userId, set: { off: kinds } });
  return kinds;
}
