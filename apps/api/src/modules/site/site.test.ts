import {
  MSG,
  siteMessages,
  type ContactMessage,
  type ContactPage,
  type Site,
  type User,
} from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../test/factories';
import { buildTestApp, call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';

useMailApp({
  SUPPORT_EMAIL: 'care@skylark.test',
  SUPPORT_CHAT_URL: 'https://chat.skylark.test/start',
  SOCIAL_LINKS: 'x=https://x.com/skylark, facebook=https://facebook.com/skylark',
});

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  subject: 'Baggage allowance',
  message: 'How many bags can I bring in Business?',
};

describe('PATCH /user/profile', () => {
  it('saves name and phone with the registration rules, and the profile reads them back', async () => {
    const user = await createUser(t.database.db, { email: 'profile@example.com' });
    const token = tokenFor(t.app, user.id, 'user');
    const saved = await call<User>(t.app, 'PATCH', '/user/profile', {
      token,
      body: { firstName: ' Grace ', lastName: 'Hopper', phoneNumber: '07123456789' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.profileUpdated);
    const read = await call<User>(t.app, 'GET', '/user/profile', { token });
    expect(read.body.data).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '07123456789',
      email: 'profile@example.com',
    });

    const bad = await call(t.app, 'PATCH', '/user/profile', {
      token,
      body: { firstName: 'Grace', lastName: 'Hopper', phoneNumber: '12ab' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ errors: [{ field: 'phoneNumber', message: MSG.invalidPhone }] });
    const blank = await call(t.app, 'PATCH', '/user/profile', {
      token,
      body: { firstName: '  ', lastName: 'Hopper', phoneNumber: '07123456789' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.data).toEqual({ errors: [{ field: 'firstName', message: 'First name is required' }] });
  });
});

describe('GET /site', () => {
  it('names the configured chat and social links, and says whether admin registration is open', async () => {
    const before = await call<Site>(t.app, 'GET', '/site');
    expect(before.body.data).toEqual({
      supportChatUrl: 'https://chat.skylark.test/start',
      socialLinks: [
        { network: 'x', url: 'https://x.com/skylark' },
        { network: 'facebook', url: 'https://facebook.com/skylark' },
      ],
      adminRegistrationOpen: true,
    });
    await createAdmin(t.database.db, { email: 'site-admin@skylark.test' });
    const after = await call<Site>(t.app, 'GET', '/site');
    expect(after.body.data.adminRegistrationOpen).toBe(false);
  });
});

describe('contact messages', () => {
  it('stores the message, e-mails SUPPORT_EMAIL, and the inbox reads, answers by e-mail and closes it', async () => {
    const sent = await call<{ _id: string }>(t.app, 'POST', '/contact', { body: contact });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(siteMessages.messageSent);
    const forwarded = await smtp.waitFor((m) => recipientOf(m) === 'care@skylark.test');
    expect(forwarded.subject).toBe('Contact form: Baggage allowance');
    expect(forwarded.text).toContain('How many bags can I bring in Business?');
    expect(forwarded.replyTo?.value[0]?.address).toBe('ada@example.com');

    const admin = await createAdmin(t.database.db, { email: 'inbox@skylark.test' });
    const token = tokenFor(t.app, admin.id, 'admin');
    const unread = await call<{ unread: number }>(t.app, 'GET', '/admin/messages/unread-count', { token });
    expect(unread.body.data.unread).toBe(1);
    const list = await call<ContactPage>(t.app, 'GET', '/admin/messages?status=open', { token });
    expect(list.body.data.totalMessages).toBe(1);
    expect(list.body.data.data[0]).toMatchObject({ ...contact, email: 'ada@example.com', status: 'new' });

    const opened = await call<ContactMessage>(t.app, 'GET', `/admin/messages/${sent.body.data._id}`, {
      token,
    });
    expect(opened.body.data.status).toBe('read');
    const none = await call<{ unread: number }>(t.app, 'GET', '/admin/messages/unread-count', { token });
    expect(none.body.data.unread).toBe(0);

    const answered = await call<ContactMessage>(
      t.app,
      'POST',
      `/admin/messages/${sent.body.data._id}/reply`,
      {
        token,
        body: { body: 'Two bags of 32 kg each.' },
      },
    );
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe('answered');
    expect(answered.body.data.replies).toEqual([
      expect.objectContaining({ body: 'Two bags of 32 kg each.', adminEmail: 'inbox@skylark.test' }),
    ]);
    const reply = await smtp.waitFor((m) => recipientOf(m) === 'ada@example.com');
    expect(reply.subject).toBe('Re: Baggage allowance');
    expect(reply.text).toContain('Two bags of 32 kg each.');

    const closed = await call<ContactMessage>(t.app, 'POST', `/admin/messages/${sent.body.data._id}/close`, {
      token,
    });
    expect(closed.body.data.status).toBe('closed');
    const late = await call(t.app, 'POST', `/admin/messages/${sent.body.data._id}/reply`, {
      token,
      body: { body: 'One more thing' },
    });
    expect(late.status).toBe(409);
    const open = await call<ContactPage>(t.app, 'GET', '/admin/messages?status=open', { token });
    expect(open.body.data.totalMessages).toBe(0);
  });

  it('refuses a blank field or an over-long message with a 400 naming the field, not a 500', async () => {
    const blank = await call(t.app, 'POST', '/contact', { body: { ...contact, subject: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.data).toEqual({ errors: [{ field: 'subject', message: 'Subject is required' }] });
    const long = await call(t.app, 'POST', '/contact', { body: { ...contact, message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect(long.body.data).toEqual({ errors: [{ field: 'message', message: 'Message is too long' }] });
  });

  it('is rate-limited like the other public forms', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await call(limited.app, 'POST', '/contact', { body: contact })).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
