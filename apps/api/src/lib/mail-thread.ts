import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { renderTemplate } from '../mail/templates';
import { createDelivery, type Deliver, type Delivered, type DeliveryOptions } from './mail-delivery';

/**
 * The built server renders and delivers mails on a thread of its own (dist/mail-worker.js), so that
 * a mail's markup, documents, MIME encoding and file writes do not hold up requests; run from source
 * (development, tests), it does so on the calling thread.
 */
const MAIL_THREAD = new URL('./mail-worker.js', import.meta.url);
/** The mail thread's name on Linux, in `top -H` and `ps -L`. */
export const MAIL_THREAD_NAME = 'skylark-mail';

/** A queued mail: its template, the template's arguments, and its Message-ID (`<id@host>`). */
export interface MailToSend {
  template: string;
  args: unknown[];
  messageId: string;
}
/** Whether the rendered mail may go to its recipient (a capped kind's hourly count). */
export type Approve = (to: string) => Promise<boolean>;
/** A mail delivered, with its subject; null when `approve` refused it. */
export type Sent = (Delivered & { subject: string }) | null;
export type SendMail = (mail: MailToSend, approve?: Approve) => Promise<Sent>;

/** Renders a mail, asks `approve` (if given) about its recipient, then delivers it. */
export const renderAndDeliver =
  (deliver: Deliver): SendMail =>
  async ({ template, args, messageId }, approve) => {
    const mail = await renderTemplate(template, args);
    if (approve && !(await approve(mail.to))) return null;
    const delivered = await deliver(mail, messageId);
    return { ...delivered, subject: mail.subject };
  };

export const createMailSender = (options: DeliveryOptions): SendMail =>
  existsSync(MAIL_THREAD) ? mailThread(options, MAIL_THREAD) : renderAndDeliver(createDelivery(options));

/** The thread's messages: a recipient to approve, or the outcome of a mail. */
export type FromMailThread =
  | { id: number; to: string }
  | { id: number; sent: Sent }
  | { id: number; error: string };
/** The messages to the thread: a mail to send (`ask`: approve its recipient first), or the approval. */
export type ToMailThread = { id: number; mail: MailToSend; ask: boolean } | { id: number; approved: boolean };

interface Waiting {
  approve?: Approve;
  resolve: (sent: Sent) => void;
  reject: (error: Error) => void;
}

/**
 * Sending on the mail thread (`file`, the thread's bundle), started with the first mail. It keeps
 * the process alive only while a mail is on its way; if it stops, the mails it held fail (their jobs
 * are tried again) and the next mail starts a new one.
 */
export function mailThread(options: DeliveryOptions, file: URL): SendMail {
  let thread: { worker: Worker; waiting: Map<number, Waiting> } | undefined;
  let nextId = 0;

  function start() {
    // bounded, so that the thread's memory stays flat; a smaller young generation costs it more collections
    const worker = new Worker(file, {
      workerData: options,
      resourceLimits: { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 128 },
    });
    const waiting = new Map<number, Waiting>();
    const started = { worker, waiting };
    const post = (message: ToMailThread) => worker.postMessage(message);
    worker.unref();
    worker.on('message', (message: FromMailThread) => {
      const job = waiting.get(message.id);
      if ('to' in message) {
        job?.approve?.(message.to).then(
          (approved) => post({ id: message.id, approved }),
          (error: Error) => {
            // not counted: the mail is not sent now, and its job is tried again
            post({ id: message.id, approved: false });
            settle(message.id, () => job?.reject(error));
          },
        );
        return;
      }
      settle(message.id, () =>
        'error' in message ? job?.reject(new Error(message.error)) : job?.resolve(message.sent),
      );
    });
    const settle = (id: number, answer: () => void) => {
      if (!waiting.delete(id)) return;
      if (waiting.size === 0) worker.unref();
      answer();
    };
    const stopped = (error: Error) => {
      if (thread === started) thread = undefined;
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the mail thread stopped with exit code ${code}`)));
    return started;
  }

  return (mail, approve) =>
    new Promise((resolve, reject) => {
      thread ??= start();
      const id = nextId++;
      // posted first: a mail that cannot be posted is refused without holding the thread
      thread.worker.postMessage({ id, mail, ask: approve !== undefined } satisfies ToMailThread);
      thread.waiting.set(id, { approve, resolve, reject });
      thread.worker.ref();
    });
}
