import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail } from './mailer';

export interface DeliveryOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** an SMTP exchange that stays silent this long fails (and is tried again) */
  timeoutSeconds?: number;
}

/** Where a mail went: its .eml file in the outbox, or nothing when it went over SMTP. */
export interface Delivered {
  file?: string;
}

/** Sends a mail under the Message-ID given (`<id@host>`), the same on every try. */
export type Deliver = (mail: Mail, messageId: string) => Promise<Delivered>;

/** The outbox file of a Message-ID: a mail tried again after a crash lands on the same file. */
export const outboxFileName = (messageId: string) => `${messageId.replace(/[^\w.@-]/g, '')}.eml`;

/** SMTP when SMTP_URL is set, otherwise an .eml file per mail under the outbox (docs/product.md#10-running-it). */
export function createDelivery({ smtpUrl, from, outboxDir, timeoutSeconds = 30 }: DeliveryOptions): Deliver {
  const timeoutMs = timeoutSeconds * 1000;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, {
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail, messageId) => {
    const file = smtpUrl ? undefined : join(outboxDir, outboxFileName(messageId));
    // written before, by a try whose success was not recorded: written once is enough
    if (file && existsSync(file)) return { file };
    // base64 parts: encoded natively, where quoted-printable took twice the time (docs/product.md#103-a-booking-in-one-round-trip)
    const info = await transport.sendMail({ from, textEncoding: 'base64', ...mail, messageId });
    if (!file) return {};
    const message = (info as unknown as { message: Buffer }).message;
    // under another name first: a crash mid-write leaves no half mail under the real one
    const partial = join(outboxDir, `.${outboxFileName(messageId)}.partial`);
    try {
      writeFileSync(partial, message);
    } catch (error) {
      // the outbox is made with the first mail, and again if it was removed since
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(outboxDir, { recursive: true });
      writeFileSync(partial, message);
    }
    renameSync(partial, file);
    return { file };
  };
}
