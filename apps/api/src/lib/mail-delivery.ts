import { mkdir, writeFile } from 'node:fs/promises';
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
    const info = await transport.sendMail({ from, ...mail });
    if (smtpUrl) return {};
    await mkdir(outboxDir, { recursive: true });
    const file = join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    return { file };
  };
}
