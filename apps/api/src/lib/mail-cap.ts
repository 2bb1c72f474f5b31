import { HOUR_MS } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { batcher } from '../db/batch';
import type { Db } from '../db/client';
import { type Hit, counterKey } from './rate-counters';

/**
 * Mails one address receives per hour, per kind, whoever asks for them (docs/security.md): a
 * stranger cannot fill somebody's inbox with reset links, confirmations or booking mails.
 */
export const MAIL_CAPS_PER_HOUR = { reset: 5, newsletter: 3, booking: 30 } as const;
export type MailKind = keyof typeof MAIL_CAPS_PER_HOUR;

const counters = new WeakMap<Db, (key: string) => Promise<Hit>>();

/**
 * One hit on a mail counter, counted with the other mails of the same moment in one statement:
 * booking_limits (`db/functions/booking_limits.sql`) counts hashed keys in fixed windows, each as if it came alone.
 */
function countMailHit(db: Db, key: string): Promise<Hit> {
  let send = counters.get(db);
  if (!send) {
    send = batcher(
      async (keys: string[]) => {
        const items = JSON.stringify(keys.map((k) => ({ user_id: null, keys: [counterKey(k)] })));
        const { rows } = await db.execute<{ answers: { hits: Hit[] }[] }>(
          sql`select booking_limits(${items}::jsonb, ${HOUR_MS}) as answers`,
        );
        return rows[0]!.answers.map((a) => a.hits[0]!);
      },
      { inFlight: 1, max: 100 },
    );
    counters.set(db, send);
  }
  return send(key);
}

/** Counts a mail of this kind to `to`: false (not to be sent) once the address had its hourly share. */
export async function withinCap(db: Db, kind: MailKind, to: string): Promise<boolean> {
  const { hits } = await countMailHit(db, `mail|${kind}|${to.trim().toLowerCase()}`);
  return hits <= MAIL_CAPS_PER_HOUR[kind];
}
