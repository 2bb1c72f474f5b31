import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Booking } from '@skylark/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths';
import { buildTestApp, call, tokenFor } from '../test/app';
import { oneSeatBooking } from '../test/booking-body';
import { createFlight, createUser } from '../test/factories';
import { mailThread } from './mail-thread';

// the built server's mail thread, bundled as `npm run build` bundles it, into a directory beside dist/
const OUT = `.test-build-${process.pid}`;
beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: API_ROOT,
    env: { ...process.env, BUILD_OUTDIR: OUT },
  });
});
afterAll(() => rmSync(join(API_ROOT, OUT), { recursive: true, force: true }));

function threadSender() {
  const outboxDir = join(mkdtempSync(join(tmpdir(), 'skylark-mail-thread-')), 'outbox');
  const send = mailThread(
    { smtpUrl: undefined, from: 'Skylark <no-reply@skylark.example>', outboxDir },
    pathToFileURL(join(API_ROOT, OUT, 'mail-worker.js')),
  );
  const files = () => readdirSync(outboxDir, { withFileTypes: true }).filter((f) => f.isFile());
  return { send, outboxDir, files };
}

describe("the built server's mail thread", () => {
  it('renders a queued mail and delivers it under its Message-ID', async () => {
    const { send } = threadSender();
    const sent = await send({
      template: 'passwordReset',
      args: ['ada@example.com', 'Ada', 'https://skylark.example/reset-password?token=t1', 'fr'],
      messageId: '<m1@skylark.example>',
    });
    const parsed = await simpleParser(readFileSync(sent!.file!));
    expect(parsed.messageId).toBe('<m1@skylark.example>');
    expect(parsed.to).toMatchObject({ text: 'ada@example.com' });
    expect(parsed.subject).toBe(sent!.subject);
    expect(parsed.text).toContain('https://skylark.example/reset-password?token=t1');
  });

  it("asks about a capped mail's recipient once it is rendered, and drops the mail refused", async () => {
    const { send, outboxDir, files } = threadSender();
    const asked: string[] = [];
    const mail = (n: number) => ({
      template: 'newsletterConfirm',
      args: ['reader@example.com', `https://skylark.example/newsletter/confirm?token=${n}`],
      messageId: `<n${n}@skylark.example>`,
    });
    const refused = await send(mail(1), async (to) => {
      asked.push(to);
      return false;
    });
    expect(refused).toBeNull();
    expect(asked).toEqual(['reader@example.com']);
    rmSync(outboxDir, { recursive: true, force: true });
    const approved = await send(mail(2), async () => true);
    expect(files().map((f) => f.name)).toEqual(['n2@skylark.example.eml']);
    expect(approved!.file).toBe(join(outboxDir, 'n2@skylark.example.eml'));
  });

  it('fails a mail whose approval failed, sends nothing, and sends the next mail', async () => {
    const { send, outboxDir, files } = threadSender();
    const failing = send(
      {
        template: 'newsletterConfirm',
        args: ['reader@example.com', 'https://x.example/c'],
        messageId: '<f1@x>',
      },
      () => Promise.reject(new Error('the database is down')),
    );
    await expect(failing).rejects.toThrow('the database is down');
    const next = await send({
      template: 'newsletterConfirm',
      args: ['other@example.com', 'https://x.example/d'],
      messageId: '<f2@x>',
    });
    expect(next!.file).toBe(join(outboxDir, 'f2@x.eml'));
    expect(files().map((f) => f.name)).toEqual(['f2@x.eml']);
  });

  it("renders a confirmation with its e-ticket and calendar in the traveller's language", async () => {
    const t = await buildTestApp();
    try {
      const user = await createUser(t.database.db, { language: 'ar' });
      const flight = await createFlight(t.database.db, {
        classes: [{ type: 'ECONOMY', priceCents: 164_600, capacity: 6 }],
      });
      const booked = await call<Booking>(t.app, 'POST', '/user/bookings', {
        token: tokenFor(t.app, user.id, 'user'),
        body: oneSeatBooking(flight.id, '1A'),
      });
      expect(booked.status).toBe(201);
      const { send } = threadSender();
      const sent = await send({
        template: 'bookingApproved',
        args: [booked.body.data, 'https://skylark.example'],
        messageId: '<a1@skylark.example>',
      });
      const parsed = await simpleParser(readFileSync(sent!.file!));
      expect(parsed.attachments.map((a) => a.filename)).toEqual([
        `skylark-${booked.body.data.trackingId}.pdf`,
        `skylark-${booked.body.data.trackingId}.ics`,
      ]);
      expect(parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(parsed.text).toContain(booked.body.data.trackingId);
      expect(parsed.html).toContain('lang="ar"');
    } finally {
      await t.close();
    }
  });
});
