import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Queryable } from '../db/client';
import { bossDb } from '../db/pg-boss-db';
import type { MailKind } from '../lib/mail-cap';
import type { MAIL_TEMPLATES, MailTemplate } from './templates';

export const MAIL_QUEUE = 'mail';

/** A mail to send: the template, its arguments, and the hourly cap of its kind, if any. */
export type MailJob = {
  [K in MailTemplate]: {
    template: K;
    args: Parameters<(typeof MAIL_TEMPLATES)[K]>;
    cap?: MailKind;
    /** arguments sealed with the app's SecretBox (a reset link): opened by the worker only */
    sealedArgs?: number[];
  };
}[MailTemplate];

/** The mail that reports a change, made from its result in the change's transaction. */
export type MailOf<T> = (result: T) => MailJob;

/** What a mail job keeps: the mail, and the Message-ID fixed when it was queued. */
export type QueuedMail = MailJob & { messageId: string };

/** Builds a MailJob with its arguments checked against the template's. */
export const mailJob = <K extends MailTemplate>(
  template: K,
  args: Parameters<(typeof MAIL_TEMPLATES)[K]>,
  cap?: MailKind,
) => ({ template, args, cap }) as MailJob;

// Sending needs no started instance: the SQL runs on the connection given, and the queue's row
// supplies the retries and back-off (jobs/queues.ts).
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('a mail is queued on its transaction only')),
  },
});

const listeners = new Set<() => void>();
/** Calls `listener` shortly after mails are queued in this process; the answer stops it. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
// soon after, so that the transaction that queued them has most likely committed, and once for the
// mails queued meanwhile: a busy moment's mails are fetched in batches, not one fetch each
const WAKE_AFTER_MS = 50;
let wakeTimer: NodeJS.Timeout | undefined;

/** The mail as its job keeps it, with its Message-ID fixed now. */
export const queuedMail = (mail: MailJob): QueuedMail => ({ ...mail, messageId: randomUUID() });

/**
 * The INSERT that queues, as pg-boss's own send does (the queue's retries, expiry and retention),
 * the QueuedMail of each row of `mails` (a query with one jsonb column `mail`): for a caller that
 * must queue within one statement of its own (the bookings' batch call, modules/bookings/create-batch.ts).
 */
export const insertMailJobs = (mails: SQL) => sql`
  insert into pgboss.job (id, name, data, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, policy, dead_letter)
  select (m.mail->>'messageId')::uuid, q.name, m.mail, coalesce(q.retry_limit, 2),
    case when coalesce(q.retry_backoff, false) then greatest(coalesce(q.retry_delay, 0), 1) else coalesce(q.retry_delay, 0) end,
    coalesce(q.retry_backoff, false), coalesce(q.expire_seconds, 900) * interval '1 second',
    now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days'), q.policy, q.dead_letter
  from (${mails}) m, pgboss.queue q where q.name = ${MAIL_QUEUE}`;

/** Wakes this process's mail worker shortly after mails were queued. */
export function mailsQueued(): void {
  if (wakeTimer) return;
  wakeTimer = setTimeout(() => {
    wakeTimer = undefined;
    for (const listener of listeners) listener();
  }, WAKE_AFTER_MS).unref();
}

/**
 * Queues mails in the transaction (or on the handle) given: they are sent if and only if it
 * commits, each once, rendered and delivered by the mail worker (jobs/mail-job.ts).
 */
export async function enqueueMail(q: Queryable, ...mails: MailJob[]): Promise<void> {
  if (mails.length === 0) return;
  const jobs = mails.map((mail) => {
    const data = queuedMail(mail);
    return { id: data.messageId, name: MAIL_QUEUE, data };
  });
  await sender.insert(jobs, { db: bossDb(q) });
  mailsQueued();
}

/** Queues jobs of another queue in the transaction given, as enqueueMail does mails. */
export async function enqueueJobs(q: Queryable, queue: string, data: object[]): Promise<void> {
  if (data.length === 0) return;
  await sender.insert(
    data.map((d) => ({ name: queue, data: d })),
    { db: bossDb(q) },
  );
}
