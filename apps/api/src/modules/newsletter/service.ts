import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Language, newsletterMessages } from '@skylark/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsletterSubscribers } from '../../db/newsletter-schema';
import { badRequest } from '../../lib/errors';

type Purpose = 'confirm' | 'unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, purpose: Purpose, id: string) =>
  createHmac('sha256', secret).update(`newsletter:${purpose}:${id}`).digest('base64url');

/** A link token that names the subscriber and can only have been made by the server (no table needed). */
export const newsletterToken = (secret: string, purpose: Purpose, id: string) =>
  `${id}.${signature(secret, purpose, id)}`;

function subscriberOf(secret: string, purpose: Purpose, token: string): string {
  const [id = '', given = ''] = token.split('.', 2);
  const expected = Buffer.from(signature(secret, purpose, id));
  const actual = Buffer.from(given);
  if (!UUID.test(id) || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw badRequest(newsletterMessages.invalidLink, [
      { field: 'token', message: newsletterMessages.invalidLink },
    ]);
  }
  return id;
}

/**
 * Subscribes (again) as pending, in the language of this request, and answers whom to send the
 * confirmation link, or null when the address is already confirmed. The caller answers the same either way: no enumeration.
 */
export async function subscribe(db: Queryable, email: string, language: Language): Promise<string | null> {
  await db.insert(newsletterSubscribers).values({ email, language }).onConflictDoNothing();
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'pending', language })
    .where(
      and(
        eq(newsletterSubscribers.email, email),
        inArray(newsletterSubscribers.status, ['pending', 'unsubscribed']),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return row?.id ?? null;
}

export async function confirmSubscription(db: Queryable, secret: string, token: string): Promise<void> {
  const id = subscriberOf(secret, 'confirm', token);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(
      and(eq(newsletterSubscribers.id, id), inArray(newsletterSubscribers.status, ['pending', 'confirmed'])),
    )
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw badRequest(newsletterMessages.invalidLink);
}

/** Idempotent: a second click of the same link is answered the same. */
export async function unsubscribe(db: Queryable, secret: string, token: string): Promise<void> {
  const id = subscriberOf(secret, 'unsubscribe', token);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed' })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw badRequest(newsletterMessages.invalidLink);
}

export async function confirmedSubscribers(
  db: Queryable,
): Promise<{ id: string; email: string; language: Language }[]> {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'));
}
