import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail } from './mailer';

export interface DeliveryOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** Where a mail went: its .eml file in the outbox, or nothing when it went over SMTP. */
export interface Delivered {
  file?: string;
}

export type Deliver = (mail: Mail) => Promise<Delivered>;

/** SMTP when SMTP_URL is set, otherwise an .eml file per mail under the outbox (docs/product.md §10). */
export function createDelivery({ smtpUrl, from, outboxDir }: DeliveryOptions): Deliver {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    // base64 parts: encoded natively, where quoted-printable took twice the time (docs/product.md §10.3)
    const info = await transport.sendMail({ from, textEncoding: 'base64', ...mail });
    if (smtpUrl) return {};
    const file = join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    const message = (info as unknown as { message: Buffer }).message;
    // Written synchronously: on this machine's file system, the promise API's three trips to the
    // thread pool (open, write, close) cost about 2.5 times the CPU of one synchronous write
    // (docs/product.md §10.3). The built server delivers on a thread of its own.
    try {
      writeFileSync(file, message);
    } catch (error) {
      // the outbox is made with the first mail, and again if it was removed since
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(outboxDir, { recursive: true });
      writeFileSync(file, message);
    }
    return { file };
  };
}
