import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from './test/factories';
import { users } from './db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from './test/app';

/**
 * Every API route × every kind of caller → the status the guard gives. The rows are written by
 * hand; the routes come from the running server, so a route added without a row fails here.
 * 'admin': any administrator, agents too; 'full-admin': administrators whose role is admin, not
 * agent (docs/product.md#121-roles-and-the-team).
 */
type Access = 'public' | 'user' | 'own-booking' | 'admin' | 'full-admin' | 'admin-or-first-admin';

const MATRIX: Record<string, Access> = {
  'POST /user/register': 'public',
  'POST /user/login': 'public',
  'POST /user/forget-password': 'public',
  'POST /user/reset-password': 'public',
  'GET /user/profile': 'user',
  'POST /user/logout': 'user',
  'POST /user/change-password': 'user',
  'GET /user/flights': 'public',
  'GET /user/flights/search': 'public',
  'GET /user/flights/calendar': 'public',
  'GET /user/flights/{id}': 'public',
  'GET /user/flights/{id}/seats': 'public',
  'POST /user/bookings': 'user',
  'GET /user/bookings': 'user',
  'GET /user/bookings/payment-addresses': 'user',
  'GET /user/bookings/tracking/{trackingId}': 'public',
  'GET /user/bookings/{id}': 'own-booking',
  'POST /user/bookings/{id}/cancel': 'own-booking',
  'GET /user/bookings/{id}/cancellation-quote': 'own-booking',
  'PUT /user/bookings/{id}/refund-address': 'own-booking',
  'GET /user/bookings/{id}/payment': 'own-booking',
  'POST /user/bookings/{id}/payment-reported': 'own-booking',
  'GET /user/bookings/{id}/ticket.pdf': 'own-booking',
  'GET /user/bookings/{id}/calendar.ics': 'own-booking',
  'GET /user/bookings/{id}/check-in': 'own-booking',
  'POST /user/bookings/{id}/check-in': 'own-booking',
  'GET /user/bookings/{id}/boarding-pass.pdf': 'own-booking',
  'GET /user/bookings/{id}/wallet-passes/{passengerId}': 'own-booking',
  'GET /user/news': 'user',
  'PUT /user/news': 'user',
  'GET /user/bookings/{id}/news': 'own-booking',
  'PUT /user/bookings/{id}/news': 'own-booking',
  'PUT /user/bookings/{id}/services': 'own-booking',
  'POST /user/bookings/{id}/accommodation-request': 'own-booking',
  'POST /user/bookings/{id}/push-subscriptions': 'own-booking',
  'DELETE /user/bookings/{id}/push-subscriptions': 'own-booking',
  'GET /user/bookings/{id}/change-options': 'own-booking',
  'GET /user/bookings/{id}/change-quote': 'own-booking',
  'POST /user/bookings/{id}/change': 'own-booking',
  'POST /user/bookings/{id}/accept-schedule': 'own-booking',
  'POST /user/bookings/{id}/cancelled-flight/keep-rest': 'own-booking',
  'POST /user/bookings/{id}/cancelled-flight/cancel-trip': 'own-booking',
  'POST /admin/register': 'admin-or-first-admin',
  'POST /admin/login': 'public',
  'POST /admin/login/password': 'public',
  'POST /admin/change-password': 'admin',
  'GET /admin/profile': 'admin',
  'POST /admin/logout': 'admin',
  'POST /admin/login/mfa': 'public',
  'POST /admin/login/mfa/enrolment': 'public',
  'POST /admin/login/mfa/enrolment/confirm': 'public',
  'GET /admin/mfa': 'admin',
  'POST /admin/mfa/enrolment': 'admin',
  'POST /admin/mfa/enrolment/confirm': 'admin',
  'POST /admin/mfa/disable': 'admin',
  'GET /admin/audit': 'full-admin',
  'POST /admin/flights': 'full-admin',
  'GET /admin/flights': 'admin',
  'GET /admin/flights/{id}': 'admin',
  'PATCH /admin/flights/{id}': 'full-admin',
  'DELETE /admin/flights/{id}': 'full-admin',
  'POST /admin/flights/series': 'full-admin',
  'GET /admin/flights/today': 'admin',
  'GET /admin/flights/{id}/cancellation': 'full-admin',
  'POST /admin/flights/{id}/cancel': 'full-admin',
  'GET /admin/audit/export.csv': 'full-admin',
  'GET /admin/team': 'full-admin',
  'GET /admin/jobs/failed': 'full-admin',
  'POST /admin/jobs/{id}/retry': 'full-admin',
  'POST /admin/team': 'full-admin',
  'PATCH /admin/team/{id}': 'full-admin',
  'DELETE /admin/team/{id}': 'full-admin',
  'GET /admin/bookings': 'admin',
  'GET /admin/bookings/export.csv': 'admin',
  'GET /admin/users/export.csv': 'admin',
  'GET /admin/flights/{id}/manifest': 'admin',
  'GET /admin/flights/{id}/manifest.csv': 'admin',
  'GET /admin/bookings/{id}': 'admin',
  'POST /admin/bookings/{id}/approve': 'admin',
  'POST /admin/bookings/decisions': 'admin',
  'GET /admin/refunds': 'admin',
  'GET /admin/fare-brands': 'admin',
  'PUT /admin/fare-brands/{classType}': 'full-admin',
  'POST /admin/refunds/{id}/paid': 'full-admin',
  'GET /admin/users': 'admin',
  'GET /admin/users/{id}': 'admin',
  'GET /admin/users/{id}/overview': 'admin',
  'POST /admin/users/{id}/bookings': 'admin',
  'POST /admin/bookings/{id}/cancel': 'admin',
  'GET /admin/bookings/{id}/cancellation-quote': 'admin',
  'GET /admin/bookings/{id}/change-options': 'admin',
  'GET /admin/bookings/{id}/change-quote': 'admin',
  'POST /admin/bookings/{id}/change': 'admin',
  'PATCH /admin/users/{id}/status': 'full-admin',
  'DELETE /admin/users/{id}': 'full-admin',
  'GET /admin/analytics/bookings': 'admin',
  'GET /admin/analytics/revenue': 'admin',
  'GET /admin/analytics/capacity': 'admin',
  'GET /admin/analytics/load-factors': 'admin',
  'PATCH /user/profile': 'user',
  'GET /site': 'public',
  'GET /currency-rates': 'public',
  // Apple Wallet's pass web service: no session; the pass's own token (its tests)
  'POST /wallet/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}':
    'public',
  'DELETE /wallet/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}':
    'public',
  'GET /wallet/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}': 'public',
  'GET /wallet/v1/passes/{passTypeIdentifier}/{serialNumber}': 'public',
  'POST /wallet/v1/log': 'public',
  'POST /contact': 'public',
  'GET /admin/messages': 'admin',
  'GET /admin/messages/unread-count': 'admin',
  'GET /admin/messages/{id}': 'admin',
  'POST /admin/messages/{id}/reply': 'admin',
  'POST /admin/messages/{id}/close': 'admin',
  'POST /newsletter': 'public',
  'POST /newsletter/confirm': 'public',
  'POST /newsletter/unsubscribe': 'public',
  'POST /admin/newsletter': 'full-admin',
};

const CALLERS = [
  'anonymous',
  'customer',
  'another customer',
  'blocked customer',
  'deleted customer',
  'admin',
  'agent',
  'expired token',
  'token signed with HS512',
  'revoked token',
] as const;
type Caller = (typeof CALLERS)[number];
/** 'through': the guard lets the request in (any answer but 401 or 403). */
type Expected = 401 | 403 | 404 | 'through';

function expected(access: Access, caller: Caller): Expected {
  if (caller === 'expired token' || caller === 'token signed with HS512' || caller === 'revoked token') {
    return access === 'public' ? 'through' : 401;
  }
  switch (access) {
    case 'public':
      return 'through';
    case 'admin-or-first-admin':
      // Without a token the request is anonymous (the route then decides); a token must be an admin's,
      // and an agent may not add colleagues.
      return caller === 'anonymous' || caller === 'admin' ? 'through' : 403;
    case 'admin':
      return caller === 'anonymous' ? 401 : caller === 'admin' || caller === 'agent' ? 'through' : 403;
    case 'full-admin':
      return caller === 'anonymous' ? 401 : caller === 'admin' ? 'through' : 403;
    case 'user':
    case 'own-booking':
      if (caller === 'anonymous' || caller === 'deleted customer') return 401;
      if (caller === 'blocked customer' || caller === 'admin' || caller === 'agent') return 403;
      return caller === 'another customer' && access === 'own-booking' ? 404 : 'through';
  }
}

let t: TestApp;
let routes: string[];
const ids = { owner: '', other: '', blocked: '', deleted: '', admin: '', agent: '', booking: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  ids.owner = (await createUser(db)).id;
  ids.other = (await createUser(db)).id;
  ids.blocked = (await createUser(db, { status: 'blocked' })).id;
  ids.deleted = (await createUser(db)).id;
  await db.delete(users).where(eq(users.id, ids.deleted));
  ids.admin = (await createAdmin(db)).id;
  ids.agent = (await createAdmin(db, { teamRole: 'agent' })).id;
  const flight = await createFlight(db);
  ids.booking = (
    await createBooking(db, { flightId: flight.id, classType: 'ECONOMY', seats: ['A1'], userId: ids.owner })
  ).id;
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  // the document's paths are relative to its server, the API prefix, with no trailing slash
  routes = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(async () => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A fresh token for each request, so a logout in one cell revokes nothing in another. */
async function tokenOf(caller: Caller, role: 'user' | 'admin'): Promise<string | undefined> {
  const sub = role === 'admin' ? ids.admin : ids.owner;
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'customer':
      return tokenFor(t.app, ids.owner, 'user');
    case 'another customer':
      return tokenFor(t.app, ids.other, 'user');
    case 'blocked customer':
      return tokenFor(t.app, ids.blocked, 'user');
    case 'deleted customer':
      return tokenFor(t.app, ids.deleted, 'user');
    case 'admin':
      return tokenFor(t.app, ids.admin, 'admin');
    case 'agent':
      return tokenFor(t.app, ids.agent, 'admin');
    case 'expired token':
      return t.app.jwt.sign(
        { sub, role, jti: randomUUID(), iat_ms: Date.now() - 20_000 },
        { expiresIn: -10 },
      );
    case 'token signed with HS512': {
      const now = Math.floor(Date.now() / 1000);
      const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ sub, role, jti: randomUUID(), iat: now, exp: now + 60, iat_ms: Date.now() })}`;
      return `${body}.${createHmac('sha512', t.config.jwtSecret).update(body).digest('base64url')}`;
    }
    case 'revoked token': {
      const token = tokenFor(t.app, sub, role);
      const out = await call(t.app, 'POST', role === 'admin' ? '/admin/logout' : '/user/logout', { token });
      expect(out.status).toBe(200);
      return token;
    }
  }
}

describe('the authorization matrix', () => {
  it('has exactly one row for every API route', () => {
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers every route × caller as the matrix says; the guard always runs before the body is validated', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const access = MATRIX[route];
      if (!access) continue;
      const [method, path] = route.split(' ') as [string, string];
      const url = path
        .replace('{id}', access === 'own-booking' ? ids.booking : randomUUID())
        .replace('{trackingId}', 'NOSUCHID')
        .replace('{passengerId}', randomUUID())
        .replace('{classType}', 'ECONOMY');
      const role = path.startsWith('/admin') ? 'admin' : 'user';
      for (const caller of CALLERS) {
        const want = expected(access, caller);
        const token = await tokenOf(caller, role);
        const sendsBody = method === 'POST' || method === 'PATCH';
        // An empty body is invalid for most routes: a 400 here would mean validation ran first.
        const res = await call(t.app, method as 'GET', url, { token, ...(sendsBody ? { body: {} } : {}) });
        const ok = want === 'through' ? res.status !== 401 && res.status !== 403 : res.status === want;
        if (!ok || res.status >= 500)
          mismatches.push(`${route} as ${caller}: ${res.status}, expected ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);
});
