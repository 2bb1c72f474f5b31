import {
  type Admin,
  MSG,
  type MfaEnrolment,
  type MfaStatus,
  type MfaStep,
  mfaMessages,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmin, createUser, FACTORY_PASSWORD } from '../../test/factories';
import { adminRecoveryCodes, admins, auditEvents, mfaChallenges } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  // behind a proxy on loopback, so tests can send attempts from many client addresses
  t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: 'metrics-token-for-tests' } });
});
afterAll(async () => t.close());

// Date only (not timers): each test starts one second into a fresh 30-second step, close to
// the real time (the database's clock judges challenge expiry), so step arithmetic is exact.
const STEP_MS = 30_000;
let stepStart = 0;
beforeEach(() => {
  stepStart = Math.ceil(Date.now() / STEP_MS) * STEP_MS + 1_000;
  vi.useFakeTimers({ toFake: ['Date'], now: stepStart });
});
afterEach(() => {
  vi.useRealTimers();
});
/** The code of the step `offset` steps from the current one. */
const codeAt = (secret: string, offset: number) => totpCode(secret, stepStart + offset * STEP_MS);

type LoginAnswer = { token: string; admin: Admin } | MfaStep;

const login = (email: string, password = FACTORY_PASSWORD) =>
  call<LoginAnswer>(t.app, 'POST', '/admin/login', { body: { email, password } });
const secondStep = (challenge: string, code: string) =>
  call<{ token: string; admin: Admin }>(t.app, 'POST', '/admin/login/mfa', { body: { challenge, code } });

/** An administrator with MFA on (enrolled with the code of the previous step); its secret and recovery codes. */
async function enrolledAdmin() {
  const admin = await createAdmin(t.app.db);
  const token = tokenFor(t.app, admin.id, 'admin');
  const started = await call<MfaEnrolment>(t.app, 'POST', '/admin/mfa/enrolment', { token });
  const { secret } = started.body.data;
  const confirmed = await call<{ recoveryCodes: string[]; token: string }>(
    t.app,
    'POST',
    '/admin/mfa/enrolment/confirm',
    { token, body: { code: codeAt(secret, -1) } },
  );
  expect(confirmed.status).toBe(200);
  return {
    admin,
    token: confirmed.body.data.token,
    secret,
    recoveryCodes: confirmed.body.data.recoveryCodes,
  };
}

async function challengeFor(email: string): Promise<string> {
  const res = await login(email);
  expect(res.status).toBe(200);
  const data = res.body.data as MfaStep;
  expect(data).toMatchObject({ mfaRequired: true, step: 'code' });
  return data.challenge;
}

describe('TOTP enrolment', () => {
  it('shows a secret and an otpauth URL, confirms with a code, and hands out 10 recovery codes stored hashed', async () => {
    const admin = await createAdmin(t.app.db, { email: 'enrol@skylark.test' });
    const older = tokenFor(t.app, admin.id, 'admin');
    let token = tokenFor(t.app, admin.id, 'admin');
    const started = await call<MfaEnrolment>(t.app, 'POST', '/admin/mfa/enrolment', { token });
    expect(started.status).toBe(200);
    expect(started.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.data.otpauthUrl).toContain(`secret=${started.body.data.secret}`);
    expect(started.body.data.otpauthUrl).toContain('enrol%40skylark.test');

    const before = await call<MfaStatus>(t.app, 'GET', '/admin/mfa', { token });
    expect(before.body.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const confirmed = await call<{ recoveryCodes: string[]; token: string }>(
      t.app,
      'POST',
      '/admin/mfa/enrolment/confirm',
      { token: older, body: { code: codeAt(started.body.data.secret, 0) } },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(mfaMessages.enabled);
    const codes = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const stored = await t.app.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.codeHash).join(' ');
    for (const code of codes) expect(hashes).not.toContain(code.replace('-', ''));

    // enrolling ends every older session of the administrator; the enrolling one goes on
    for (const ended of [older, token]) {
      expect((await call(t.app, 'GET', '/admin/mfa', { token: ended })).status).toBe(401);
    }
    token = confirmed.body.data.token;
    const after = await call<MfaStatus>(t.app, 'GET', '/admin/mfa', { token });
    expect(after.body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // the codes are shown once: a second enrolment is refused while MFA is on
    expect((await call(t.app, 'POST', '/admin/mfa/enrolment', { token })).status).toBe(409);
  });

  it('does not turn MFA on with a wrong code', async () => {
    const admin = await createAdmin(t.app.db);
    const token = tokenFor(t.app, admin.id, 'admin');
    const started = await call<MfaEnrolment>(t.app, 'POST', '/admin/mfa/enrolment', { token });
    const wrong = await call(t.app, 'POST', '/admin/mfa/enrolment/confirm', {
      token,
      body: { code: codeAt(started.body.data.secret, 3) },
    });
    // 400, not 401: a wrong code must not end the administrator's session
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(mfaMessages.invalidCode);
    const status = await call<MfaStatus>(t.app, 'GET', '/admin/mfa', { token });
    expect(status.body.data.enabled).toBe(false);
    // an admin without MFA still logs in with the password alone (ADMIN_MFA=optional)
    const res = await login(admin.email);
    expect(res.body.data).toHaveProperty('token');
  });

  it('refuses the MFA screens without a token (401) and to a customer (403)', async () => {
    expect((await call(t.app, 'GET', '/admin/mfa')).status).toBe(401);
    const user = await createUser(t.app.db);
    const userToken = tokenFor(t.app, user.id, 'user');
    expect((await call(t.app, 'GET', '/admin/mfa', { token: userToken })).status).toBe(403);
    expect((await call(t.app, 'POST', '/admin/mfa/enrolment', { token: userToken })).status).toBe(403);
  });
});

describe('login with a second factor', () => {
  it('answers a correct password with a challenge and no token; the code step returns the token and admin', async () => {
    const { admin, secret } = await enrolledAdmin();
    const first = await login(admin.email);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(mfaMessages.loginNeedsCode);
    expect(first.body.data).not.toHaveProperty('token');
    const { challenge } = first.body.data as MfaStep;

    const res = await secondStep(challenge, codeAt(secret, 0));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.loginSuccessful);
    expect(res.body.data.admin).toMatchObject({ _id: admin.id, email: admin.email, role: 'admin' });
    const profile = await call(t.app, 'GET', '/admin/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    // the challenge is used up
    expect((await secondStep(challenge, codeAt(secret, 1))).status).toBe(401);
  });

  it('accepts a code one step early or late but not two, and never the same code twice', async () => {
    const { admin, secret } = await enrolledAdmin();
    const challenge = await challengeFor(admin.email);
    expect((await secondStep(challenge, codeAt(secret, -2))).status).toBe(401);
    expect((await secondStep(challenge, codeAt(secret, 2))).status).toBe(401);
    expect((await secondStep(challenge, codeAt(secret, 0))).status).toBe(200);

    // replay: the code just used, and an older one, are refused on a fresh challenge
    const again = await challengeFor(admin.email);
    const replay = await secondStep(again, codeAt(secret, 0));
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(mfaMessages.invalidCode);
    expect((await secondStep(again, codeAt(secret, -1))).status).toBe(401);
    expect((await secondStep(again, codeAt(secret, 1))).status).toBe(200);
  });

  it('lets a recovery code in once, and records its use', async () => {
    const { admin, recoveryCodes, token } = await enrolledAdmin();
    const code = recoveryCodes[3]!;
    const ok = await secondStep(await challengeFor(admin.email), code.toUpperCase());
    expect(ok.status).toBe(200);
    const second = await secondStep(await challengeFor(admin.email), code);
    expect(second.status).toBe(401);
    const status = await call<MfaStatus>(t.app, 'GET', '/admin/mfa', { token });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
    const used = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, admin.id), eq(auditEvents.action, 'mfa.recovery_code_used')));
    expect(used).toHaveLength(1);
  });

  it('limits wrong codes like passwords; the administrator’s own device still gets in with the right code', async () => {
    const { admin, secret } = await enrolledAdmin();
    // a past login on this browser left its device cookie
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login/mfa',
      payload: { challenge: await challengeFor(admin.email), code: codeAt(secret, 0) },
    });
    expect(past.statusCode).toBe(200);
    const cookie = String(past.headers['set-cookie']).split(';')[0]!;

    // someone with the password tries codes from many addresses: the account-wide limit escalates
    const challenge = await challengeFor(admin.email);
    const answers: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await call(t.app, 'POST', '/admin/login/mfa', {
        body: { challenge, code: '000000' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      answers.push(res.status);
    }
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const stranger = await secondStep(challenge, codeAt(secret, 1));
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(mfaMessages.tooManyCodes);

    // the owner's device: a correct code inside the window is not refused
    const owner = await call<{ token: string }>(t.app, 'POST', '/admin/login/mfa', {
      body: { challenge, code: codeAt(secret, 1) },
      headers: { cookie },
    });
    expect(owner.status).toBe(200);
    const events = await t.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, admin.id));
    const actions = events.map((e) => e.action);
    expect(actions.filter((a) => a === 'mfa.code_failed')).toHaveLength(21);
    expect(actions).toContain('auth.login_throttled');
  });

  it('refuses an unknown or expired challenge, and a code step without a challenge (400)', async () => {
    const { admin, secret } = await enrolledAdmin();
    expect((await secondStep('not-a-challenge', codeAt(secret, 0))).status).toBe(401);
    const challenge = await challengeFor(admin.email);
    vi.setSystemTime(stepStart + 6 * 60_000);
    const late = await secondStep(challenge, totpCode(secret, Date.now()));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(mfaMessages.invalidChallenge);
    const missing = await call(t.app, 'POST', '/admin/login/mfa', { body: { code: '123456' } });
    expect(missing.status).toBe(400);
    const tooLong = await call(t.app, 'POST', '/admin/login/mfa', {
      body: { challenge, code: '1'.repeat(500) },
    });
    expect(tooLong.status).toBe(400);
    const left = await t.app.db.select().from(mfaChallenges).where(eq(mfaChallenges.adminId, admin.id));
    expect(left.length).toBeLessThanOrEqual(1);
  });
});

describe('disabling MFA', () => {
  it('needs a current code; then the password alone logs in again', async () => {
    const { admin, token, secret } = await enrolledAdmin();
    const wrong = await call(t.app, 'POST', '/admin/mfa/disable', {
      token,
      body: { code: codeAt(secret, 3) },
    });
    expect(wrong.status).toBe(400);
    const off = await call(t.app, 'POST', '/admin/mfa/disable', { token, body: { code: codeAt(secret, 0) } });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(mfaMessages.disabled);
    const [row] = await t.app.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row).toMatchObject({ mfaSecret: null, mfaEnabledAt: null });
    expect(
      await t.app.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id)),
    ).toEqual([]);
    expect((await login(admin.email)).body.data).toHaveProperty('token');
    expect(
      (await call(t.app, 'POST', '/admin/mfa/disable', { token, body: { code: '123456' } })).status,
    ).toBe(409);
  });
});

describe('ADMIN_MFA=required', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await buildTestApp({ env: { ADMIN_MFA: 'required' } });
  });
  afterAll(async () => r.close());

  it('gives an admin without MFA only an enrolment step, and the token once enrolled', async () => {
    const admin = await createAdmin(r.app.db, { email: 'must-enrol@skylark.test' });
    const first = await call<LoginAnswer>(r.app, 'POST', '/admin/login', {
      body: { email: admin.email, password: FACTORY_PASSWORD },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(mfaMessages.enrolmentNeeded);
    expect(first.body.data).not.toHaveProperty('token');
    const { challenge, step } = first.body.data as MfaStep;
    expect(step).toBe('enrol');
    // the enrolment challenge is not a code challenge
    expect(
      (await call(r.app, 'POST', '/admin/login/mfa', { body: { challenge, code: '123456' } })).status,
    ).toBe(401);

    const started = await call<MfaEnrolment>(r.app, 'POST', '/admin/login/mfa/enrolment', {
      body: { challenge },
    });
    expect(started.status).toBe(200);
    const done = await call<{ token: string; admin: Admin; recoveryCodes: string[] }>(
      r.app,
      'POST',
      '/admin/login/mfa/enrolment/confirm',
      { body: { challenge, code: totpCode(started.body.data.secret, stepStart) } },
    );
    expect(done.status).toBe(200);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect(done.body.data.admin.email).toBe(admin.email);
    const token = done.body.data.token;
    expect((await call(r.app, 'GET', '/admin/profile', { token })).status).toBe(200);

    // from now on the code step applies, and MFA cannot be turned off
    const next = await call<LoginAnswer>(r.app, 'POST', '/admin/login', {
      body: { email: admin.email, password: FACTORY_PASSWORD },
    });
    expect(next.body.data).toMatchObject({ mfaRequired: true, step: 'code' });
    const off = await call(r.app, 'POST', '/admin/mfa/disable', {
      token,
      body: { code: totpCode(started.body.data.secret, stepStart + STEP_MS) },
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(mfaMessages.requiredCannotDisable);
  });
});
