import { DAY_MS } from '@skylark/contract';
import type { AuditAction, CreateFlightBody, Flight } from '@skylark/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser, FACTORY_PASSWORD } from '../../test/factories';
import { auditEvents, type AdminRow, type AuditEventRow } from '../../db/schema';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';

let admin: AdminRow;
let token: string;

useMailApp();
beforeAll(async () => {
  admin = await createAdmin(t.app.db, { email: 'auditor@skylark.test' });
  token = tokenFor(t.app, admin.id, 'admin');
});

/** The rows of one action on one target, oldest first. */
async function rowsOf(action: AuditAction, targetId?: string): Promise<AuditEventRow[]> {
  const rows = await t.app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), targetId ? eq(auditEvents.targetId, targetId) : undefined))
    .orderBy(desc(auditEvents.occurredAt));
  return rows.reverse();
}

/** Exactly one row, made by the test administrator from the injected client address. */
async function oneByAdmin(action: AuditAction, targetId: string): Promise<AuditEventRow> {
  const rows = await rowsOf(action, targetId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    actorId: admin.id,
    actorEmail: admin.email,
    actorRole: 'admin',
    ip: '127.0.0.1',
  });
  return rows[0]!;
}

const flightBody = (flightNumber: string): CreateFlightBody => ({
  flightNumber,
  departure: {
    city: 'Bucharest, Henri Coandă International (OTP)',
    date: new Date(Date.now() + 20 * DAY_MS).toISOString(),
  },
  arrival: {
    city: 'Paris, Charles de Gaulle (CDG)',
    date: new Date(Date.now() + 20 * DAY_MS + 3 * 3600_000).toISOString(),
  },
  classTypes: [{ type: 'ECONOMY', price: 129.99, availableSeats: 150 }],
});

describe('administrator actions are audited with before and after', () => {
  it('records flight create, update and delete', async () => {
    const created = await call<Flight>(t.app, 'POST', '/admin/flights', { token, body: flightBody('AU101') });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    const create = await oneByAdmin('flight.create', id);
    expect(create).toMatchObject({ targetType: 'flight', before: null, after: { flightNumber: 'AU101' } });

    const updated = await call(t.app, 'PATCH', `/admin/flights/${id}`, {
      token,
      body: { status: 'DELAYED', classTypes: [{ type: 'ECONOMY', price: 150, availableSeats: 120 }] },
    });
    expect(updated.status).toBe(200);
    const update = await oneByAdmin('flight.update', id);
    expect(update.before).toMatchObject({
      status: 'SCHEDULED',
      classes: [{ type: 'ECONOMY', price: 129.99, seats: 150 }],
    });
    expect(update.after).toMatchObject({
      status: 'DELAYED',
      classes: [{ type: 'ECONOMY', price: 150, seats: 120 }],
    });

    expect((await call(t.app, 'DELETE', `/admin/flights/${id}`, { token })).status).toBe(200);
    const removed = await oneByAdmin('flight.delete', id);
    expect(removed).toMatchObject({ before: { flightNumber: 'AU101', status: 'DELAYED' }, after: null });
  });

  it('writes nothing when the action is refused (the record commits with the action)', async () => {
    const flight = await createFlight(t.app.db);
    await createBooking(t.app.db, { flightId: flight.id, classType: 'ECONOMY', seats: ['10A'] });
    const refused = await call(t.app, 'DELETE', `/admin/flights/${flight.id}`, { token });
    expect(refused.status).toBe(409);
    expect(await rowsOf('flight.delete', flight.id)).toEqual([]);
    const invalid = await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token,
      body: { classTypes: [{ type: 'ECONOMY', price: 10, availableSeats: 0 }] },
    });
    expect(invalid.status).toBeGreaterThanOrEqual(400);
    expect(await rowsOf('flight.update', flight.id)).toEqual([]);
  });

  it('records booking approve and reject', async () => {
    const flight = await createFlight(t.app.db);
    const pending = {
      flightId: flight.id,
      classType: 'ECONOMY',
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
    } as const;
    const approved = await createBooking(t.app.db, { ...pending, seats: ['11A'] });
    const rejected = await createBooking(t.app.db, { ...pending, seats: ['11B'] });
    const approve = await call(t.app, 'POST', `/admin/bookings/${approved.id}/approve`, {
      token,
      body: { action: 'approve' },
    });
    expect(approve.status).toBe(200);
    expect(await oneByAdmin('booking.approve', approved.id)).toMatchObject({
      targetType: 'booking',
      before: { bookingStatus: 'PENDING', paymentStatus: 'PENDING' },
      after: { bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' },
    });
    await call(t.app, 'POST', `/admin/bookings/${rejected.id}/approve`, {
      token,
      body: { action: 'reject' },
    });
    expect(await oneByAdmin('booking.reject', rejected.id)).toMatchObject({
      before: { bookingStatus: 'PENDING' },
      after: { bookingStatus: 'CANCELLED' },
    });
  });

  it('records block, unblock and delete of a user', async () => {
    const user = await createUser(t.app.db, { email: 'audited.user@example.com' });
    await call(t.app, 'PATCH', `/admin/users/${user.id}/status`, { token, body: { status: 'blocked' } });
    expect(await oneByAdmin('user.block', user.id)).toMatchObject({
      before: { status: 'active' },
      after: { status: 'blocked' },
    });
    await call(t.app, 'PATCH', `/admin/users/${user.id}/status`, { token, body: { status: 'active' } });
    expect(await oneByAdmin('user.unblock', user.id)).toMatchObject({
      before: { status: 'blocked' },
      after: { status: 'active' },
    });
    expect((await call(t.app, 'DELETE', `/admin/users/${user.id}`, { token })).status).toBe(200);
    expect(await oneByAdmin('user.delete', user.id)).toMatchObject({
      before: { email: 'audited.user@example.com', status: 'active' },
      after: null,
    });
    // the rows outlive the account they name
    expect(await rowsOf('user.block', user.id)).toHaveLength(1);
  });

  it('records an administrator added by a colleague', async () => {
    const res = await call<{ _id: string }>(t.app, 'POST', '/admin/register', {
      token,
      body: { email: 'new.colleague@skylark.test', password: 'colleague-pass' },
    });
    expect(res.status).toBe(201);
    expect(await oneByAdmin('admin.create', res.body.data._id)).toMatchObject({
      after: { email: 'new.colleague@skylark.test', role: 'admin' },
    });
  });
});

describe('security events are audited', () => {
  it('records login failures of customers and administrators, and the 429 that follows', async () => {
    const user = await createUser(t.app.db, { email: 'guess.me@example.com' });
    const wrong = { email: user.email, password: 'not-the-password' };
    expect((await call(t.app, 'POST', '/user/login', { body: wrong })).status).toBe(401);
    const [failure] = await rowsOf('auth.login_failed', user.id);
    expect(failure).toMatchObject({
      actorId: user.id,
      actorEmail: user.email,
      actorRole: 'user',
      ip: '127.0.0.1',
    });

    const adminWrong = { email: admin.email, password: 'not-the-password' };
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'POST', '/admin/login', { body: adminWrong })).status).toBe(401);
    }
    expect(await rowsOf('auth.login_failed', admin.id)).toHaveLength(10);
    const throttled = await call(t.app, 'POST', '/admin/login', {
      body: { ...adminWrong, password: FACTORY_PASSWORD },
    });
    expect(throttled.status).toBe(429);
    const [limit] = (await rowsOf('auth.login_throttled')).filter((r) => r.actorEmail === admin.email);
    expect(limit).toMatchObject({ actorRole: 'admin', ip: '127.0.0.1' });
  });

  it('records a password reset request and the reset itself', async () => {
    const user = await createUser(t.app.db, { email: 'forgetful@example.com' });
    await call(t.app, 'POST', '/user/forget-password', { body: { email: user.email } });
    expect(await rowsOf('auth.password_reset_requested', user.id)).toHaveLength(1);
    const mail = await smtp.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes(user.email));
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    const reset = await call(t.app, 'POST', '/user/reset-password', {
      body: { token: resetToken, newPassword: 'a-new-password-2026' },
    });
    expect(reset.status).toBe(200);
    expect(await rowsOf('auth.password_reset', user.id)).toMatchObject([
      { actorId: user.id, actorEmail: user.email, actorRole: 'user' },
    ]);
  });
});

describe('audit_events is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const [row] = await t.app.db.select().from(auditEvents).limit(1);
    expect(row).toBeDefined();
    await expect(
      t.app.db.update(auditEvents).set({ action: 'auth.logout' }).where(eq(auditEvents.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.app.db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [still] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.id, row!.id));
    expect(still).toEqual(row);
  });
});
