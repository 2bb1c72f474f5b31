import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildTestApp, call, type TestApp } from '../test/app';
import {
  CLOSING_MESSAGE,
  DATABASE_DOWN_MESSAGE,
  DATABASE_RETRY_AFTER_S,
  HEADERS_TOO_LARGE_MESSAGE,
  outageLogger,
} from './availability';

const testConfig = () =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-availability-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });

/** Writes raw bytes on one connection and collects everything until the server closes it. */
function rawExchange(port: number, request: string, onData?: (sofar: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no close; got: ${received}`)));
    socket.on('data', (chunk) => {
      received += chunk.toString();
      onData?.(received);
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(request);
  });
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('requests Node refuses before routing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('a URL over 16 KB gets 431 in the wrapper with Connection: close, and the next request succeeds', async () => {
    const port = portOf(t.app);
    const answer = await rawExchange(
      port,
      `GET /api/v1/user/flights?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: HEADERS_TOO_LARGE_MESSAGE,
      statusCode: 431,
      data: null,
      code: 'HEADERS_TOO_LARGE',
      type: 'invalid_request',
    });

    // a keep-alive client (fetch) sees the close and opens a new connection: no ECONNRESET
    const base = `http://127.0.0.1:${port}`;
    const long = await fetch(`${base}/api/v1/user/flights?q=${'b'.repeat(17 * 1024)}`);
    expect(long.status).toBe(431);
    expect(((await long.json()) as { statusCode: number }).statusCode).toBe(431);
    const next = await fetch(`${base}/health/live`);
    expect(next.status).toBe(200);
  });
  it('answers a HEAD it refuses with the headers alone: no body after Connection: close', async () => {
    const answer = await rawExchange(
      portOf(t.app),
      `HEAD /api/v1/user/flights?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`,
    );
    const end = answer.indexOf('\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.slice(0, end).toLowerCase()).toContain('connection: close');
    expect(answer.slice(end + 4)).toBe('');
  });

  it('answers HEAD of a page and of an unknown API address with no body', async () => {
    for (const path of ['/about', '/api/v1/nothing-here']) {
      const answer = await rawExchange(
        portOf(t.app),
        `HEAD ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4), path).toBe('');
    }
  });
});

describe('shutdown', () => {
  it('answers the request in flight with Connection: close, refuses new ones in the wrapper, then closes the database', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const app = await buildApp(testConfig(), { database, logger: false });
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await released;
      events.push('slow answered');
      return { success: true, message: 'Slow', statusCode: 200, data: null };
    });
    app.addHook('onClose', async () => {
      events.push('database closed');
      await database.close();
    });
    // A request that arrives once closing has begun, on a keep-alive connection already open.
    let refused: Response | undefined;
    let closing!: () => void;
    const closingBegun = new Promise<void>((resolve) => (closing = resolve));
    app.addHook('preClose', async () => {
      refused = await fetch(`http://127.0.0.1:${portOf(app)}/health/live`);
      closing();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`http://127.0.0.1:${portOf(app)}/health/live`)).status).toBe(200);

    const inFlight = rawExchange(
      portOf(app),
      'GET /slow HTTP/1.1\r\nHost: a\r\nConnection: keep-alive\r\n\r\n',
    );
    await slowArrived;
    const closed = app.close().then(() => events.push('closed'));
    // closing has begun and refused a new request; a close that did not wait for the request in
    // flight would have closed the database by the next turn of the event loop
    await closingBegun;
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);

    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('connection')).toBe('close');
    expect(await refused?.json()).toEqual({
      success: false,
      message: CLOSING_MESSAGE,
      statusCode: 503,
      data: null,
      code: 'SERVICE_UNAVAILABLE',
      type: 'api_error',
    });

    release();
    // the server ends the connection itself after the answer (rawExchange resolves on its end)
    const answer = await inFlight;
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(events).toEqual(['slow answered', 'database closed', 'closed']);
  });
});

describe('a database out of reach', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // nothing listens on port 1: every connection attempt is refused
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/skylark', poolSize: 2 });
    app = await buildApp(testConfig(), { database, logger: false });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => close());

  it('answers 503 in the wrapper with Retry-After, and the process stays up', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await call(app, 'GET', '/user/flights');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        message: DATABASE_DOWN_MESSAGE,
        statusCode: 503,
        data: null,
        code: 'SERVICE_UNAVAILABLE',
        type: 'api_error',
      });
      expect(res.response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    }
    const login = await call(app, 'POST', '/user/login', {
      body: { email: 'a@example.com', password: 'whatever1' },
    });
    expect(login.status).toBe(503);
  });

  it('readiness says not ready while liveness stays up', async () => {
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, statusCode: 503, data: { database: 'down' } });
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
  });

  it('logs an outage at most once a second, with the number of requests refused', () => {
    const lines: object[] = [];
    const log = { error: (data: object) => lines.push(data) } as unknown as Parameters<
      ReturnType<typeof outageLogger>
    >[0];
    const logOutage = outageLogger(1000);
    for (let i = 0; i < 50; i++) logOutage(log, new Error('down'));
    expect(lines).toHaveLength(1);
  });
});
