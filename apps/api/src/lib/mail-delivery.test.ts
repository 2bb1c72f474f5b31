import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createDelivery } from './mail-delivery';

const mail = {
  to: 'grace@example.com',
  subject: 'Booking received: SK123',
  text: 'Hello Grace,\n\nYour tracking ID is ABC123 — see https://skylark.example/bookings/1.',
  html: '<p>Hello Grace,</p><p>Your tracking ID is <b>ABC123</b> — see <a href="https://skylark.example/bookings/1">it</a>.</p>',
};

describe('delivery to the outbox', () => {
  it('writes each part in base64, read back as written', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'skylark-outbox-')), 'outbox');
    const deliver = createDelivery({
      smtpUrl: undefined,
      from: 'Skylark <no-reply@skylark.example>',
      outboxDir,
    });
    const { file } = await deliver(mail, '<a1@skylark.example>');
    const raw = readFileSync(file!, 'utf8');
    expect(raw.match(/Content-Transfer-Encoding: base64/g)).toHaveLength(2);
    const parsed = await simpleParser(readFileSync(file!));
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
    expect(parsed.subject).toBe(mail.subject);
  });

  it('makes the outbox with the first mail, and again when it was removed', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'skylark-outbox-')), 'outbox');
    const deliver = createDelivery({
      smtpUrl: undefined,
      from: 'Skylark <no-reply@skylark.example>',
      outboxDir,
    });
    const first = await deliver(mail, '<b1@skylark.example>');
    rmSync(outboxDir, { recursive: true });
    const second = await deliver(mail, '<b2@skylark.example>');
    expect(first.file).not.toBe(second.file);
    expect(readFileSync(second.file!, 'utf8')).toContain('Subject: Booking received: SK123');
  });

  it('writes a mail sent again under the same Message-ID once, with that Message-ID', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'skylark-outbox-')), 'outbox');
    const deliver = createDelivery({
      smtpUrl: undefined,
      from: 'Skylark <no-reply@skylark.example>',
      outboxDir,
    });
    const first = await deliver(mail, '<c1@skylark.example>');
    const again = await deliver({ ...mail, subject: 'rendered again' }, '<c1@skylark.example>');
    expect(again.file).toBe(first.file);
    expect(readdirSync(outboxDir)).toEqual([basename(first.file!)]);
    const parsed = await simpleParser(readFileSync(first.file!));
    expect(parsed.messageId).toBe('<c1@skylark.example>');
    expect(parsed.subject).toBe(mail.subject);
  });
});
