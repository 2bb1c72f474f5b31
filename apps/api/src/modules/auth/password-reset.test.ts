import { MSG } from '@skylark/contract';
import { isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { call } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';

useMailApp();
beforeAll(async () => {
  await call(t.app, 'POST', '/user/register', {
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phoneNumber: '07123456789',
      password: 'old-password',
    },
  });
});

const linkIn = (text: string) => {
  const match = text.match(/http:\/\/skylark\.test\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
};

describe('password reset by e-mail', () => {
  it('mails a link over SMTP; the token resets the password once and the new password logs in', async () => {
    const res = await call(t.app, 'POST', '/user/forget-password', { body: { email: 'GRACE@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.resetLinkSent);

    const mail = await smtp.waitFor((m) => recipientOf(m) === 'grace@example.com');
    expect(mail.subject).toMatch(/reset/i);
    const token = linkIn(mail.text ?? '');

    const reset = await call(t.app, 'POST', '/user/reset-password', {
      body: { token, newPassword: 'brand-new-password', confirmNewPassword: 'brand-new-password' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MSG.passwordResetSuccessful);

    const oldLogin = await call(t.app, 'POST', '/user/login', {
      body: { email: 'grace@example.com', password: 'old-password' },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(t.app, 'POST', '/user/login', {
      body: { email: 'grace@example.com', password: 'brand-new-password' },
    });
    expect(newLogin.status).toBe(200);

    const reused = await call(t.app, 'POST', '/user/reset-password', {
      body: { token, newPassword: 'another-password', confirmNewPassword: 'another-password' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MSG.invalidResetLink);
  });

  it('answers an unknown e-mail exactly as a known one and sends nothing', async () => {
    const before = smtp.messages.length;
    const known = await call(t.app, 'POST', '/user/forget-password', {
      body: { email: 'grace@example.com' },
    });
    const unknown = await call(t.app, 'POST', '/user/forget-password', {
      body: { email: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await t.app.jobs.drain('mail');
    expect(smtp.messages.slice(before).map(recipientOf)).toEqual(['grace@example.com']);
  });

  it('refuses an expired token with 400', async () => {
    await call(t.app, 'POST', '/user/forget-password', { body: { email: 'grace@example.com' } });
    await t.app.jobs.drain('mail');
    const mail = smtp.messages.at(-1)!;
    const token = linkIn(mail.text ?? '');
    // an hour and a minute later
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(isNull(passwordResetTokens.usedAt));
    const res = await call(t.app, 'POST', '/user/reset-password', {
      body: { token, newPassword: 'late-password', confirmNewPassword: 'late-password' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidResetLink);
  });

  it('refuses mismatched new passwords with the spec message', async () => {
    const res = await call(t.app, 'POST', '/user/reset-password', {
      body: { token: 'whatever', newPassword: 'first-password', confirmNewPassword: 'second-password' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.passwordsDoNotMatch);
  });
});
