import { API_PREFIX } from '@skylark/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight, createUser } from '../test/factories';
import { buildTestApp, tokenFor, type TestApp } from '../test/app';
import { BODY_LIMIT } from './json-body';
import { AUTH_BODY_LIMIT } from './security';
import { newAdminToken } from '../test/signed-in-app';

/**
 * A pattern that backtracks held the event loop for minutes on one request. Every field checked
 * against a pattern, on every route, now answers a hostile value as large as the route takes (1 MiB
 * in the address, the body limit in a body) at once, and a request sent beside it is not held up.
 */
const MIB = 1024 * 1024;
/** a value that fills the 1 MiB body limit, leaving room for the other fields */
const FILL = MIB - 4096;
/**
 * How many times a request of the same size without a pattern-checked field a hostile request may
 * take: linear work stays well within it on a busy machine, a pattern that backtracks on 1 MiB
 * takes minutes. A ratio, as the machine's speed moves both.
 */
const MAX_RATIO = 50;

let t: TestApp;
let admin: string;
let customer: string;
let flightId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await newAdminToken(t);
  customer = tokenFor(t.app, (await createUser(t.database.db)).id, 'user');
  flightId = (await createFlight(t.database.db)).id;
});
afterAll(async () => t.close());

/**
 * The median time, on this machine now, of a request as large as the hostile ones whose value no
 * pattern checks: 1 MiB in the address of a read, or a 1 MiB body to the bookings route.
 */
async function referenceMs(method: string | undefined): Promise<number> {
  const request =
    method === 'GET'
      ? get(`/user/flights?page=1&note=${'1'.repeat(FILL)}`)
      : post('/user/bookings', { note: '1'.repeat(FILL) }, customer);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await t.app.inject(request);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1]!;
}

/** The attack on the old e-mail pattern, and long runs of what each other pattern accepts. */
const emailAttack = (size: number) => 'a@' + '.'.repeat(size - 3) + '@';
const digits = '1'.repeat(FILL) + 'x';
const day = '2026-01-01'.repeat(FILL / 10) + 'x';
/** the same, filling the body limit of most routes */
const BODY_FILL = BODY_LIMIT - 4096;
const bodyDigits = '1'.repeat(BODY_FILL) + 'x';
const bodyDay = '2026-01-01'.repeat(BODY_FILL / 10) + 'x';
const q = encodeURIComponent;

interface Hostile {
  name: string;
  request: () => InjectOptions;
  /** the status the hostile request is answered with */
  status: number;
}

const user = { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '0712345678', password: 'correct-horse' };
const booking = () => ({
  flightId,
  classType: 'ECONOMY',
  passengers: [{ firstName: 'A', lastName: 'B', age: 30, gender: 'MALE' }],
  seatNumbers: ['1A'],
  mealPreferences: ['REGULAR'],
  specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
});
const flight = {
  flightNumber: 'SK123',
  departure: { city: 'JFK', date: '2030-01-01T10:00:00.000Z' },
  arrival: { city: 'LHR', date: '2030-01-01T18:00:00.000Z' },
  classTypes: [{ type: 'ECONOMY', price: 100 }],
};
const post = (url: string, payload: object, token?: string): InjectOptions => ({
  method: 'POST',
  url: `${API_PREFIX}${url}`,
  payload,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});
const get = (url: string, token?: string): InjectOptions => ({
  method: 'GET',
  url: `${API_PREFIX}${url}`,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

const hostile: Hostile[] = [
  // account routes refuse any body over 16 KiB before reading it
  {
    name: 'register email',
    status: 413,
    request: () => post('/user/register', { ...user, email: emailAttack(MIB) }),
  },
  {
    name: 'register phone',
    status: 413,
    request: () => post('/user/register', { ...user, email: 'a@x.com', phoneNumber: digits }),
  },
  {
    name: 'login email',
    status: 413,
    request: () => post('/user/login', { email: emailAttack(MIB), password: 'x' }),
  },
  {
    name: 'forget-password email',
    status: 413,
    request: () => post('/user/forget-password', { email: emailAttack(MIB) }),
  },
  {
    name: 'reset-password token',
    status: 413,
    request: () => post('/user/reset-password', { token: digits, newPassword: 'correct-horse' }),
  },
  {
    name: 'admin register email',
    status: 413,
    request: () => post('/admin/register', { email: emailAttack(MIB), password: 'correct-horse' }),
  },
  {
    name: 'admin login email',
    status: 413,
    request: () => post('/admin/login', { email: emailAttack(MIB), password: 'x' }),
  },
  // just under the account limit: the pattern itself is reached and answers at once
  {
    name: 'login email of 16 KiB',
    status: 400,
    request: () => post('/user/login', { email: emailAttack(AUTH_BODY_LIMIT - 100), password: 'x' }),
  },
  {
    name: 'register email of 16 KiB',
    status: 400,
    request: () => post('/user/register', { ...user, email: emailAttack(AUTH_BODY_LIMIT - 200) }),
  },
  // every other pattern-checked field, at 1 MiB in the address and at the body limit in a body
  {
    name: 'search departureDate',
    status: 400,
    request: () => get(`/user/flights/search?departureDate=${q(day)}`),
  },
  {
    name: 'flight id (over the router length limit)',
    status: 414,
    request: () => get(`/user/flights/${digits}`),
  },
  {
    name: 'tracking id (over the router length limit)',
    status: 414,
    request: () => get(`/user/bookings/tracking/${digits}`),
  },
  {
    name: 'admin flights departureDate',
    status: 400,
    request: () => get(`/admin/flights?departureDate=${q(day)}`, admin),
  },
  {
    name: 'admin flights arrivalDate',
    status: 400,
    request: () => get(`/admin/flights?arrivalDate=${q(day)}`, admin),
  },
  {
    name: 'admin bookings startDate',
    status: 400,
    request: () => get(`/admin/bookings?startDate=${q(day)}`, admin),
  },
  {
    name: 'analytics startDate',
    status: 400,
    request: () => get(`/admin/analytics/bookings?startDate=${q(day)}`, admin),
  },
  {
    name: 'booking seat number',
    status: 400,
    request: () => post('/user/bookings', { ...booking(), seatNumbers: [bodyDigits] }, customer),
  },
  {
    name: 'booking flight id',
    status: 400,
    request: () => post('/user/bookings', { ...booking(), flightId: bodyDigits }, customer),
  },
  {
    name: 'booking Idempotency-Key',
    status: 400,
    request: () => {
      const r = post('/user/bookings', booking(), customer);
      return { ...r, headers: { ...r.headers, 'idempotency-key': 'k'.repeat(FILL) + ' ' } };
    },
  },
  {
    name: 'create flight number',
    status: 400,
    request: () => post('/admin/flights', { ...flight, flightNumber: 'SK' + bodyDigits }, admin),
  },
  {
    name: 'create flight departure date',
    status: 400,
    request: () => post('/admin/flights', { ...flight, departure: { city: 'JFK', date: bodyDay } }, admin),
  },
  {
    name: 'update flight arrival date',
    status: 400,
    request: () => ({
      ...post(`/admin/flights/${flightId}`, { arrival: { date: bodyDay } }, admin),
      method: 'PATCH',
    }),
  },
];

describe('a hostile value filling the limit in a pattern-checked field', () => {
  it.each(hostile)(
    '$name: answered $status in the wrapper in linear time; a request beside it is served',
    async ({ request, status }) => {
      const unit = await referenceMs(request().method);
      const started = performance.now();
      const attack = t.app.inject(request()).then((res) => ({ res, ms: performance.now() - started }));
      const beside = t.app
        .inject(get('/user/flights'))
        .then((res) => ({ res, ms: performance.now() - started }));
      const [a, b] = await Promise.all([attack, beside]);
      expect(a.res.statusCode).toBe(status);
      expect(a.res.json()).toMatchObject({ success: false, statusCode: status });
      expect(a.ms / unit).toBeLessThan(MAX_RATIO);
      expect(b.res.statusCode).toBe(200);
      expect(b.res.json()).toMatchObject({ success: true, statusCode: 200 });
      expect(b.ms / unit).toBeLessThan(MAX_RATIO);
    },
  );
});

describe('the account routes take at most 16 KiB', () => {
  it.each([
    '/user/register',
    '/user/login',
    '/user/forget-password',
    '/user/reset-password',
    '/admin/register',
    '/admin/login',
  ])('%s: 413 in the wrapper', async (url) => {
    const res = await t.app.inject(post(url, { email: 'a@x.com', padding: 'x'.repeat(AUTH_BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 413,
      message: 'The request body is too large',
      data: null,
      code: 'PAYLOAD_TOO_LARGE',
      type: 'invalid_request',
    });
  });
});
