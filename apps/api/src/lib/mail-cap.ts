import { HOUR_MS } from '@skylark/contract';
import type { Db } from '../db/client';
import { countHit } from './rate-counters';

/**
 * Mails one address receives per hour, per kind, whoever asks for them (docs/security.md): a
 * stranger cannot fill somebody's inbox with reset links, confirmations or booking mails.
 */
export const MAIL_CAPS_PER_HOUR = { reset: 5, newsletter: 3, booking: 30 } as const;
export type MailKind = keyof typeof MAIL_CAPS_PER_HOUR;

/** Counts a mail of this kind to `to`: false (not to be sent) once the address had its hourly share. */
export async function withinCap(db: Db, kind: MailKind, to: string): Promise<boolean> {
  const { hits } = await countHit(db, `mail|${kind}|${to.trim().toLowerCase()}`, HOUR_MS);
  return hits <= MAIL_CAPS_PER_HOUR[kind];
}
