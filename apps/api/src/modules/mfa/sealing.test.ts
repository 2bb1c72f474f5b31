import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/factories';
import { admins } from '../../db/schema';
import { secretBox } from '../../lib/secret-box';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { sealPlaintextSecrets } from './sealing';
import { newTotpSecret, totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_KEY: 'a-data-key-that-is-not-the-jwt-secret-0123' } });
});
afterAll(async () => t.close());

const stored = async (id: string) => (await t.app.db.select().from(admins).where(eq(admins.id, id)))[0]!;

describe('TOTP secrets at rest', () => {
  it('are stored sealed: the database never holds the secret the app shows', async () => {
    const admin = await createAdmin(t.app.db);
    const token = tokenFor(t.app, admin.id, 'admin');
    const started = await call<{ secret: string }>(t.app, 'POST', '/admin/mfa/enrolment', { token });
    const { secret } = started.body.data;
    expect((await stored(admin.id)).mfaPendingSecret).not.toContain(secret);
    const confirmed = await call(t.app, 'POST', '/admin/mfa/enrolment/confirm', {
      token,
      body: { code: totpCode(secret, Date.now()) },
    });
    expect(confirmed.status).toBe(200);
    const row = await stored(admin.id);
    expect(row.mfaSecret).toMatch(/^v1\./);
    expect(row.mfaSecret).not.toContain(secret);
    // sealed with DATA_KEY: the JWT secret does not open it
    expect(() => secretBox(t.config.jwtSecret).open(row.mfaSecret!)).toThrow();
    expect(secretBox(t.config.dataKey).open(row.mfaSecret!)).toBe(secret);
  });

  it('stored in plain text by an older version are sealed at start, and codes still work', async () => {
    const secret = newTotpSecret();
    const admin = await createAdmin(t.app.db, { mfaSecret: secret, mfaEnabledAt: new Date() });
    expect(await sealPlaintextSecrets(t.app.db, t.app.secrets)).toBe(1);
    expect(await sealPlaintextSecrets(t.app.db, t.app.secrets)).toBe(0);
    expect((await stored(admin.id)).mfaSecret).toMatch(/^v1\./);
    const login = await call<{ challenge: string }>(t.app, 'POST', '/admin/login', {
      body: { email: admin.email, password: 'password123' },
    });
    const second = await call(t.app, 'POST', '/admin/login/mfa', {
      body: { challenge: login.body.data.challenge, code: totpCode(secret, Date.now()) },
    });
    expect(second.status).toBe(200);
  });
});
