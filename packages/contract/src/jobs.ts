import { z } from 'zod';

/** The Jobs screen (docs/product.md#104-background-jobs-and-mail): background jobs that failed every try. */
export const failedJobSchema = z.object({
  id: z.uuid(),
  /** the queue: mail, invoice-expiry, payment-detection */
  queue: z.string(),
  /** what the job was for, in words (a mail: its template and recipient) */
  what: z.string(),
  /** why the last try failed */
  error: z.string(),
  /** tries made, the first included */
  tries: z.number().int().nonnegative(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** The most failed jobs the screen lists, newest first. */
export const MAX_FAILED_JOBS = 200;
export const failedJobList = z.array(failedJobSchema).max(MAX_FAILED_JOBS);

export const jobsMessages = {
  title: 'Failed jobs',
  intro: 'Background work that failed every try: e-mails, expiry and payment checks.',
  none: 'No failed jobs.',
  retry: 'Retry',
  retrying: 'Retrying…',
  retried: 'The job will run again',
  listed: 'Failed jobs retrieved',
  loadFailed: 'The failed jobs could not be loaded',
  notFound: 'No failed job with this ID',
  queue: 'Queue',
  what: 'What',
  why: 'Why',
  tries: 'Tries',
  failedAt: 'Failed at',
} as const;
