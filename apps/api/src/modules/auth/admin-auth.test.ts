import { MSG } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { ensureConfiguredAdmin } from './admin-login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const first = { email: 'Chief@Skylark.test', password: 'first-admin-pass' };

describe('administrator accounts', () => {
  it('lets the first administrator register while none exists (bootstrap)', async () => {
    const res = await call(t.app, 'POST', '/admin/register', { body: first });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: MSG.adminRegistrationSuccessful });
    expect(res.body.data).toMatchObject({ email: 'chief@skylark.test', role: 'admin' });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('closes registration to anonymous callers once an administrator exists (403)', async () => {
    const res = await call(t.app, 'POST', '/admin/register', {
      body: { email: 'intruder@example.com', password: 'intruder-pass' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: MSG.adminRegistrationClosed });
  });

  it('logs in, reads the profile, and lets an administrator add a colleague', async () => {
    const login = await call<{ token: string; admin: { email: string } }>(t.app, 'POST', '/admin/login', {
      body: { email: 'chief@skylark.test', password: first.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.admin.email).toBe('chief@skylark.test');
    const token = login.body.data.token;

    const profile = await call(t.app, 'GET', '/admin/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email: 'chief@skylark.test' });

    const colleague = await call(t.app, 'POST', '/admin/register', {
      token,
      body: { email: 'colleague@skylark.test', password: 'office-mate-pass-7' },
    });
    expect(colleague.status).toBe(201);
    const duplicate = await call(t.app, 'POST', '/admin/register', {
      token,
      body: { email: 'COLLEAGUE@skylark.test', password: 'office-mate-pass-7' },
    });
    expect(duplicate.status).toBe(409);
  });

  it('refuses a wrong admin password with 401 and a customer token when adding a colleague with 403', async () => {
    const wrong = await call(t.app, 'POST', '/admin/login', {
      body: { email: 'chief@skylark.test', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    const user = await createUser(t.database.db);
    const res = await call(t.app, 'POST', '/admin/register', {
      token: tokenFor(t.app, user.id, 'user'),
      body: { email: 'sneaky@example.com', password: 'sneaky-pass' },
    });
    expect(res.status).toBe(403);
  });

  it('creates the ADMIN_EMAIL administrator at start-up and never overwrites an existing password', async () => {
    const silent = t.app.log;
    await ensureConfiguredAdmin(
      t.database.db,
      { email: 'ops@skylark.test', password: 'ops-password-1' },
      silent,
    );
    await ensureConfiguredAdmin(
      t.database.db,
      { email: 'ops@skylark.test', password: 'changed-password' },
      silent,
    );
    const ok = await call(t.app, 'POST', '/admin/login', {
      body: { email: 'ops@skylark.test', password: 'ops-password-1' },
    });
    expect(ok.status).toBe(200);
    const changed = await call(t.app, 'POST', '/admin/login', {
      body: { email: 'ops@skylark.test', password: 'changed-password' },
    });
    expect(changed.status).toBe(401);
  });
});
