import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { IDEMPOTENCY_KEY_HEADER, seatNumbersOf } from '@skylark/contract';
import { oneSeatBooking } from '../src/test/booking-body';

/**
 * The memory soak's mix of requests (docs/benchmarks.md "Memory soak"): public reads and pages,
 * bookings, tracking, a customer's own list, admin lists and exports, requests refused and
 * malformed, and HEADs. Every answer is read to its end; a HEAD answer that carries a body, or an
 * answer of the wrong status, is counted as wrong.
 */

export interface SoakWorld {
  /** flights with seats to book, 150 each */
  flightIds: string[];
  userTokens: string[];
  adminToken: string;
}

interface Call {
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** the statuses a correct answer has */
  expect: number[];
}

/** The calls in one turn of the mix: one of them a booking. */
export const PLAN_LENGTH = 23;
const SEATS = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 150 }]);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = { 'content-type': 'application/json' };

/**
 * Makes the calls of the mix, the i-th from `i`. Bookings go round the flights, a seat of each in
 * turn: every flight is booked, and so kept in the booking path's bounded cache of flights, before
 * warm-up ends, so that the cache filling up is not taken for a leak.
 */
export function mix(world: SoakWorld) {
  const tracking: string[] = [];
  let seat = 0;
  const booking = (i: number): Call => {
    const n = seat++;
    const flightId = world.flightIds[n % world.flightIds.length]!;
    return {
      kind: 'booking',
      method: 'POST',
      path: '/api/v1/user/bookings',
      headers: {
        ...bearer(world.userTokens[i % world.userTokens.length]!),
        ...json,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      },
      body: JSON.stringify(
        oneSeatBooking(flightId, SEATS[Math.floor(n / world.flightIds.length) % SEATS.length]!),
      ),
      expect: [201, 409],
    };
  };
  const flight = (i: number) => world.flightIds[i % world.flightIds.length]!;
  const user = (i: number) => bearer(world.userTokens[i % world.userTokens.length]!);
  const admin = bearer(world.adminToken);
  const plan: ((i: number) => Call)[] = [
    (i) => ({
      kind: 'public read',
      method: 'GET',
      path: `/api/v1/user/flights?limit=${(i % 20) + 1}`,
      expect: [200],
    }),
    (i) => ({ kind: 'public read', method: 'GET', path: `/api/v1/user/flights/${flight(i)}`, expect: [200] }),
    (i) => ({
      kind: 'public read',
      method: 'GET',
      path: `/api/v1/user/flights/${flight(i)}/seats?classType=ECONOMY`,
      expect: [200],
    }),
    (i) => ({
      kind: 'public read',
      method: 'GET',
      path: `/api/v1/user/flights/search?passengers=${(i % 4) + 1}`,
      expect: [200],
    }),
    () => ({ kind: 'page', method: 'GET', path: '/', expect: [200] }),
    () => ({ kind: 'page', method: 'GET', path: '/flights', expect: [200] }),
    booking,
    (i) => {
      const id = tracking[i % Math.max(1, tracking.length)];
      return id
        ? {
            kind: 'tracking',
            method: 'GET',
            path: `/api/v1/user/bookings/tracking/${id}?lastName=Traveller`,
            expect: [200],
          }
        : {
            kind: 'tracking',
            method: 'GET',
            path: '/api/v1/user/bookings/tracking/ZZZZZZZZZZZZ?lastName=Traveller',
            expect: [404],
          };
    },
    (i) => ({
      kind: 'own list',
      method: 'GET',
      path: '/api/v1/user/bookings',
      headers: user(i),
      expect: [200],
    }),
    (i) => ({
      kind: 'admin list',
      method: 'GET',
      path: `/api/v1/admin/bookings?limit=${(i % 20) + 1}`,
      headers: admin,
      expect: [200],
    }),
    () => ({ kind: 'admin list', method: 'GET', path: '/api/v1/admin/users', headers: admin, expect: [200] }),
    (i) => ({
      kind: 'admin list',
      method: 'GET',
      path: `/api/v1/admin/flights?limit=${(i % 20) + 1}`,
      headers: admin,
      expect: [200],
    }),
    (i) => ({
      kind: 'export',
      method: 'GET',
      // the soak books ECONOMY only: an export of every booking would grow with the bookings it makes
      path: i % 2 ? '/api/v1/admin/bookings/export.csv?classType=BUSINESS' : '/api/v1/admin/users/export.csv',
      headers: admin,
      expect: [200],
    }),
    () => ({ kind: 'refused', method: 'GET', path: '/api/v1/admin/bookings', expect: [401] }),
    (i) => ({
      kind: 'refused',
      method: 'GET',
      path: '/api/v1/admin/users',
      headers: user(i),
      expect: [401, 403],
    }),
    () => ({ kind: 'refused', method: 'GET', path: `/api/v1/user/flights/${randomUUID()}`, expect: [404] }),
    (i) => ({
      kind: 'malformed',
      method: 'POST',
      path: '/api/v1/user/bookings',
      headers: { ...user(i), ...json, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: '{"flightId":',
      expect: [400],
    }),
    () => ({ kind: 'malformed', method: 'GET', path: '/api/v1/user/flights?limit=abc', expect: [400] }),
    (i) => ({
      kind: 'malformed',
      method: 'POST',
      path: '/api/v1/user/bookings',
      headers: { ...user(i), 'content-type': 'text/plain' },
      body: 'x',
      expect: [400, 415],
    }),
    () => ({ kind: 'head', method: 'HEAD', path: '/api/v1/user/flights', expect: [200] }),
    (i) => ({ kind: 'head', method: 'HEAD', path: `/api/v1/user/flights/${flight(i)}`, expect: [200] }),
    () => ({ kind: 'head', method: 'HEAD', path: '/', expect: [200] }),
    () => ({ kind: 'head', method: 'HEAD', path: '/api/v1/nothing-here', expect: [404] }),
  ];
  if (plan.length !== PLAN_LENGTH) throw new Error(`the mix has ${plan.length} calls a turn`);
  return {
    call: (i: number) => plan[i % plan.length]!(i),
    /** a booking made: its tracking ID joins the ones tracked */
    booked(trackingId: string) {
      if (tracking.length < 5000) tracking.push(trackingId);
    },
  };
}

export interface Answer {
  status: number;
  bytes: number;
  body: string;
}

/** One request over `agent`; rejects when no answer came. */
export function send(base: URL, agent: Agent, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        headers: call.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            bytes: body.length,
            body: call.kind === 'booking' ? body.toString() : '',
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', reject);
    req.end(call.body);
  });
}
