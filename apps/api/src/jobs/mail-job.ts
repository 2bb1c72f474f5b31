import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { withinCap } from '../lib/mail-cap';
import { createMailSender } from '../lib/mail-thread';
import type { SecretBox } from '../lib/secret-box';
import type { QueuedMail } from '../mail/outbox';

/** The domain of MAIL_FROM, for Message-IDs: `<job id@domain>`. */
export function messageIdHost(mailFrom: string): string {
  const match = /@([\w.-]+)>?\s*$/.exec(mailFrom.slice(-300));
  return match?.[1] ?? 'skylark.invalid';
}

/**
 * The mail worker: renders a queued mail and delivers it under the Message-ID it was queued with,
 * so a mail tried again (after a failure or a crash) is the same mail. A capped kind is counted on
 * the first try only.
 */
export function mailRunner(db: Db, config: AppConfig, secrets: SecretBox, log: FastifyBaseLogger) {
  const send = createMailSender({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: `${config.dataDir}/outbox`,
    timeoutSeconds: config.mailRetry.timeoutSeconds,
  });
  const host = messageIdHost(config.mailFrom);
  return async (job: PgBoss.JobWithMetadata) => {
    const { template, args, cap, messageId, sealedArgs = [] } = job.data as QueuedMail;
    const opened = (args as unknown[]).map((arg, i) =>
      sealedArgs.includes(i) && typeof arg === 'string' ? secrets.open(arg) : arg,
    );
    const approve = cap && job.retryCount === 0 ? (to: string) => withinCap(db, cap, to) : undefined;
    const sent = await send({ template, args: opened, messageId: `<${messageId}@${host}>` }, approve);
    // the mail's links (reset, confirmation) are secrets: the log names only the file to open
    if (sent?.file) log.info({ subject: sent.subject, file: sent.file }, 'mail written to the outbox');
  };
}
