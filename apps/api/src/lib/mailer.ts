import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

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
  /** Sends in the background (a mail still rendering too): a mail failure is logged, never a request failure. */
  send(mail: Mail | Promise<Mail>): void;
  /** Resolves when every mail handed to send() has been tried (tests, shutdown). */
  flush(): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** SMTP when SMTP_URL is set, otherwise an .eml file per mail under the outbox (docs/product.md §10). */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(rendering: Mail | Promise<Mail>) {
    const mail = await rendering;
    const info = await transport.sendMail({ from, ...mail });
    if (smtpUrl) return;
    await mkdir(outboxDir, { recursive: true });
    const file = join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    log.info({ to: mail.to, subject: mail.subject, links, file }, 'mail written to the outbox');
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((err: unknown) => log.error({ err }, 'mail not sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
