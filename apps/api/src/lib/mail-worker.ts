import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createDelivery, type DeliveryOptions } from './mail-delivery';
import { type Mail, MAIL_THREAD_NAME } from './mailer';

// The built server's mail thread (lib/mailer.ts): the MIME encoding and the outbox's files run
// here, beside the thread that answers requests.
try {
  writeFileSync('/proc/thread-self/comm', MAIL_THREAD_NAME);
} catch {
  // not Linux: the thread keeps the process's name
}

const deliver = createDelivery(workerData as DeliveryOptions);
const port = parentPort!;

port.on('message', ({ id, mail }: { id: number; mail: Mail }) => {
  // a Buffer arrives as a plain Uint8Array; nodemailer wants a Buffer
  const attachments = mail.attachments?.map((a) => ({
    ...a,
    content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
  }));
  deliver({ ...mail, attachments }).then(
    (delivered) => port.postMessage({ id, delivered }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
