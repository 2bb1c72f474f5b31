import { createHmac } from 'node:crypto';
import { authMessages, MSG } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, FACTORY_PASSWORD } from '../../test/factories';
import { revokedTokens, users } from '../../db/schema';
import { sweepRevokedTokens } from '../../lib/revoked-tokens';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';

useMailApp();

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed by hand, with any header and claims. */
function handMade(header: object, claims: object, secret = t.config.jwtSecret): string {
  const body = `${b64(header)}.${b64(claims)}`;
  const alg = (header as { alg?: string }).alg;
  if (alg === 'none') return `${body}.`;
  const hmac = alg === 'HS512' ? 'sha512' : 'sha256';
  return `${body}.${createHmac(hmac, secret).update(body).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
/** Every claim a customer token carries, valid for a minute; `overrides` change or add some. */
const claimsFor = (sub: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  sub,
  role: 'user',
  jti: `hand-made-${Math.random()}`,
  iat: now(),
  exp: now() + 60,
  iat_ms: Date.now(),
  ...overrides,
});
const login = (email: string, password = FACTORY_PASSWORD) =>
  call<{ token: string }>(t.app, 'POST', '/user/login', { body: { email, password } });
const profileStatus = async (token: string) => (await call(t.app, 'GET', '/user/profile', { token })).status;

describe('token format', () => {
  it('accepts a hand-made HS256 token with every claim, so the refusals below are about one thing each', async () => {
    const user = await createUser(t.database.db);
    const claims = claimsFor(user.id);
    expect(await profileStatus(handMade({ alg: 'HS256', typ: 'JWT' }, claims))).toBe(200);
  });

  it('refuses a token signed with another algorithm (HS512, none) with 401', async () => {
    const user = await createUser(t.database.db);
    const claims = claimsFor(user.id);
    expect(await profileStatus(handMade({ alg: 'HS512', typ: 'JWT' }, claims))).toBe(401);
    expect(await profileStatus(handMade({ alg: 'none', typ: 'JWT' }, claims))).toBe(401);
  });

  it.each(['exp', 'iat', 'jti'])('refuses a token without %s with 401', async (claim) => {
    const user = await createUser(t.database.db);
    const claims = claimsFor(user.id);
    delete claims[claim];
    const res = await call(t.app, 'GET', '/user/profile', { token: handMade({ alg: 'HS256' }, claims) });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the presented token only; the revocation is kept until the token expires', async () => {
    const user = await createUser(t.database.db);
    const first = (await login(user.email)).body.data.token;
    const second = (await login(user.email)).body.data.token;
    const out = await call(t.app, 'POST', '/user/logout', { token: first });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, message: authMessages.loggedOut, data: null });
    expect(await profileStatus(first)).toBe(401);
    expect((await call(t.app, 'POST', '/user/logout', { token: first })).status).toBe(401);
    expect(await profileStatus(second)).toBe(200);

    await sweepRevokedTokens(t.database.db);
    expect(await profileStatus(first)).toBe(401);
    // Once expired, a revocation is dropped by the sweep.
    await t.database.db.update(revokedTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await sweepRevokedTokens(t.database.db);
    expect(await t.database.db.select().from(revokedTokens)).toEqual([]);
  });

  it('logs an administrator out the same way', async () => {
    const admin = await createAdmin(t.database.db);
    const token = tokenFor(t.app, admin.id, 'admin');
    expect((await call(t.app, 'GET', '/admin/profile', { token })).status).toBe(200);
    const out = await call(t.app, 'POST', '/admin/logout', { token });
    expect(out.status).toBe(200);
    expect((await call(t.app, 'GET', '/admin/profile', { token })).status).toBe(401);
  });

  it('answers 401 to a logout without a token', async () => {
    expect((await call(t.app, 'POST', '/user/logout')).status).toBe(401);
    expect((await call(t.app, 'POST', '/admin/logout')).status).toBe(401);
  });
});

describe('a password reset ends every session', () => {
  const linkIn = (text: string) => text.match(/reset-password\?token=([\w-]+)/)?.[1] ?? '';
  async function resetLink(email: string) {
    const before = smtp.messages.length;
    await call(t.app, 'POST', '/user/forget-password', { body: { email } });
    const mail = await smtp.waitFor((m) => recipientOf(m) === email && smtp.messages.indexOf(m) >= before);
    return linkIn(mail.text ?? '');
  }

  it('refuses tokens issued before the reset, even in the same second, and voids the other links', async () => {
    const user = await createUser(t.database.db);
    const oldToken = (await login(user.email)).body.data.token;
    const firstLink = await resetLink(user.email);
    const secondLink = await resetLink(user.email);

    const reset = await call(t.app, 'POST', '/user/reset-password', {
      body: {
        token: secondLink,
        newPassword: 'violet-harbour-lamp',
        confirmNewPassword: 'violet-harbour-lamp',
      },
    });
    expect(reset.status).toBe(200);
    expect(await profileStatus(oldToken)).toBe(401);

    // A token issued within the same second as the reset but before it is refused too ...
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const resetAt = row!.tokensValidAfter.getTime();
    const sameSecondBefore = handMade(
      { alg: 'HS256' },
      claimsFor(user.id, { iat: Math.floor(resetAt / 1000), iat_ms: resetAt - 1 }),
    );
    expect(await profileStatus(sameSecondBefore)).toBe(401);
    // ... while one issued right after it, in that same second, works.
    const sameSecondAfter = handMade(
      { alg: 'HS256' },
      claimsFor(user.id, { iat: Math.floor(resetAt / 1000), iat_ms: resetAt + 1 }),
    );
    expect(await profileStatus(sameSecondAfter)).toBe(200);
    const fresh = await login(user.email, 'violet-harbour-lamp');
    expect(fresh.status).toBe(200);
    expect(await profileStatus(fresh.body.data.token)).toBe(200);

    const other = await call(t.app, 'POST', '/user/reset-password', {
      body: {
        token: firstLink,
        newPassword: 'another-quiet-river',
        confirmNewPassword: 'another-quiet-river',
      },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(MSG.invalidResetLink);
  });
});

describe('changing the password', () => {
  it('needs the right current password (400 naming the field) and a strong new one', async () => {
    const user = await createUser(t.database.db);
    const token = (await login(user.email)).body.data.token;
    const wrong = await call<{ errors: { field: string; message: string }[] }>(
      t.app,
      'POST',
      '/user/change-password',
      { token, body: { currentPassword: 'not-it-at-all', newPassword: 'violet-harbour-lamp' } },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(authMessages.wrongCurrentPassword);
    expect(wrong.body.data.errors).toEqual([
      { field: 'currentPassword', message: authMessages.wrongCurrentPassword },
    ]);
    const weak = await call<{ errors: { field: string }[] }>(t.app, 'POST', '/user/change-password', {
      token,
      body: { currentPassword: FACTORY_PASSWORD, newPassword: '12345678', confirmNewPassword: '12345678' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.data.errors[0]!.field).toBe('newPassword');
    expect((await login(user.email)).status).toBe(200);
  });

  it('ends the other sessions and gives this one a fresh token', async () => {
    const user = await createUser(t.database.db);
    const other = (await login(user.email)).body.data.token;
    const current = (await login(user.email)).body.data.token;
    const changed = await call<{ token: string }>(t.app, 'POST', '/user/change-password', {
      token: current,
      body: {
        currentPassword: FACTORY_PASSWORD,
        newPassword: 'violet-harbour-lamp',
        confirmNewPassword: 'violet-harbour-lamp',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(authMessages.passwordChanged);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(current)).toBe(401);
    expect(await profileStatus(changed.body.data.token)).toBe(200);
    expect((await login(user.email)).status).toBe(401);
    expect((await login(user.email, 'violet-harbour-lamp')).status).toBe(200);
  });
});

describe('a sign-in after the sessions were ended on another node', () => {
  // that node's clock ran a minute ahead of this one's when it ended them
  const endedAhead = () => new Date(Date.now() + 60_000);

  it('gives a customer a token that works at once', async () => {
    const user = await createUser(t.database.db, { tokensValidAfter: endedAhead() });
    const signedIn = await login(user.email);
    expect(signedIn.status).toBe(200);
    expect(await profileStatus(signedIn.body.data.token)).toBe(200);
  });

  it('gives an administrator a token that works at once', async () => {
    const admin = await createAdmin(t.database.db, { tokensValidAfter: endedAhead() });
    const signedIn = await call<{ token: string }>(t.app, 'POST', '/admin/login', {
      body: { email: admin.email, password: FACTORY_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const me = await call(t.app, 'GET', '/admin/users', { token: signedIn.body.data.token });
    expect(me.status).toBe(200);
  });
});
