import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { createDelivery, type Deliver, type Delivered, type DeliveryOptions } from './mail-delivery';

/** A rendered mail: every mail has an HTML part and a plain-text part (see src/mail). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface Mailer {
  /**
   * Sends in the background (a mail still rendering too; null: nothing to send): a mail failure is
   * logged, never a request failure.
   */
  send(mail: Mail | Promise<Mail | null>): void;
  /** Resolves when every mail handed to send() has been tried (tests, shutdown). */
  flush(): Promise<void>;
}

interface MailerOptions extends DeliveryOptions {
  log: FastifyBaseLogger;
}

/**
 * The built server delivers on a thread of its own (dist/mail-worker.js), so that a mail's MIME
 * encoding and file writes do not hold up requests; run from source (development, tests), it
 * delivers on this thread.
 */
const MAIL_THREAD = new URL('./mail-worker.js', import.meta.url);
/** The mail thread's name on Linux, in `top -H` and `ps -L` (the bench reads its CPU time by it). */
export const MAIL_THREAD_NAME = 'skylark-mail';

/** Sends each mail in the background, as createDelivery delivers it, and logs the outbox's files. */
export function createMailer({ log, ...options }: MailerOptions): Mailer {
  const deliver = existsSync(MAIL_THREAD) ? mailThread(options) : createDelivery(options);
  const pending = new Set<Promise<void>>();

  async function send(rendering: Mail | Promise<Mail | null>) {
    const mail = await rendering;
    if (!mail) return;
    const { file } = await deliver(mail);
    // the mail's links (reset, confirmation) are secrets: the log names only the file to open
    if (file) log.info({ subject: mail.subject, file }, 'mail written to the outbox');
  }

  return {
    send(mail) {
      const job = send(mail)
        .catch((err: unknown) => log.error({ err }, 'mail not sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}

interface Waiting {
  resolve: (delivered: Delivered) => void;
  reject: (error: Error) => void;
}

/**
 * Delivery on the mail thread, started with the first mail. It keeps the process alive only while
 * a mail is on its way; if it stops, the mails it held fail (and are logged) and the next mail
 * starts a new one.
 */
function mailThread(options: DeliveryOptions): Deliver {
  let thread: { worker: Worker; waiting: Map<number, Waiting> } | undefined;
  let nextId = 0;

  function start() {
    // a mail at a time needs little memory: a small young generation keeps the thread's share low
    const worker = new Worker(MAIL_THREAD, {
      workerData: options,
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 },
    });
    const waiting = new Map<number, Waiting>();
    const started = { worker, waiting };
    worker.unref();
    worker.on(
      'message',
      ({ id, delivered, error }: { id: number; delivered?: Delivered; error?: string }) => {
        const job = waiting.get(id);
        waiting.delete(id);
        if (waiting.size === 0) worker.unref();
        if (error === undefined) job?.resolve(delivered ?? {});
        else job?.reject(new Error(error));
      },
    );
    const stopped = (error: Error) => {
      if (thread === started) thread = undefined;
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the mail thread stopped with exit code ${code}`)));
    return started;
  }

  return (mail) =>
    new Promise((resolve, reject) => {
      thread ??= start();
      const id = nextId++;
      // posted first: a mail that cannot be posted is refused without holding the thread
      thread.worker.postMessage({ id, mail });
      thread.waiting.set(id, { resolve, reject });
      thread.worker.ref();
    });
}
