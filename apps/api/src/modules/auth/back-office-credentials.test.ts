import { type Admin, type MfaEnrolment, type MfaStep, authMessages, mfaMessages } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, FACTORY_PASSWORD } from '../../test/factories';
import { admins, auditEvents } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { totpCode } from '../mfa/totp';
import { endSessionsWithoutSecondFactor } from './admin-login';

let t: TestApp;
let r: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  r = await buildTestApp({ env: { ADMIN_MFA: 'required' } });
});
afterAll(async () => Promise.all([t.close(), r.close()]));

const strong = 'Kestrel-Harbour-42';
const stronger = 'Osprey-Lantern-77';
type LoginAnswer = { token: string; admin: Admin } | MfaStep;
const adminLogin = (app: TestApp, email: string, password: string) =>
  call<LoginAnswer>(app.app, 'POST', '/admin/login', { body: { email, password } });

describe('administrators and agents change their own password', () => {
  for (const teamRole of ['admin', 'agent'] as const) {
    it(`an ${teamRole}: the current password is needed, other sessions end, this one goes on`, async () => {
      const me = await createAdmin(t.app.db, { teamRole });
      const other = tokenFor(t.app, me.id, 'admin');
      const token = tokenFor(t.app, me.id, 'admin');
      const wrong = await call(t.app, 'POST', '/admin/change-password', {
        token,
        body: { currentPassword: 'not-my-password', newPassword: strong },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(authMessages.wrongCurrentPassword);
      const weak = await call(t.app, 'POST', '/admin/change-password', {
        token,
        body: { currentPassword: FACTORY_PASSWORD, newPassword: '12345678' },
      });
      expect(weak.status).toBe(400);
      const done = await call<{ token: string }>(t.app, 'POST', '/admin/change-password', {
        token,
        body: { currentPassword: FACTORY_PASSWORD, newPassword: strong, confirmNewPassword: strong },
      });
      expect(done.status).toBe(200);
      expect(done.body.message).toBe(authMessages.passwordChanged);
      expect((await call(t.app, 'GET', '/admin/profile', { token: other })).status).toBe(401);
      expect((await call(t.app, 'GET', '/admin/profile', { token: done.body.data.token })).status).toBe(200);
      expect((await adminLogin(t, me.email, FACTORY_PASSWORD)).status).toBe(401);
      expect((await adminLogin(t, me.email, strong)).body.data).toHaveProperty('token');
      const recorded = await t.app.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.actorId, me.id));
      expect(recorded.map((e) => e.action)).toEqual(
        expect.arrayContaining(['auth.password_change_failed', 'auth.password_changed']),
      );
    });
  }
});

describe('a temporary password set on the Team screen', () => {
  async function addMember(app: TestApp, email: string) {
    const boss = await createAdmin(app.app.db);
    const added = await call(app.app, 'POST', '/admin/team', {
      token: tokenFor(app.app, boss.id, 'admin'),
      body: { email, password: strong, teamRole: 'agent', firstName: 'Ada', lastName: 'Byron' },
    });
    expect(added.status).toBe(201);
  }

  it('is replaced at the first login before any token is given', async () => {
    await addMember(t, 'temp-agent@skylark.test');
    const first = await adminLogin(t, 'temp-agent@skylark.test', strong);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(mfaMessages.passwordChangeNeeded);
    expect(first.body.data).toMatchObject({ mfaRequired: true, step: 'password' });
    expect(first.body.data).not.toHaveProperty('token');
    const { challenge } = first.body.data as MfaStep;
    // the challenge is for the password step only
    expect(
      (await call(t.app, 'POST', '/admin/login/mfa', { body: { challenge, code: '123456' } })).status,
    ).toBe(401);
    const same = await call(t.app, 'POST', '/admin/login/password', {
      body: { challenge, newPassword: strong },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(mfaMessages.samePassword);
    const weak = await call(t.app, 'POST', '/admin/login/password', {
      body: { challenge, newPassword: '12345678' },
    });
    expect(weak.status).toBe(400);
    const done = await call<LoginAnswer>(t.app, 'POST', '/admin/login/password', {
      body: { challenge, newPassword: stronger, confirmNewPassword: stronger },
    });
    expect(done.status).toBe(200);
    const { token } = done.body.data as { token: string };
    expect((await call(t.app, 'GET', '/admin/bookings', { token })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/admin/login/password', { body: { challenge, newPassword: strong } }))
        .status,
    ).toBe(401);
    // from now on the new password logs in directly, the temporary one not at all
    expect((await adminLogin(t, 'temp-agent@skylark.test', strong)).status).toBe(401);
    expect((await adminLogin(t, 'temp-agent@skylark.test', stronger)).body.data).toHaveProperty('token');
  });

  it('comes before two-factor enrolment when ADMIN_MFA=required', async () => {
    await addMember(r, 'temp-required@skylark.test');
    const first = await adminLogin(r, 'temp-required@skylark.test', strong);
    expect(first.body.data).toMatchObject({ mfaRequired: true, step: 'password' });
    const { challenge } = first.body.data as MfaStep;
    expect((await call(r.app, 'POST', '/admin/login/mfa/enrolment', { body: { challenge } })).status).toBe(
      401,
    );
    const next = await call<MfaStep>(r.app, 'POST', '/admin/login/password', {
      body: { challenge, newPassword: stronger },
    });
    expect(next.status).toBe(200);
    expect(next.body.message).toBe(mfaMessages.enrolmentNeeded);
    expect(next.body.data).toMatchObject({ mfaRequired: true, step: 'enrol' });
    const started = await call<MfaEnrolment>(r.app, 'POST', '/admin/login/mfa/enrolment', {
      body: { challenge: next.body.data.challenge },
    });
    expect(started.status).toBe(200);
    const enrolled = await call<{ token: string }>(r.app, 'POST', '/admin/login/mfa/enrolment/confirm', {
      body: { challenge: next.body.data.challenge, code: totpCode(started.body.data.secret, Date.now()) },
    });
    expect(enrolled.status).toBe(200);
    expect((await call(r.app, 'GET', '/admin/profile', { token: enrolled.body.data.token })).status).toBe(
      200,
    );
  });

  it('is cleared once replaced, and never asked of an account that was not given one', async () => {
    const [row] = await t.app.db.select().from(admins).where(eq(admins.email, 'temp-agent@skylark.test'));
    expect(row?.mustChangePassword).toBe(false);
    const plain = await createAdmin(t.app.db);
    expect((await adminLogin(t, plain.email, FACTORY_PASSWORD)).body.data).toHaveProperty('token');
  });
});

describe('starting with ADMIN_MFA=required', () => {
  it('ends every session of an administrator without two-factor, and those begun before an enrolment', async () => {
    const without = await createAdmin(r.app.db);
    const enrolled = await createAdmin(r.app.db, { mfaEnabledAt: new Date(Date.now() + 60_000) });
    const withoutToken = tokenFor(r.app, without.id, 'admin');
    const enrolledToken = tokenFor(r.app, enrolled.id, 'admin');
    expect((await call(r.app, 'GET', '/admin/profile', { token: withoutToken })).status).toBe(200);
    await endSessionsWithoutSecondFactor(r.app.db);
    expect((await call(r.app, 'GET', '/admin/profile', { token: withoutToken })).status).toBe(401);
    expect((await call(r.app, 'GET', '/admin/profile', { token: enrolledToken })).status).toBe(401);
    const after = await r.app.db
      .select({ at: admins.tokensValidAfter })
      .from(admins)
      .where(and(eq(admins.id, enrolled.id)));
    expect(after[0]!.at.getTime()).toBeGreaterThan(Date.now());
  });
});
