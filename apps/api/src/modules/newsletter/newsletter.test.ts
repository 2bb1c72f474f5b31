import { newsletterMessages } from '@skylark/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/factories';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';

let adminToken: string;
useMailApp();
beforeAll(async () => {
  const admin = await createAdmin(t.database.db, { email: 'news-admin@skylark.test' });
  adminToken = tokenFor(t.app, admin.id, 'admin');
});

const tokenIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`http://skylark\\.test${path}\\?token=([\\w.-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};
const mailsTo = (address: string) => smtp.messages.filter((m) => recipientOf(m) === address);

async function sendIssue(subject: string) {
  const sent = await call<{ recipients: number }>(t.app, 'POST', '/admin/newsletter', {
    token: adminToken,
    body: { subject, body: 'Fares to Paris drop 20 % this week.' },
  });
  expect(sent.status).toBe(200);
  return sent.body.data.recipients;
}

describe('newsletter double opt-in', () => {
  it('confirms by the e-mailed link only, then every issue carries a working one-click unsubscribe', async () => {
    const subscribed = await call(t.app, 'POST', '/newsletter', { body: { email: 'Reader@Example.com' } });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.message).toBe(newsletterMessages.checkEmail);
    const confirmation = await smtp.waitFor((m) => recipientOf(m) === 'reader@example.com');
    expect(confirmation.subject).toBe('Confirm your Skylark newsletter subscription');
    // not confirmed yet: no issue goes out
    expect(await sendIssue('Before confirmation')).toBe(0);

    const forged = await call(t.app, 'POST', '/newsletter/confirm', {
      body: { token: `${tokenIn(confirmation.text ?? '', '/newsletter/confirm').split('.')[0]}.forged` },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(newsletterMessages.invalidLink);
    const confirmed = await call(t.app, 'POST', '/newsletter/confirm', {
      body: { token: tokenIn(confirmation.text ?? '', '/newsletter/confirm') },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(newsletterMessages.confirmed);

    expect(await sendIssue('Fare drops')).toBe(1);
    const issue = await smtp.waitFor(
      (m) => recipientOf(m) === 'reader@example.com' && m.subject === 'Fare drops',
    );
    const unsubscribeToken = tokenIn(issue.text ?? '', '/newsletter/unsubscribe');
    const headerLine = (key: string) =>
      issue.headerLines
        .find((h) => h.key === key)
        ?.line.slice(key.length + 1)
        .trim() ?? '';
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = headerLine('list-unsubscribe').replace(/^<|>$/g, '');
    expect(url).toBe(`http://skylark.test/api/v1/newsletter/unsubscribe?token=${unsubscribeToken}`);

    // what a mail client does: POST the URL with the RFC 8058 form body
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname + new URL(url).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: newsletterMessages.unsubscribed });
    expect(await sendIssue('After unsubscribing')).toBe(0);
  });

  it('answers the same for a new, a pending and a confirmed address, and mails only when a link is due', async () => {
    const answers = [];
    for (const email of ['fresh@example.com', 'fresh@example.com']) {
      answers.push((await call(t.app, 'POST', '/newsletter', { body: { email } })).body);
    }
    const first = await smtp.waitFor((m) => recipientOf(m) === 'fresh@example.com');
    await call(t.app, 'POST', '/newsletter/confirm', {
      body: { token: tokenIn(first.text ?? '', '/newsletter/confirm') },
    });
    await t.app.jobs.drain('mail');
    const before = mailsTo('fresh@example.com').length;
    answers.push((await call(t.app, 'POST', '/newsletter', { body: { email: 'fresh@example.com' } })).body);
    await t.app.jobs.drain('mail');
    expect(mailsTo('fresh@example.com')).toHaveLength(before);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('refuses a bad address or a missing token with a 400, never a 500', async () => {
    const bad = await call(t.app, 'POST', '/newsletter', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    const none = await call(t.app, 'POST', '/newsletter/unsubscribe');
    expect(none.status).toBe(400);
    const junk = await call(t.app, 'POST', '/newsletter/unsubscribe?token=abc');
    expect(junk.status).toBe(400);
  });
});
