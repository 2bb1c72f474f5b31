import type { PushPayload } from '@skylark/contract';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSettings } from '../../config';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { endpointAllowed } from './endpoint';
import type { VapidKeys } from './vapid';

export const PUSH_QUEUE = 'push';

/** A push job: one device, one message. */
export interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

/** How long a push service keeps a message for a device that is off. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * The push worker: encrypts the message for the device (aes128gcm, web-push) and POSTs it to its push
 * service, following no redirect. A device its push service no longer knows (404, 410) is forgotten;
 * any other failure fails the try, and pg-boss tries again.
 */
export function pushRunner(db: Db, settings: PushSettings, keys: VapidKeys, log: FastifyBaseLogger) {
  const vapidDetails = { subject: settings.subject, ...keys };
  return async (job: PgBoss.JobWithMetadata) => {
    const { subscriptionId, payload } = job.data as PushJob;
    const [device] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    if (!device || !endpointAllowed(device.endpoint, settings)) return;
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { vapidDetails, TTL: TTL_SECONDS, topic: topicOf(payload.tag) },
    );
    const res = await fetch(device.endpoint, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      log.info({ subscriptionId, status: res.status }, 'push device gone: forgotten');
      return;
    }
    if (res.status < 200 || res.status > 299) throw new Error(`push service answered ${res.status}`);
  };
}

/** A push topic replaces an undelivered message of the same topic: at most 32 base64url characters. */
const topicOf = (tag: string) => tag.replace(/[^\w-]/g, '').slice(0, 32) || undefined;
