import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createDelivery, type DeliveryOptions } from './mail-delivery';
import type { Mail } from './mailer';
import { MAIL_THREAD_NAME } from './mail-thread';

// The built server's mail thread (lib/mail-thread.ts): a rendered mail's MIME encoding and the
// outbox's files run here, beside the thread that answers requests.
try {
  writeFileSync('/proc/thread-self/comm', MAIL_THREAD_NAME);
} catch {
  // not Linux: the thread keeps the process's name
}

const deliver = createDelivery(workerData as DeliveryOptions);
const port = parentPort!;

port.on('message', ({ id, mail, messageId }: { id: number; mail: Mail; messageId: string }) => {
  // a Buffer arrives as a plain Uint8Array; nodemailer wants a Buffer
  const attachments = mail.attachments?.map((a) => ({
    ...a,
    content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
  }));
  deliver({ ...mail, attachments }, messageId).then(
    (delivered) => port.postMessage({ id, delivered }),
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
