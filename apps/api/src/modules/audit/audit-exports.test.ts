import type { AuditAction } from '@skylark/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, type AdminRow } from '../../db/schema';
import { call, tokenFor } from '../../test/app';
import { createAdmin, createBooking, createFlight, createUser } from '../../test/factories';
import { t, useMailApp } from '../../test/mail-app';

/** The trail holds an agent's answers to contact messages and every CSV that left the back office. */
let agent: AdminRow;
let token: string;

useMailApp();
beforeAll(async () => {
  agent = await createAdmin(t.app.db, { email: 'agent@skylark.test', teamRole: 'agent' });
  token = tokenFor(t.app, agent.id, 'admin');
});

const rowsOf = (action: AuditAction) =>
  t.app.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.seq));

describe('the audit trail of the back office', () => {
  it("records an agent's reply to a contact message and its closing", async () => {
    const sent = await call<{ _id: string }>(t.app, 'POST', '/contact', {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Refund',
        message: 'Where is my refund?',
      },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.data._id;
    const replied = await call(t.app, 'POST', `/admin/messages/${id}/reply`, {
      token,
      body: { body: 'It went out this morning.' },
    });
    expect(replied.status).toBe(200);
    expect((await call(t.app, 'POST', `/admin/messages/${id}/close`, { token })).status).toBe(200);

    const [reply] = await rowsOf('contact.reply');
    expect(reply).toMatchObject({
      actorId: agent.id,
      actorRole: 'admin',
      ip: '127.0.0.1',
      actorEmail: 'agent@skylark.test',
      targetType: 'contact_message',
      targetId: id,
      before: { status: 'new' },
      after: { status: 'answered', replyLength: 'It went out this morning.'.length },
    });
    const closes = await rowsOf('contact.close');
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({
      actorId: agent.id,
      targetId: id,
      before: { status: 'answered' },
      after: { status: 'closed' },
    });
  });

  it('records every CSV export: who, which export, its filters and the row count', async () => {
    const admin = await createAdmin(t.app.db, { email: 'exporter@skylark.test' });
    const adminToken = tokenFor(t.app, admin.id, 'admin');
    const flight = await createFlight(t.database.db);
    for (const [i, name] of ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'].entries()) {
      const user = await createUser(t.database.db);
      await createBooking(t.database.db, {
        flightId: flight.id,
        classType: 'ECONOMY',
        userId: user.id,
        seats: [`${i + 1}A`],
        customerName: name,
      });
    }
    const exports = [
      ['/admin/bookings/export.csv?search=Hopper', 'bookings', { search: 'Hopper' }, 1],
      ['/admin/bookings/export.csv?classType=ECONOMY', 'bookings', { classType: 'ECONOMY' }, 3],
      ['/admin/users/export.csv', 'users', {}, 3],
      ['/admin/audit/export.csv?action=contact.close', 'audit', { action: 'contact.close' }, 1],
    ] as const;
    for (const [url] of exports) {
      const res = await call(t.app, 'GET', url, { token: adminToken });
      expect(res.status, url).toBe(200);
    }
    const manifest = await call(t.app, 'GET', `/admin/flights/${flight.id}/manifest.csv`, {
      token: adminToken,
    });
    expect(manifest.status).toBe(200);

    const rows = await rowsOf('export.csv');
    expect(rows.map((r) => [r.actorEmail, r.after])).toEqual([
      ...exports.map(([, name, filters, count]) => [
        'exporter@skylark.test',
        { export: name, filters: expect.objectContaining(filters), rows: count, complete: true },
      ]),
      ['exporter@skylark.test', { export: 'manifest', filters: {}, rows: 3, complete: true }],
    ]);
    expect(rows.at(-1)).toMatchObject({ targetType: 'flight', targetId: flight.id, ip: '127.0.0.1' });
  });
});
