import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createDelivery, type Deliver, type Delivered, type DeliveryOptions } from './mail-delivery';

/**
 * The built server delivers on a thread of its own (dist/mail-worker.js), so that a mail's MIME
 * encoding and file writes do not hold up requests; run from source (development, tests), it
 * delivers on the calling thread.
 */
const MAIL_THREAD = new URL('./mail-worker.js', import.meta.url);
/** The mail thread's name on Linux, in `top -H` and `ps -L`. */
export const MAIL_THREAD_NAME = 'skylark-mail';

export const createThreadedDelivery = (options: DeliveryOptions): Deliver =>
  existsSync(MAIL_THREAD) ? mailThread(options) : createDelivery(options);

interface Waiting {
  resolve: (delivered: Delivered) => void;
  reject: (error: Error) => void;
}

/**
 * Delivery on the mail thread, started with the first mail. It keeps the process alive only while
 * a mail is on its way; if it stops, the mails it held fail (their jobs are tried again) and the
 * next mail starts a new one.
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
    worker.on('message', ({ id, delivered, error }: { id: number; delivered?: Delivered; error?: string }) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) worker.unref();
      if (error === undefined) job?.resolve(delivered ?? {});
      else job?.reject(new Error(error));
    });
    const stopped = (error: Error) => {
      if (thread === started) thread = undefined;
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the mail thread stopped with exit code ${code}`)));
    return started;
  }

  return (mail, messageId) =>
    new Promise((resolve, reject) => {
      thread ??= start();
      const id = nextId++;
      // posted first: a mail that cannot be posted is refused without holding the thread
      thread.worker.postMessage({ id, mail, messageId });
      thread.waiting.set(id, { resolve, reject });
      thread.worker.ref();
    });
}
