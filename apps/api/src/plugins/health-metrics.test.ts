import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createFlight, createUser } from '../test/factories';
import { buildTestApp, call, type TestApp, tokenFor } from '../test/app';
import { oneSeatBooking } from '../test/booking-body';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('GET /health/live and /health/ready answer 200 in the wrapper, without a token, never cached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, statusCode: 200, data: { status: 'live' } });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      message: 'Ready',
      statusCode: 200,
      data: { status: 'ready', database: 'up', migrations: 'applied', replicas: [] },
    });
  });

  it('are not rate-limited: 200 calls in a row all answer 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.app.inject({ method: 'GET', url: '/health/ready' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });

  it('readiness is 503 on a database whose migrations have not run', async () => {
    const database = await openDatabase({});
    const app = await buildApp(t.config, { database, logger: false });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, data: { database: 'up', migrations: 'pending' } });
    await app.close();
    await database.close();
  }, 90_000);

  it('with the web app served, the SPA fallback does not swallow /health/* or /metrics', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'skylark-web-'));
    mkdirSync(webDir, { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Skylark</title>');
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: t.config.dataDir, JWT_SECRET: randomBytes(32).toString('hex') },
      webDir,
    );
    const app = await buildApp(config, { database: t.database, logger: false });
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.json()).toMatchObject({ success: true, statusCode: 200 });
    const unknown = await app.inject({ method: 'GET', url: '/health/everything' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, statusCode: 404 });
    const page = await app.inject({ method: 'GET', url: '/flights' });
    expect(page.body).toContain('<title>Skylark</title>');
    await app.close();
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(async () => t.close());

  it('needs the METRICS_TOKEN bearer token when one is set', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, statusCode: 401, data: null });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${'x'.repeat(METRICS_TOKEN.length)}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports requests by route and status, latency, event-loop lag, pool use, bookings made and refused', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 10 }],
    });
    const [a, b] = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    expect(
      (
        await call(t.app, 'POST', '/user/bookings', {
          token: tokenFor(t.app, a!.id, 'user'),
          body: oneSeatBooking(flight.id, '1A'),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(t.app, 'POST', '/user/bookings', {
          token: tokenFor(t.app, b!.id, 'user'),
          body: oneSeatBooking(flight.id, '1A'),
        })
      ).status,
    ).toBe(409);
    await call(t.app, 'GET', `/user/flights/${flight.id}`);

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/user\/flights\/:id",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/v1\/user\/bookings",status_code="201"\}/,
    );
    expect(text).toMatch(/skylark_booking_requests_total\{outcome="created",status_code="201"\} 1/);
    expect(text).toMatch(/skylark_booking_requests_total\{outcome="refused",status_code="409"\} 1/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/skylark_db_pool_connections\{state="max"\} \d+/);
  });

  it('unknown addresses share one route label', async () => {
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: `/api/v1/nowhere-${i}` });
    const text = (
      await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
    expect(text).not.toContain('nowhere');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 5/,
    );
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers on loopback only', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ success: false, statusCode: 403, data: null });
  });
});
