import type { AuditPage } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../test/factories';
import { type AdminRow } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { recordAudit } from './record';

let t: TestApp;
let admin: AdminRow;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app.db, { email: 'lister@skylark.test' });
  token = tokenFor(t.app, admin.id, 'admin');
  const other = { id: null, email: 'someone.else@skylark.test', role: 'admin' as const };
  // 12 flight creations by the admin, 3 failed logins by someone else, then 2 events dated in 2025.
  for (let i = 0; i < 12; i++) {
    await recordAudit(t.app.db, {
      actor: { id: admin.id, email: admin.email, role: 'admin' },
      ip: '203.0.113.7',
      action: 'flight.create',
      targetType: 'flight',
      targetId: `F${i}`,
      after: { n: i },
    });
  }
  for (let i = 0; i < 3; i++) {
    await recordAudit(t.app.db, { actor: other, ip: '198.51.100.1', action: 'auth.login_failed' });
  }
  await t.app.db.execute(
    `insert into audit_events (occurred_at, actor_email, actor_role, action) values
     ('2025-03-01T10:00:00Z', 'old@skylark.test', 'admin', 'user.block'),
     ('2025-03-02T23:59:00Z', 'old@skylark.test', 'admin', 'user.delete')`,
  );
});
afterAll(async () => t.close());

const list = (query = '', auth = token) =>
  call<AuditPage>(t.app, 'GET', `/admin/audit${query}`, { token: auth });

describe('GET /admin/audit', () => {
  it('pages newest first like the other admin lists', async () => {
    const first = await list('?limit=5');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ currentPage: 1, totalPages: 4, totalEvents: 17 });
    expect(first.body.data.data).toHaveLength(5);
    expect(first.body.data.data[0]).toMatchObject({
      action: 'auth.login_failed',
      actorEmail: 'someone.else@skylark.test',
    });
    const last = await list('?limit=5&page=4');
    expect(last.body.data.data.map((e) => e.action)).toEqual(['user.delete', 'user.block']);
  });

  it('filters by action, actor and day range (inclusive)', async () => {
    const created = await list('?action=flight.create&limit=100');
    expect(created.body.data.totalEvents).toBe(12);
    expect(created.body.data.data[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      targetType: 'flight',
      targetId: 'F11',
      before: null,
      after: { n: 11 },
      ip: '203.0.113.7',
    });
    expect((await list('?actor=SOMEONE.else')).body.data.totalEvents).toBe(3);
    expect((await list('?actor=50%25')).body.data.totalEvents).toBe(0);
    const day = await list('?startDate=2025-03-02&endDate=2025-03-02');
    expect(day.body.data.data.map((e) => e.action)).toEqual(['user.delete']);
    const range = await list('?startDate=2025-03-01&endDate=2025-03-31&actor=old');
    expect(range.body.data.totalEvents).toBe(2);
    expect((await list('?action=&actor=&startDate=')).body.data.totalEvents).toBe(17);
  });

  it('refuses bad filters with 400 and changes nothing', async () => {
    expect((await list('?action=drop.table')).status).toBe(400);
    expect((await list('?startDate=2025-02-30')).status).toBe(400);
    expect((await list(`?actor=${'a'.repeat(300)}`)).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list()).body.data.totalEvents).toBe(17);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await call(t.app, 'GET', '/admin/audit')).status).toBe(401);
    const user = await createUser(t.app.db);
    const denied = await list('', tokenFor(t.app, user.id, 'user'));
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ success: false, statusCode: 403, data: null });
  });
});
