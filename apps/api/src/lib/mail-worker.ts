import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createDelivery, type DeliveryOptions } from './mail-delivery';
import { type FromMailThread, MAIL_THREAD_NAME, type ToMailThread, renderAndDeliver } from './mail-thread';

// The built server's mail thread (lib/mail-thread.ts): a mail's rendering, its documents, its MIME
// encoding and the outbox's files run here, beside the thread that answers requests.
try {
  writeFileSync('/proc/thread-self/comm', MAIL_THREAD_NAME);
} catch {
  // not Linux: the thread keeps the process's name
}

const send = renderAndDeliver(createDelivery(workerData as DeliveryOptions));
const port = parentPort!;
const post = (message: FromMailThread) => port.postMessage(message);
/** Mails rendered and waiting for the main thread's answer about their recipient. */
const approvals = new Map<number, (approved: boolean) => void>();

port.on('message', (message: ToMailThread) => {
  if ('approved' in message) {
    approvals.get(message.id)?.(message.approved);
    approvals.delete(message.id);
    return;
  }
  const { id, mail, ask } = message;
  const approve = ask
    ? (to: string) =>
        new Promise<boolean>((resolve) => {
          approvals.set(id, resolve);
          post({ id, to });
        })
    : undefined;
  send(mail, approve).then(
    (sent) => post({ id, sent }),
    (error: unknown) => post({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
