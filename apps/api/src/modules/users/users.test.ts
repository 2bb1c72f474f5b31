import { MSG, type AdminUser, type UserPage, userMessages } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser, FACTORY_PASSWORD } from '../../test/factories';
import { bookingPassengers, bookings, type UserRow } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';

let t: TestApp;
let adminToken: string;
let maria: UserRow;
let ion: UserRow;
const mariaBookings: string[] = [];

const insertBooking = (user: UserRow, flightId: string, seat: string, createdAt: Date) =>
  createBooking(t.app.db, {
    flightId,
    classType: 'ECONOMY',
    seats: [seat],
    bookingStatus: 'PENDING',
    paymentStatus: 'PENDING',
    userId: user.id,
    customerName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    createdAt,
    passengerName: user,
  });

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAdmin(t.app.db);
  adminToken = tokenFor(t.app, admin.id, 'admin');
  // 12 customers created one minute apart (newest first in the list), then two named ones.
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 12; i++) {
    await createUser(t.app.db, {
      firstName: `Pilot${i}`,
      lastName: 'Crew',
      email: `crew-${i}@skylark.test`,
      createdAt: new Date(base + i * 60_000),
    });
  }
  maria = await createUser(t.app.db, {
    firstName: 'Maria',
    lastName: 'Popescu',
    email: 'maria.p@example.ro',
    phoneNumber: '0722123456',
    createdAt: new Date(base + 20 * 60_000),
  });
  ion = await createUser(t.app.db, {
    firstName: 'Ion',
    lastName: 'Ionescu_Test',
    email: 'ion@example.ro',
    createdAt: new Date(base + 21 * 60_000),
  });
  const flight = await createFlight(t.app.db);
  mariaBookings.push((await insertBooking(maria, flight.id, '30A', new Date('2026-02-01T10:00:00Z'))).id);
  mariaBookings.push((await insertBooking(maria, flight.id, '30B', new Date('2026-02-03T09:30:00Z'))).id);
});
afterAll(async () => t.close());

const list = (query: string) => call<UserPage>(t.app, 'GET', `/admin/users${query}`, { token: adminToken });

describe('admin user list', () => {
  it('pages 10 at a time, newest first, with totals', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data).toMatchObject({ currentPage: 1, totalPages: 2, totalUsers: 14 });
    expect(first.body.data.data).toHaveLength(10);
    expect(first.body.data.data.slice(0, 3).map((u) => u.firstName)).toEqual(['Ion', 'Maria', 'Pilot11']);

    const second = await list('?page=2&limit=10');
    expect(second.body.data).toMatchObject({ currentPage: 2, totalPages: 2, totalUsers: 14 });
    expect(second.body.data.data.map((u) => u.firstName)).toEqual(['Pilot3', 'Pilot2', 'Pilot1', 'Pilot0']);

    const beyond = await list('?page=3');
    expect(beyond.body.data.data).toEqual([]);
  });

  it('shows each user with phone, booking count and last booking, never a password', async () => {
    const res = await list('?search=maria');
    const [row] = res.body.data.data;
    expect(row).toMatchObject({
      _id: maria.id,
      firstName: 'Maria',
      lastName: 'Popescu',
      email: 'maria.p@example.ro',
      phone: '0722123456',
      phoneNumber: '0722123456',
      status: 'active',
      role: 'user',
      totalBookings: 2,
      lastBooking: '2026-02-03T09:30:00.000Z',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|passwordHash|argon2/);
    const pilot = (await list('?search=pilot0')).body.data.data[0];
    expect(pilot).toMatchObject({ totalBookings: 0, lastBooking: null });
  });

  it('searches first name, last name, full name and e-mail in any case', async () => {
    const names = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).body.data.data.map(
        (u) => `${u.firstName} ${u.lastName}`,
      );
    expect(await names('MARIA')).toEqual(['Maria Popescu']);
    expect(await names('popESCU')).toEqual(['Maria Popescu']);
    expect(await names('maria pop')).toEqual(['Maria Popescu']);
    expect(await names('MARIA.P@EXAMPLE')).toEqual(['Maria Popescu']);
    expect(await names('example.ro')).toEqual(['Ion Ionescu_Test', 'Maria Popescu']);
    expect(await names('  ion  ')).toEqual(['Ion Ionescu_Test']);
    // LIKE wildcards are taken literally
    expect(await names('_test')).toEqual(['Ion Ionescu_Test']);
    expect(await names('%')).toEqual([]);
    expect(await names('nobody-here')).toEqual([]);
    const paged = await list('?search=crew&limit=5&page=3');
    expect(paged.body.data).toMatchObject({ currentPage: 3, totalPages: 3, totalUsers: 12 });
    expect(paged.body.data.data).toHaveLength(2);
  });

  it('refuses bad paging values with 400', async () => {
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?limit=101')).body.data).toMatchObject({ totalUsers: 14, totalPages: 1 });
  });
});

describe('admin user details', () => {
  it('answers one user with totalBookings and lastBooking', async () => {
    const res = await call<AdminUser>(t.app, 'GET', `/admin/users/${maria.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: maria.id,
      totalBookings: 2,
      lastBooking: '2026-02-03T09:30:00.000Z',
    });
    const none = await call<AdminUser>(t.app, 'GET', `/admin/users/${ion.id}`, { token: adminToken });
    expect(none.body.data).toMatchObject({ totalBookings: 0, lastBooking: null, phone: ion.phoneNumber });
  });

  it('answers 404 "User not found" for an unknown id and 400 for a malformed one', async () => {
    const missing = await call(t.app, 'GET', '/admin/users/00000000-0000-4000-8000-000000000000', {
      token: adminToken,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      success: false,
      statusCode: 404,
      message: userMessages.userNotFound,
    });
    expect((await call(t.app, 'GET', '/admin/users/not-a-uuid', { token: adminToken })).status).toBe(400);
  });
});

describe('blocking', () => {
  it('blocks a customer: the next request with their token is refused, login too; unblocking lets them sign in again but old tokens stay void', async () => {
    const customerToken = tokenFor(t.app, ion.id, 'user');
    expect((await call(t.app, 'GET', '/user/profile', { token: customerToken })).status).toBe(200);

    const blocked = await call<AdminUser>(t.app, 'PATCH', `/admin/users/${ion.id}/status`, {
      token: adminToken,
      body: { status: 'blocked' },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ success: true, message: MSG.userStatusUpdated });
    expect(blocked.body.data).toMatchObject({ _id: ion.id, status: 'blocked' });

    const refused = await call(t.app, 'GET', '/user/profile', { token: customerToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: MSG.accountBlocked });
    const login = await call(t.app, 'POST', '/user/login', {
      body: { email: ion.email, password: FACTORY_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect((await list('?search=ionescu')).body.data.data[0]!.status).toBe('blocked');

    const unblocked = await call<AdminUser>(t.app, 'PATCH', `/admin/users/${ion.id}/status`, {
      token: adminToken,
      body: { status: 'active' },
    });
    expect(unblocked.body.data.status).toBe('active');
    // Blocking ended the old session for good; signing in again works.
    expect((await call(t.app, 'GET', '/user/profile', { token: customerToken })).status).toBe(401);
    const again = await call<{ token: string }>(t.app, 'POST', '/user/login', {
      body: { email: ion.email, password: FACTORY_PASSWORD },
    });
    expect(again.status).toBe(200);
    expect((await call(t.app, 'GET', '/user/profile', { token: again.body.data.token })).status).toBe(200);
  });

  it('refuses an unknown status (400) and an unknown user (404)', async () => {
    const bad = await call(t.app, 'PATCH', `/admin/users/${ion.id}/status`, {
      token: adminToken,
      body: { status: 'suspended' },
    });
    expect(bad.status).toBe(400);
    const missing = await call(t.app, 'PATCH', '/admin/users/00000000-0000-4000-8000-000000000000/status', {
      token: adminToken,
      body: { status: 'blocked' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(userMessages.userNotFound);
  });
});

describe('deleting', () => {
  it('deletes the account, keeps its bookings without a user and frees the e-mail', async () => {
    const customerToken = tokenFor(t.app, maria.id, 'user');
    const res = await call(t.app, 'DELETE', `/admin/users/${maria.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.userDeleted, data: null });

    const kept = await t.app.db.select().from(bookings).where(eq(bookings.customerName, 'Maria Popescu'));
    expect(kept.map((b) => b.id).sort()).toEqual([...mariaBookings].sort());
    expect(kept.every((b) => b.userId === null)).toBe(true);
    expect(kept.every((b) => b.email === 'maria.p@example.ro')).toBe(true);
    const passengers = await t.app.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.lastName, 'Popescu'));
    expect(passengers).toHaveLength(2);

    expect((await call(t.app, 'GET', `/admin/users/${maria.id}`, { token: adminToken })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/admin/users/${maria.id}`, { token: adminToken })).status).toBe(404);
    expect((await call(t.app, 'GET', '/user/profile', { token: customerToken })).status).toBe(401);
    expect((await list('')).body.data.totalUsers).toBe(13);

    const again = await call(t.app, 'POST', '/user/register', {
      body: {
        firstName: 'Maria',
        lastName: 'Popescu',
        email: 'maria.p@example.ro',
        phoneNumber: '0722123456',
        password: 'another-password',
        confirmPassword: 'another-password',
      },
    });
    expect(again.status).toBe(201);
    // the old bookings do not attach themselves to the new account
    const fresh = (await list('?search=maria.p')).body.data.data[0]!;
    expect(fresh).toMatchObject({ totalBookings: 0, lastBooking: null });
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to a customer token on every call', async () => {
    const customerToken = tokenFor(t.app, ion.id, 'user');
    const calls = [
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${ion.id}`],
      ['PATCH', `/admin/users/${ion.id}/status`],
      ['DELETE', `/admin/users/${ion.id}`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'PATCH' ? { status: 'blocked' } : undefined;
      expect((await call(t.app, method, url, { body })).status).toBe(401);
      expect((await call(t.app, method, url, { token: customerToken, body })).status).toBe(403);
    }
    expect(
      (await call<AdminUser>(t.app, 'GET', `/admin/users/${ion.id}`, { token: adminToken })).body.data.status,
    ).toBe('active');
  });
});
