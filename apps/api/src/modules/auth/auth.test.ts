import { MSG } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, FACTORY_PASSWORD } from '../../test/factories';
import { rateCounters, users } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com ',
  phoneNumber: '0712345678',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

describe('customer accounts', () => {
  it('registers, answers the wrapper and never returns the password hash', async () => {
    const res = await call(t.app, 'POST', '/user/register', { body: customer });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, statusCode: 201, message: MSG.registrationSuccessful });
    expect(res.body.data).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', status: 'active' });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|password/i);
  });

  it('refuses a second account with the same e-mail in any case (409)', async () => {
    const res = await call(t.app, 'POST', '/user/register', {
      body: { ...customer, email: 'ADA@example.com' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, statusCode: 409, message: MSG.emailTaken });
  });

  it('answers 400 in the wrapper naming each invalid field', async () => {
    const res = await call<{ errors: { field: string }[] }>(t.app, 'POST', '/user/register', {
      body: { ...customer, email: 'not an email', phoneNumber: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.data.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['email', 'phoneNumber']),
    );
  });

  it('logs in with a token and the user, and refuses a wrong password with 401', async () => {
    const ok = await call<{ token: string; user: { email: string } }>(t.app, 'POST', '/user/login', {
      body: { email: 'ada@example.com', password: customer.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe('ada@example.com');
    const profile = await call(t.app, 'GET', '/user/profile', { token: ok.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email: 'ada@example.com', lastName: 'Lovelace' });

    const wrong = await call(t.app, 'POST', '/user/login', {
      body: { email: 'ada@example.com', password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.success).toBe(false);
  });

  it('answers 401 in the wrapper without a token', async () => {
    const res = await call(t.app, 'GET', '/user/profile');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, statusCode: 401, data: null });
  });

  it('answers unknown routes with a 404 in the wrapper', async () => {
    const res = await call(t.app, 'GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, statusCode: 404 });
  });
});

describe('blocked customers', () => {
  it('cannot log in (403) and their existing token stops working at the next request', async () => {
    const user = await createUser(t.database.db, { email: 'blocked@example.com' });
    const login = await call<{ token: string }>(t.app, 'POST', '/user/login', {
      body: { email: 'blocked@example.com', password: FACTORY_PASSWORD },
    });
    expect(login.status).toBe(200);

    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));

    const profile = await call(t.app, 'GET', '/user/profile', { token: login.body.data.token });
    expect(profile.status).toBe(403);
    expect(profile.body.message).toBe(MSG.accountBlocked);
    const again = await call(t.app, 'POST', '/user/login', {
      body: { email: 'blocked@example.com', password: FACTORY_PASSWORD },
    });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ success: false, message: MSG.accountBlocked });
  });

  it('answer a wrong password exactly as the right one, so a blocked account tells no password', async () => {
    await createUser(t.database.db, { email: 'blocked-guess@example.com', status: 'blocked' });
    const login = (password: string) =>
      call(t.app, 'POST', '/user/login', { body: { email: 'blocked-guess@example.com', password } });
    const [right, wrong] = await Promise.all([login(FACTORY_PASSWORD), login('not-the-password')]);
    expect(wrong.status).toBe(right.status);
    expect(wrong.body).toEqual(right.body);
    expect(right.body).toMatchObject({ success: false, statusCode: 403, message: MSG.accountBlocked });
  });
});

describe('roles', () => {
  it('refuses a customer token on /admin routes (403) and an admin token on customer routes (403)', async () => {
    const user = await createUser(t.database.db);
    const admin = await createAdmin(t.database.db);
    const asUser = await call(t.app, 'GET', '/admin/profile', { token: tokenFor(t.app, user.id, 'user') });
    expect(asUser.status).toBe(403);
    expect(asUser.body.success).toBe(false);
    const asAdmin = await call(t.app, 'GET', '/user/profile', { token: tokenFor(t.app, admin.id, 'admin') });
    expect(asAdmin.status).toBe(403);
  });

  it('refuses a forged or expired token with 401', async () => {
    const forged = await call(t.app, 'GET', '/user/profile', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad',
    });
    expect(forged.status).toBe(401);
    const user = await createUser(t.database.db);
    const expired = t.app.jwt.sign(
      { sub: user.id, role: 'user', jti: 'expired-1', iat_ms: Date.now() },
      { expiresIn: -10 },
    );
    const res = await call(t.app, 'GET', '/user/profile', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('the request limits', () => {
  it('answers 429 in the wrapper after 10 failed logins a minute for one address and e-mail, even with the right password', async () => {
    await createUser(t.database.db, { email: 'target@example.com' });
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'POST', '/user/login', {
        body: { email: 'target@example.com', password: 'guess-' + i },
      });
      expect(res.status).toBe(401);
    }
    const limited = await call(t.app, 'POST', '/user/login', {
      body: { email: 'target@example.com', password: FACTORY_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429 });
  });

  it('lets only 10 of 30 guesses sent at once reach the password check, the rest answered 429', async () => {
    await createUser(t.database.db, { email: 'parallel@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t.app, 'POST', '/user/login', {
          body: { email: 'parallel@example.com', password: `guess-${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('opens a new window once the minute has passed, and a successful login clears the failures', async () => {
    await createUser(t.database.db, { email: 'patient@example.com' });
    const login = (password: string) =>
      call(t.app, 'POST', '/user/login', { body: { email: 'patient@example.com', password } });
    for (let i = 0; i < 10; i++) expect((await login(`guess-${i}`)).status).toBe(401);
    expect((await login(FACTORY_PASSWORD)).status).toBe(429);

    // the minute passes
    await t.database.db.update(rateCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });
    expect((await login(FACTORY_PASSWORD)).status).toBe(200);

    // the success forgot the failures: 10 more wrong guesses are answered 401 again
    for (let i = 0; i < 10; i++) expect((await login(`again-${i}`)).status).toBe(401);
    expect((await login(FACTORY_PASSWORD)).status).toBe(429);
  });

  it('stores neither the e-mail nor the client address of a failed login', async () => {
    await call(t.app, 'POST', '/user/login', {
      body: { email: 'private@example.com', password: 'nope-nope' },
    });
    const rows = await t.database.db.select().from(rateCounters);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/private@example\.com|127\.0\.0\.1/);
  });

  it('refuses a body over 1 MiB with 413 in the wrapper', async () => {
    const res = await call(t.app, 'POST', '/user/register', {
      body: { ...customer, firstName: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, statusCode: 413 });
  });

  it('answers malformed JSON with 400 in the wrapper', async () => {
    const res = await call(t.app, 'POST', '/user/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
  });
});
