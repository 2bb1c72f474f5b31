import { API_PREFIX } from '@skylark/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../test/factories';
import { buildTestApp, tokenFor, type TestApp } from '../test/app';

/**
 * Generated requests over every route the app registers (read from its OpenAPI document):
 * wrong types, huge numbers, unicode, nesting and long strings in the path, the query and the
 * body (also bodies nested thousands of levels deep and bodies thousands of entries wide), with and
 * without a valid token. Nothing may answer 5xx, and every answer is the wrapper
 * with an HTTP status equal to its statusCode.
 */
// PGlite and PostgreSQL run the same engine, so the PostgreSQL pass is a shorter second look
// (it keeps CI within its time budget).
const RUNS = process.env.TEST_DB === 'postgres' ? 2_000 : 10_000;

const DOCUMENT_TYPES = ['application/pdf', 'text/calendar', 'text/csv'];

interface Route {
  method: InjectOptions['method'];
  path: string;
}

let t: TestApp;
let routes: Route[];
/** every property name the request schemas know, so generated objects reach deeper rules */
let keys: string[];
let ids: string[];
let tokens: string[];

function propertyNames(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) node.forEach((child) => propertyNames(child, into));
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'properties' && child && typeof child === 'object')
        Object.keys(child).forEach((k) => into.add(k));
      if (key === 'name' && typeof child === 'string') into.add(child);
      propertyNames(child, into);
    }
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const admin = await createAdmin(db);
  const user = await createUser(db);
  const flight = await createFlight(db);
  const booking = await createBooking(db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['1A'],
    userId: user.id,
  });
  ids = [flight.id, booking.id, user.id, admin.id, booking.trackingId];
  tokens = [tokenFor(t.app, user.id, 'user'), tokenFor(t.app, admin.id, 'admin')];

  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown }>>;
  };
  // the document's paths are relative to its server, the API prefix
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase() as Route['method'],
      path: `${API_PREFIX}${path}`,
    })),
  );
  const names = new Set<string>();
  propertyNames(
    Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => [op.requestBody, op.parameters]),
    ),
    names,
  );
  keys = [...names];
});
afterAll(async () => t.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    '__proto__',
    'constructor',
    '2026-02-30',
    'ECONOMY',
    'CANCELLED',
    'a@b.co',
    'MA123',
    '1A',
  ),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e308, 5e-324, 0.1),
);

/** Leaves: wrong types everywhere; branches: objects with known keys, arrays and deep nesting. */
function valueArbitrary() {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString,
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), tie('value'), { maxKeys: 6 }),
    ),
  }));
  return value;
}

/** A value wrapped in up to 5,000 arrays and objects: deeper than any body may nest. */
const deepArbitrary = () =>
  fc
    .tuple(fc.integer({ min: 1, max: 5000 }), fc.constantFrom('[', '{"x":', '{"passengers":'), hostileString)
    .map(([depth, open, leaf]) => {
      const close = open === '[' ? ']' : '}';
      return `${open.repeat(depth)}${JSON.stringify(leaf)}${close.repeat(depth)}`;
    });

/** Thousands of entries side by side: a long array, or an object with many keys. */
const wideArbitrary = () =>
  fc
    .tuple(fc.integer({ min: 100, max: 5000 }), fc.constantFrom(...keys), hostileString, fc.boolean())
    .map(([width, key, leaf, asArray]) =>
      JSON.stringify(
        asArray
          ? { [key]: Array.from({ length: width }, () => leaf) }
          : Object.fromEntries(Array.from({ length: width }, (_, i) => [i % 7 ? `${key}${i}` : key, leaf])),
      ),
    );

/** A body as sent: generated values, or raw deep or wide JSON text. */
const bodyArbitrary = () =>
  fc.oneof(
    { weight: 8, arbitrary: valueArbitrary().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: deepArbitrary() },
    { weight: 1, arbitrary: wideArbitrary() },
  );

const pathParam = () =>
  fc.oneof(
    fc.constantFrom(...ids),
    fc.uuid(),
    hostileString.map((s) => encodeURIComponent(s) || 'x'),
  );

const queryArbitrary = () =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })),
      fc.oneof(hostileString, hostileNumber.map(String), fc.array(hostileString, { maxLength: 3 })),
      { maxKeys: 5 },
    )
    .map((entries) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(entries)) {
        for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
      }
      return params.toString();
    });

const requestArbitrary = () =>
  fc.record({
    route: fc.constantFrom(...routes),
    params: fc.array(pathParam(), { minLength: 3, maxLength: 3 }),
    query: queryArbitrary(),
    body: fc.option(bodyArbitrary(), { nil: undefined }),
    token: fc.oneof(fc.constant(undefined), fc.constantFrom(...tokens), fc.constant('not.a.token')),
  });

describe(`${RUNS} generated requests over every registered route`, () => {
  it('read the routes from the app', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(keys).toEqual(expect.arrayContaining(['email', 'flightId', 'classTypes', 'departureDate']));
  });

  it('never answer 5xx, always the wrapper with HTTP status = statusCode', async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(), async ({ route, params, query, body, token }) => {
        // a turn of the event loop per request, so the test runner's own messages to this worker are
        // read on a busy machine (vitest gives a worker 60 s to answer them)
        await new Promise((resolve) => setImmediate(resolve));
        let i = 0;
        const path = route.path.replace(/\{\w+\}/g, () => params[i++ % params.length]!);
        const res = await t.app.inject({
          method: route.method,
          url: query ? `${path}?${query}` : path,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(body !== undefined && route.method !== 'GET'
            ? {
                payload: body,
                headers: {
                  'content-type': 'application/json',
                  ...(token ? { authorization: `Bearer ${token}` } : {}),
                },
              }
            : {}),
        });
        expect(res.statusCode, `${route.method} ${path}?${query} ${res.body.slice(0, 300)}`).toBeLessThan(
          500,
        );
        // documents (the ticket PDF, the calendar file) answer in their own type; every other answer,
        // and every refusal, is the JSON wrapper
        const type = String(res.headers['content-type'] ?? '');
        if (res.statusCode < 300 && DOCUMENT_TYPES.some((documentType) => type.startsWith(documentType)))
          return;
        const answer = res.json() as {
          success: unknown;
          message: unknown;
          statusCode: unknown;
          data: unknown;
        };
        expect(answer.statusCode).toBe(res.statusCode);
        expect(typeof answer.success).toBe('boolean');
        expect(typeof answer.message).toBe('string');
        expect('data' in answer).toBe(true);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
