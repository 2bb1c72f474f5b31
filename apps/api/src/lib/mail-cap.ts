import type { Db } from '../db/client';
import type { Mail } from './mailer';
import { countHit } from './rate-counters';

/**
 * Mails one address receives per hour, per kind, whoever asks for them (docs/security.md): a
 * stranger cannot fill somebody's inbox with reset links, confirmations or booking mails.
 */
export const MAIL_CAPS_PER_HOUR = { reset: 5, newsletter: 3, booking: 30 } as const;
export type MailKind = keyof typeof MAIL_CAPS_PER_HOUR;
const HOUR_MS = 3600_000;

/** The mail, or null (not sent) once its address had this kind's hourly share. */
export async function capped(db: Db, kind: MailKind, mail: Mail | Promise<Mail>): Promise<Mail | null> {
  const ready = await mail;
  const { hits } = await countHit(db, `mail|${kind}|${ready.to.trim().toLowerCase()}`, HOUR_MS);
  return hits <= MAIL_CAPS_PER_HOUR[kind] ? ready : null;
}
