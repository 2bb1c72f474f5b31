import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createFlight, createUser } from './factories';
import { oneSeatBooking } from './booking-body';
import { startServer } from './server-start';
import { startSmtpServer } from './smtp';

/**
 * The outbox crash test (docs/product.md#104-background-jobs-and-mail), on either database: a server process whose SMTP
 * server takes a mail and never answers is killed with SIGKILL between the commit and the send,
 * then started again with the file outbox. Every mail the changes reported is in the outbox once,
 * the one that was on its way under the Message-ID it was first sent with.
 */
export async function outboxSurvivesCrash(
  setup: (env: Record<string, string>) => Promise<{ database: Database; env: Record<string, string> }>,
  /** what the database holds once the restarted server has stopped */
  afterwards?: (env: Record<string, string>) => Promise<void>,
) {
  const smtp = await startSmtpServer();
  smtp.hanging = true;
  const base = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-outbox-crash-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    // a mail not sent within 3 × 2 s is taken as lost with its process and tried again
    MAIL_TIMEOUT_SECONDS: '2',
    MAIL_RETRY_DELAY_SECONDS: '0',
  };
  const { database, env } = await setup(base);
  const signer = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), {
    database,
    logger: false,
    work: false,
  });
  const flight = await createFlight(database.db);
  const user = await createUser(database.db);
  const token = signer.signToken(user.id, 'user', 3600);
  await signer.close();
  await database.close();

  let server = await startServer({ ...env, SMTP_URL: smtp.url });
  try {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const booked = await fetch(`${server.url}/api/v1/user/bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify(oneSeatBooking(flight.id, '5C')),
    });
    expect(booked.status).toBe(201);
    const { data } = (await booked.json()) as { data: { id: string; trackingId: string } };
    const cancelled = await fetch(`${server.url}/api/v1/user/bookings/${data.id}/cancel`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    expect(cancelled.status).toBe(200);

    // the first mail reached the SMTP server, which never answers its end: killed mid-send
    const onItsWay = await smtp.waitFor(() => true, 30_000);
    server.child.kill('SIGKILL');
    await server.exited;

    server = await startServer({ ...env });
    const outbox = join(env.DATA_DIR!, 'outbox');
    const emls = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
    await vi.waitFor(() => expect(emls()).toHaveLength(2), { timeout: 90_000, interval: 250 });
    const mails: ParsedMail[] = await Promise.all(
      emls().map((f) => simpleParser(readFileSync(join(outbox, f)))),
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining(`Booking cancelled: ${flight.flightNumber}, tracking ID ${data.trackingId}`),
      expect.stringContaining(data.trackingId),
    ]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    expect(mails.map((m) => m.messageId)).toContain(onItsWay.messageId);
    for (const mail of mails) expect(mail.to).toMatchObject({ value: [{ address: user.email }] });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // nothing more comes: still one file a mail
    expect(emls()).toHaveLength(2);
    await afterwards?.(env);
  } finally {
    server.child.kill('SIGKILL');
    await smtp.close();
  }
}
