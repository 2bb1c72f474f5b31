import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../test/factories';
import { passwordHashing } from '../../lib/password';
import { clearHits } from '../../lib/rate-counters';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  ACCOUNT_FIRST_DELAY_MS,
  ACCOUNT_FREE_ATTEMPTS,
  ACCOUNT_MAX_DELAY_MS,
  ADDRESS_LIMIT,
  accountDelayMs,
} from './login-limiter';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A customer login from a given client address. */
export async function loginFrom(
  app: FastifyInstance,
  remoteAddress: string,
  email: string,
  password: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress,
    payload: { email, password },
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() };
}

describe('the per-account limit across addresses', () => {
  it('grows the delay by doubling up to a cap, so nobody can lock an account for good', () => {
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS)).toBe(0);
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 1)).toBe(ACCOUNT_FIRST_DELAY_MS);
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 2)).toBe(2 * ACCOUNT_FIRST_DELAY_MS);
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 3)).toBe(4 * ACCOUNT_FIRST_DELAY_MS);
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 1000)).toBe(ACCOUNT_MAX_DELAY_MS);
    expect(ACCOUNT_MAX_DELAY_MS).toBeLessThanOrEqual(10 * 60_000);
  });

  it('answers 429 with Retry-After once one account was guessed at from many addresses, then lets the owner in after the delay', async () => {
    const user = await createUser(t.database.db, { email: 'many-hands@example.com' });
    for (let i = 0; i <= ACCOUNT_FREE_ATTEMPTS; i++) {
      const res = await loginFrom(t.app, `198.51.100.${i + 1}`, user.email, `guess-${i}-x`);
      expect(res.status).toBe(401);
    }
    const limited = await loginFrom(t.app, '198.51.100.200', user.email, FACTORY_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429 });
    const wait = Number(limited.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_FIRST_DELAY_MS / 1000);

    // The delay is over (its counter is gone): the owner's next attempt goes through.
    await clearHits(t.database.db, `login-account-slot|user|${user.email}`);
    const owner = await loginFrom(t.app, '198.51.100.201', user.email, FACTORY_PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('counts an unknown e-mail like a real one, so the limit reveals nothing', async () => {
    for (let i = 0; i <= ACCOUNT_FREE_ATTEMPTS; i++) {
      await loginFrom(t.app, `203.0.113.${i + 1}`, 'nobody-here@example.com', `guess-${i}-x`);
    }
    const limited = await loginFrom(t.app, '203.0.113.200', 'nobody-here@example.com', 'guess-last');
    expect(limited.status).toBe(429);
  });
});

describe('the per-address limit across accounts', () => {
  it('stops one IPv6 /64 trying passwords on many accounts, while another /64 is unaffected', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      // A different address of the same /64 and a different account every time.
      const res = await loginFrom(
        t.app,
        `2001:db8:1:2::${(i + 1).toString(16)}`,
        `spray-${i}@example.com`,
        'Summer2026!',
      );
      expect(res.status).toBe(401);
    }
    const user = await createUser(t.database.db, { email: 'sprayed@example.com' });
    const limited = await loginFrom(t.app, '2001:db8:1:2:ffff::1', user.email, FACTORY_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    const elsewhere = await loginFrom(t.app, '2001:db8:1:3::1', user.email, FACTORY_PASSWORD);
    expect(elsewhere.status).toBe(200);
  }, 180_000);
});

describe('an unknown e-mail', () => {
  it('checks a password hash like a wrong password does, so its answer time tells nothing', async () => {
    const user = await createUser(t.database.db, { email: 'timed@example.com' });
    // the real argon2, watched
    const verify = vi.spyOn(passwordHashing, 'verify');
    const hashesChecked = async (ip: string, email: string) => {
      verify.mockClear();
      const res = await loginFrom(t.app, ip, email, 'wrong-password-9');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
      return verify.mock.calls.map(([hash]) => String(hash).split('$')[1]);
    };
    try {
      expect(await hashesChecked('192.0.2.1', user.email)).toEqual(['argon2id']);
      expect(await hashesChecked('192.0.2.101', 'ghost-1@example.com')).toEqual(['argon2id']);
      expect(await hashesChecked('192.0.2.102', 'ghost-2@example.com')).toEqual(['argon2id']);
    } finally {
      verify.mockRestore();
    }
  });
});
