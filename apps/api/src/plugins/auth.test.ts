import { randomUUID } from 'node:crypto';
import { MSG } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { revokeToken } from '../lib/revoked-tokens';
import { buildTestApp, call, tokenFor, type TestApp } from '../test/app';
import type { TokenClaims } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const SESSION_INVALID = 'Your session has expired or is invalid. Please log in again.';

describe("the customer guard's token checks, many at once (docs/product.md#12-accounts-and-access, docs/product.md#103-a-booking-in-one-round-trip)", () => {
  it('answers each request for its own account, whatever else is checked with it', async () => {
    const db = t.database.db;
    const fine = await Promise.all(Array.from({ length: 10 }, () => createUser(db)));
    const blocked = await createUser(db, { status: 'blocked' });
    const loggedOut = await createUser(db);
    const loggedOutToken = tokenFor(t.app, loggedOut.id, 'user');
    const claims = t.app.jwt.decode<TokenClaims>(loggedOutToken)!;
    await revokeToken(db, claims.jti, claims.exp);
    const tokens = [
      ...fine.map((u) => tokenFor(t.app, u.id, 'user')),
      tokenFor(t.app, blocked.id, 'user'),
      loggedOutToken,
      tokenFor(t.app, randomUUID(), 'user'), // an account deleted since
      t.app.signToken('not-an-account-id', 'user', 3600),
      tokenFor(t.app, loggedOut.id, 'user'), // the same account, another session
    ];
    const answers = await Promise.all(tokens.map((token) => call(t.app, 'GET', '/user/bookings', { token })));
    expect(answers.map((a) => [a.status, a.status === 200 ? '' : a.body.message])).toEqual([
      ...fine.map(() => [200, '']),
      [403, MSG.accountBlocked],
      [401, SESSION_INVALID],
      [401, 'Your account no longer exists'],
      [401, 'Your account no longer exists'],
      [200, ''],
    ]);
  });

  it('refuses an Authorization header that is not `Bearer <token>`, or a token not signed here, as an invalid session', async () => {
    const user = await createUser(t.database.db);
    const token = tokenFor(t.app, user.id, 'user');
    const [header, payload, signature = ''] = token.split('.');
    // another first character always changes the signature's bytes; its last characters carry
    // unused bits, so "…xx" in their place could, about once in a thousand runs, be the same signature
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const headers = [
      `Basic ${token}`,
      `Bearer ${token} extra`,
      `Bearer  ${token}`,
      'Bearer',
      `Bearer ${forged}`,
      `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
    ];
    const answers = await Promise.all(
      headers.map((authorization) => call(t.app, 'GET', '/user/bookings', { headers: { authorization } })),
    );
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(headers.map(() => [401, SESSION_INVALID]));
    const fine = await call(t.app, 'GET', '/user/bookings', {
      headers: { authorization: `bearer ${token}` },
    });
    expect(fine.status).toBe(200);
  });
});

describe('a token signed here whose claims name no account', () => {
  it.each([
    ['a sub that is not a UUID', { sub: 'not-a-uuid' }],
    ['a numeric sub', { sub: 12345 }],
    ['a jti that is not a string', { jti: { x: 1 } }],
  ])('with %s: 401 on customer and admin routes, never 500', async (_name, claims) => {
    const forged = (role: 'user' | 'admin') =>
      t.app.jwt.sign({ sub: randomUUID(), role, jti: randomUUID(), iat_ms: Date.now(), ...claims } as never, {
        expiresIn: 3600,
      });
    const answers = await Promise.all([
      call(t.app, 'GET', '/user/bookings', { token: forged('user') }),
      call(t.app, 'GET', '/admin/bookings', { token: forged('admin') }),
      call(t.app, 'GET', '/admin/users', { token: forged('admin') }),
    ]);
    expect(answers.map((a) => [a.status, a.body.success])).toEqual(answers.map(() => [401, false]));
  });
});
