import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { withinCap } from '../lib/mail-cap';
import { createThreadedDelivery } from '../lib/mail-thread';
import type { SecretBox } from '../lib/secret-box';
import type { QueuedMail } from '../mail/outbox';
import { renderTemplate } from '../mail/templates';

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
  const deliver = createThreadedDelivery({
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
    const mail = await renderTemplate(template, opened);
    if (cap && job.retryCount === 0 && !(await withinCap(db, cap, mail.to))) return;
    const { file } = await deliver(mail, `<${messageId}@${host}>`);
    // the mail's links (reset, confirmation) are secrets: the log names only the file to open
    if (file) log.info({ subject: mail.subject, file }, 'mail written to the outbox');
  };
}
