import { authMessages } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, FACTORY_PASSWORD } from '../../test/factories';
import { auditEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { ACCOUNT_FREE_ATTEMPTS } from './login-limiter';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A login from a client address, with the cookies a browser would send. */
async function login(
  scope: 'user' | 'admin',
  email: string,
  password: string,
  remoteAddress: string,
  cookie?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${scope}/login`,
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    cookie: setCookie ? String(setCookie).split(';')[0]! : undefined,
    setCookie: setCookie ? String(setCookie) : undefined,
    body: response.json<{ data: { token?: string } }>(),
  };
}

/** Wrong passwords from as many addresses as a botnet has: one each. */
async function attack(scope: 'user' | 'admin', email: string, attempts: number) {
  for (let i = 0; i < attempts; i++) await login(scope, email, 'wrong-password-0', `203.0.113.${i + 1}`);
}

describe('device cookies: the owner is never locked out', () => {
  it('lets the owner’s own browser in while strangers have filled the account-wide limit', async () => {
    const user = await createUser(t.app.db);
    const earlier = await login('user', user.email, FACTORY_PASSWORD, '192.0.2.10');
    expect(earlier.status).toBe(200);
    expect(earlier.setCookie).toMatch(
      /^skylark_device_user=[\w-]+\.[\w-]+; Path=\/api\/v1; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );

    await attack('user', user.email, ACCOUNT_FREE_ATTEMPTS + 2);
    // a browser the account never signed in on waits for the delay ...
    const stranger = await login('user', user.email, FACTORY_PASSWORD, '192.0.2.11');
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ success: false, message: authMessages.tooManyLoginAttempts });
    // ... the owner's browser gets in at once, and a forged or another account's cookie does not help
    const forged = earlier.cookie!.replace(/\.[\w-]+$/, '.' + 'A'.repeat(43));
    expect((await login('user', user.email, FACTORY_PASSWORD, '192.0.2.11', forged)).status).toBe(429);
    const other = await createUser(t.app.db);
    const otherCookie = (await login('user', other.email, FACTORY_PASSWORD, '192.0.2.12')).cookie!;
    expect((await login('user', user.email, FACTORY_PASSWORD, '192.0.2.11', otherCookie)).status).toBe(429);
    const owner = await login('user', user.email, FACTORY_PASSWORD, '192.0.2.11', earlier.cookie);
    expect(owner.status).toBe(200);
    expect(owner.body.data.token).toBeTruthy();
  }, 120_000);

  it('gives a device its own limit: wrong passwords from it end its privilege, not the account', async () => {
    const admin = await createAdmin(t.app.db);
    const { cookie } = await login('admin', admin.email, FACTORY_PASSWORD, '192.0.2.20');
    expect(cookie).toMatch(/^skylark_device_admin=/);
    // a stolen cookie guessing passwords: 10 failures, then it counts like any other browser
    for (let i = 0; i < 10; i++) {
      const guess = await login('admin', admin.email, 'wrong-password-0', `198.51.100.${i + 1}`, cookie);
      expect(guess.status).toBe(401);
    }
    await attack('admin', admin.email, ACCOUNT_FREE_ATTEMPTS + 2);
    expect((await login('admin', admin.email, FACTORY_PASSWORD, '198.51.100.99', cookie)).status).toBe(429);
    // a browser of its own keeps working for the owner
    const second = await createAdmin(t.app.db);
    const own = (await login('admin', second.email, FACTORY_PASSWORD, '192.0.2.22')).cookie;
    await attack('admin', second.email, ACCOUNT_FREE_ATTEMPTS + 2);
    expect((await login('admin', second.email, FACTORY_PASSWORD, '192.0.2.23', own)).status).toBe(200);
  }, 120_000);
});

describe('changing the password is guessed under the same limits', () => {
  it('answers wrong current passwords 400 and then 429, each recorded in the audit trail', async () => {
    const user = await createUser(t.app.db);
    const { body } = await login('user', user.email, FACTORY_PASSWORD, '192.0.2.30');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/change-password',
        remoteAddress: '192.0.2.30',
        headers: { authorization: `Bearer ${body.data.token}` },
        payload: { currentPassword: `wrong-${i}`, newPassword: 'Kestrel-Harbour-42' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
    const events = await t.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorEmail, user.email)));
    const actions = events.map((e) => e.action);
    expect(actions.filter((a) => a === 'auth.password_change_failed')).toHaveLength(10);
    expect(actions.filter((a) => a === 'auth.login_throttled')).toHaveLength(15);
  }, 180_000);
});
