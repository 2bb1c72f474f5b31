import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../test/app';
import { collapseRepeatedAnyOf, withoutTrailingSlash } from './docs';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
  );

describe('the OpenAPI document at /api/docs', () => {
  it('names every operation once, with a summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(33);
    for (const operation of all) {
      expect(operation.operationId, `${operation.method} ${operation.path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, `${operation.method} ${operation.path}`).toBeTruthy();
    }
    const ids = all.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists paths relative to /api/v1, none with a trailing slash', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/user/flights');
    expect(paths).toContain('/admin/users');
    expect(paths.filter((path) => path.endsWith('/'))).toEqual([]);
  });

  it('declares public calls public and the rest behind a bearer token', () => {
    const byId = new Map(operations().map((operation) => [operation.operationId, operation]));
    for (const id of [
      'listFlights',
      'getFlight',
      'trackBooking',
      'loginUser',
      'loginAdmin',
      'registerUser',
    ]) {
      expect(byId.get(id)?.security, id).toEqual([]);
    }
    // the first administrator registers without a token; later ones are added by an administrator
    expect(byId.get('registerAdmin')?.security).toEqual([{}, { bearer: [] }]);
    for (const id of ['getUserProfile', 'createBooking', 'listUsers', 'createFlight', 'getRevenue']) {
      expect(byId.get(id)?.security, id).toEqual([{ bearer: [] }]);
    }
  });
});

describe('list URLs answer with and without a trailing slash', () => {
  it('GET /user/flights and /user/flights/ give the same page', async () => {
    const bare = await call(t.app, 'GET', '/user/flights');
    const slashed = await call(t.app, 'GET', '/user/flights/');
    expect(bare.status).toBe(200);
    expect(slashed.status).toBe(200);
    expect(slashed.body.data).toEqual(bare.body.data);
  });

  it('GET /admin/users and /admin/users/ both answer the administrator', async () => {
    const admin = await createAdmin(t.app.db);
    const token = tokenFor(t.app, admin.id, 'admin');
    const bare = await call(t.app, 'GET', '/admin/users', { token });
    const slashed = await call(t.app, 'GET', '/admin/users/', { token });
    expect(bare.status).toBe(200);
    expect(slashed.status).toBe(200);
    expect(slashed.body.data).toEqual(bare.body.data);
  });
});

describe('document helpers', () => {
  it('drops a trailing slash but keeps the root', () => {
    expect(withoutTrailingSlash('/api/v1/admin/users/')).toBe('/api/v1/admin/users');
    expect(withoutTrailingSlash('/api/v1/admin/users')).toBe('/api/v1/admin/users');
    expect(withoutTrailingSlash('/')).toBe('/');
  });

  it('turns an anyOf of equal schemas into that schema, and leaves real choices alone', () => {
    const int = { type: 'integer' };
    expect(collapseRepeatedAnyOf({ type: 'array', items: { anyOf: [int, int, int] }, maxItems: 3 })).toEqual({
      type: 'array',
      items: int,
      maxItems: 3,
    });
    const nullable = { anyOf: [{ type: 'string' }, { type: 'null' }] };
    expect(collapseRepeatedAnyOf(nullable)).toEqual(nullable);
  });
});
