import { MSG } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/app';

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
    const res = await call(t.app, 'POST', '/user/register', { body: { ...customer, email: 'ADA@example.com' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, statusCode: 409, message: MSG.emailTaken });
  });

  it('answers 400 in the wrapper naming each invalid field', async () => {
    const res = await call<{ errors: { field: string }[] }>(t.app, 'POST', '/user/register', {
      body: { ...customer, email: 'not an email', phoneNumber: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.data.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['email', 'phoneNumber']));
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

    const wrong = await call(t.app, 'POST', '/user/login', { body: { email: 'ada@example.com', password: 'wrong-password' } });
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
