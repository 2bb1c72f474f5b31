import { MSG } from '@skylark/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, users } from '../db/schema';
import { buildTestApp, call, type TestApp } from '../test/app';

/**
 * An address the mailer could read as another recipient (a display name, angle brackets, a
 * comma, quotes, spaces) is refused everywhere a client gives one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const HOSTILE = [
  '<victim@x.com>',
  'a,victim@x.com',
  'Mallory <victim@x.com>',
  '"victim@x.com"',
  'a victim@x.com',
  'a@x.com;victim@y.com',
  `${'a'.repeat(250)}@x.com`,
];

const bodies: Record<string, (email: string) => object> = {
  '/user/register': (email) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phoneNumber: '0712345678',
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
  }),
  '/user/login': (email) => ({ email, password: 'correct-horse' }),
  '/user/forget-password': (email) => ({ email }),
  '/admin/register': (email) => ({ email, password: 'correct-horse' }),
  '/admin/login': (email) => ({ email, password: 'correct-horse' }),
};

const cases = Object.keys(bodies).flatMap((url) => HOSTILE.map((email) => [url, email] as const));

describe('strict e-mail addresses', () => {
  it.each(cases)('%s refuses %j with a 400 naming the email field', async (url, email) => {
    const res = await call(t.app, 'POST', url, { body: bodies[url]!(email) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 400,
      data: { errors: [{ field: 'email' }] },
    });
    const message = res.body.message;
    expect([`email: ${MSG.invalidEmail}`, 'email: Email is too long']).toContain(message);
  });

  it('no account of either kind was created by any of them', async () => {
    const [u] = await t.database.db.select({ n: count() }).from(users);
    const [a] = await t.database.db.select({ n: count() }).from(admins);
    expect(u?.n).toBe(0);
    expect(a?.n).toBe(0);
  });

  it('a plain address still registers', async () => {
    const res = await call(t.app, 'POST', '/user/register', {
      body: bodies['/user/register']!('Ada.L+sky@Example.com'),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: 'ada.l+sky@example.com' });
  });
});
