import { teamMessages, type TeamMember } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createAdmin, createBooking, createFlight, createUser } from '../../test/factories';
import { admins, auditEvents, flights, users } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';

let t: TestApp;
let adminId: string;
let admin: string;
let agent: string;
let agentId: string;
let agentEmail: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await createAdmin(t.database.db)).id;
  admin = tokenFor(t.app, adminId, 'admin');
  const row = await createAdmin(t.database.db, { teamRole: 'agent' });
  agentId = row.id;
  agentEmail = row.email;
  agent = tokenFor(t.app, agentId, 'admin');
});
afterAll(async () => t.close());

const strong = 'Kestrel-Harbour-42';
const actions = async (action: 'admin.create' | 'team.role_change' | 'team.remove') =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe('an agent', () => {
  it('works the desk: flights, users, bookings, analytics and messages answer 200', async () => {
    for (const url of [
      '/admin/flights',
      '/admin/users',
      '/admin/bookings',
      '/admin/analytics/bookings',
      '/admin/profile',
      '/admin/messages',
    ])
      expect((await call(t.app, 'GET', url, { token: agent })).status, url).toBe(200);
  });

  it('is refused with 403 every flight change, user block or delete, the audit trail and the team, and nothing changes', async () => {
    const db = t.database.db;
    const flight = await createFlight(db);
    const customer = await createUser(db);
    await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['A1'],
      userId: customer.id,
    });
    const refused = [
      ['POST', '/admin/flights', { flightNumber: 'AG100' }],
      ['POST', '/admin/flights/series', { flightNumber: 'AG100' }],
      ['PATCH', `/admin/flights/${flight.id}`, { status: 'CANCELLED' }],
      ['DELETE', `/admin/flights/${flight.id}`, undefined],
      ['PATCH', `/admin/users/${customer.id}/status`, { status: 'blocked' }],
      ['DELETE', `/admin/users/${customer.id}`, undefined],
      ['GET', '/admin/audit', undefined],
      ['GET', '/admin/team', undefined],
      ['POST', '/admin/team', { email: 'new@example.com', password: strong, teamRole: 'admin' }],
      ['PATCH', `/admin/team/${adminId}`, { teamRole: 'agent' }],
      ['PATCH', `/admin/team/${agentId}`, { teamRole: 'admin' }],
      ['DELETE', `/admin/team/${adminId}`, undefined],
      ['POST', '/admin/register', { email: 'new@example.com', password: strong }],
      ['POST', '/admin/newsletter', { subject: 'Hello', text: 'Hi' }],
    ] as const;
    for (const [method, url, body] of refused) {
      const res = await call(t.app, method, url, { token: agent, body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body, `${method} ${url}`).toMatchObject({
        success: false,
        statusCode: 403,
        message: teamMessages.agentForbidden,
      });
    }
    const [still] = await db.select().from(flights).where(eq(flights.id, flight.id));
    expect(still?.status).toBe('SCHEDULED');
    const [person] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(person?.status).toBe('active');
    expect(await db.select().from(admins).where(eq(admins.email, 'new@example.com'))).toHaveLength(0);
    const [self] = await db.select().from(admins).where(eq(admins.id, agentId));
    expect(self?.teamRole).toBe('agent');
  });
});

describe('the team, managed by an admin', () => {
  it('lists every administrator with role, last login and two-factor', async () => {
    const before = Date.now();
    const login = await call(t.app, 'POST', '/admin/login', {
      body: { email: agentEmail, password: FACTORY_PASSWORD },
    });
    expect(login.status).toBe(200);
    const res = await call<TeamMember[]>(t.app, 'GET', '/admin/team', { token: admin });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((m) => [m._id, m]));
    expect(byId.get(adminId)).toMatchObject({ teamRole: 'admin', lastLoginAt: null, mfaEnabled: false });
    expect(byId.get(agentId)).toMatchObject({ teamRole: 'agent', mfaEnabled: false });
    // stamped by this login: not before it was sent, not after its answer
    const lastLogin = Date.parse(byId.get(agentId)!.lastLoginAt!);
    expect(lastLogin).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(lastLogin).toBeLessThanOrEqual(Date.now());
  });

  it('adds an agent with a temporary password who can sign in, promotes and removes them, each in the audit trail', async () => {
    const added = await call<TeamMember>(t.app, 'POST', '/admin/team', {
      token: admin,
      body: {
        email: 'desk@example.com',
        password: strong,
        firstName: 'Desk',
        lastName: 'Agent',
        teamRole: 'agent',
      },
    });
    expect(added).toMatchObject({
      status: 201,
      body: { message: teamMessages.memberAdded, data: { teamRole: 'agent' } },
    });
    const id = added.body.data._id;
    const login = await call(t.app, 'POST', '/admin/login', {
      body: { email: 'desk@example.com', password: strong },
    });
    expect(login.status).toBe(200);
    const token = tokenFor(t.app, id, 'admin');
    expect((await call(t.app, 'GET', '/admin/team', { token })).status).toBe(403);

    const promoted = await call<TeamMember>(t.app, 'PATCH', `/admin/team/${id}`, {
      token: admin,
      body: { teamRole: 'admin' },
    });
    expect(promoted).toMatchObject({ status: 200, body: { data: { teamRole: 'admin' } } });
    // the new role counts from the member's next request
    expect((await call(t.app, 'GET', '/admin/team', { token })).status).toBe(200);

    const removed = await call(t.app, 'DELETE', `/admin/team/${id}`, { token: admin });
    expect(removed).toMatchObject({ status: 200, body: { message: teamMessages.memberRemoved } });
    expect((await call(t.app, 'GET', '/admin/profile', { token })).status).toBe(401);
    expect((await call(t.app, 'DELETE', `/admin/team/${id}`, { token: admin })).status).toBe(404);

    expect((await actions('admin.create')).some((e) => e.targetId === id)).toBe(true);
    const change = (await actions('team.role_change')).find((e) => e.targetId === id);
    expect(change).toMatchObject({
      actorId: adminId,
      before: { teamRole: 'agent' },
      after: { teamRole: 'admin' },
    });
    expect((await actions('team.remove')).find((e) => e.targetId === id)).toMatchObject({ actorId: adminId });
  });

  it('never changes or removes the caller, and always keeps one admin', async () => {
    const self = await call(t.app, 'PATCH', `/admin/team/${adminId}`, {
      token: admin,
      body: { teamRole: 'agent' },
    });
    expect(self).toMatchObject({ status: 403, body: { message: teamMessages.notYourself } });
    const selfRemove = await call(t.app, 'DELETE', `/admin/team/${adminId}`, { token: admin });
    expect(selfRemove).toMatchObject({ status: 403, body: { message: teamMessages.notYourself } });
    // a second admin demoting the first, then the first (now an agent) demoting the second: refused
    const other = await createAdmin(t.database.db);
    const otherToken = tokenFor(t.app, other.id, 'admin');
    expect(
      (
        await call(t.app, 'PATCH', `/admin/team/${adminId}`, {
          token: otherToken,
          body: { teamRole: 'agent' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t.app, 'PATCH', `/admin/team/${other.id}`, { token: admin, body: { teamRole: 'agent' } }))
        .status,
    ).toBe(403);
    const [stillAdmin] = await t.database.db.select().from(admins).where(eq(admins.id, other.id));
    expect(stillAdmin?.teamRole).toBe('admin');
    await call(t.app, 'PATCH', `/admin/team/${adminId}`, { token: otherToken, body: { teamRole: 'admin' } });
  });
});
