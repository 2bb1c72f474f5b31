import { type FailedJob, jobsMessages, MAX_FAILED_JOBS } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/runner';
import { notFound } from '../../lib/errors';
import type { QueuedMail } from '../../mail/outbox';

interface FailedRow extends Record<string, unknown> {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A mail's recipient: its first argument, or the e-mail of the booking it is about. */
function recipientOf(args: unknown[]): string | undefined {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'email' in first && typeof first.email === 'string')
    return first.email;
  return undefined;
}

function describe(name: string, data: unknown): string {
  if (name !== 'mail' || !data || typeof data !== 'object') return name;
  const { template, args } = data as Partial<QueuedMail>;
  const to = Array.isArray(args) ? recipientOf(args) : undefined;
  return `E-mail "${String(template)}"${to ? ` to ${to}` : ''}`;
}

function reasonOf(output: unknown): string {
  if (output && typeof output === 'object') {
    const o = output as { message?: unknown; value?: { message?: unknown } };
    const message = o.message ?? o.value?.message;
    if (typeof message === 'string') return message.slice(0, 500);
  }
  return 'Unknown error';
}

/** Jobs that failed every try, newest first (pg-boss's table: docs/decisions/027). */
export async function listFailedJobs(db: Db): Promise<FailedJob[]> {
  const { rows } = await db.execute<FailedRow>(sql`
    select id, name, data, output, retry_count, created_on, completed_on
    from pgboss.job where state = 'failed'
    order by completed_on desc nulls last, id
    limit ${MAX_FAILED_JOBS}`);
  return rows.map((r) => ({
    id: r.id,
    queue: r.name,
    what: describe(r.name, r.data),
    error: reasonOf(r.output),
    tries: Number(r.retry_count) + 1,
    createdAt: iso(r.created_on)!,
    failedAt: iso(r.completed_on),
  }));
}

/** Runs a failed job once more, now; 404 when no failed job has this id. */
export async function retryFailedJob(db: Db, jobs: Jobs, id: string): Promise<void> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select name from pgboss.job where id = ${id} and state = 'failed'`,
  );
  const name = rows[0]?.name;
  if (!name) throw notFound(jobsMessages.notFound);
  await jobs.boss.retry(name, id);
  jobs.wake(name);
}
