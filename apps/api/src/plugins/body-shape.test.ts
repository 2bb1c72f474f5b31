import { connect } from 'node:net';
import { MAX_JSON_DEPTH, inputMessages } from '@skylark/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../app';
import { NEWSLETTER_BODY_LIMIT } from '../modules/newsletter/routes';
import { buildTestApp } from '../test/app';
import { admin, customer, t, useSignedInApp } from '../test/signed-in-app';
import { BODY_LIMIT } from './json-body';

/** Bodies are bounded in size and depth before they are built; unknown addresses read no body. */
const MB = 1024 * 1024;
useSignedInApp();

/** `{"x":[[[…"leaf"…]]]}` nested `depth` levels in all. */
const nested = (depth: number, leaf = '"a"') =>
  `{"x":${'['.repeat(depth - 1)}${leaf}${']'.repeat(depth - 1)}}`;
/** A body of about `size` bytes: deep, or one long string. */
const deepBody = (size: number) => nested(Math.floor(size / 2) - 4);
const flatBody = (size: number) => JSON.stringify({ x: 'a'.repeat(size - 8) });

const post = (url: string, payload: string, token?: string): InjectOptions => ({
  method: 'POST',
  url: `/api/v1${url}`,
  payload,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});

describe('a JSON body nested too deeply', () => {
  it(`more than ${MAX_JSON_DEPTH} levels: 400 in the wrapper, nothing built`, async () => {
    const res = await t.app.inject(post('/contact', nested(MAX_JSON_DEPTH + 1)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      type: 'invalid_request',
      message: inputMessages.bodyTooDeep,
      data: { errors: [{ field: 'body', message: inputMessages.bodyTooDeep }] },
    });
  });

  it(`${MAX_JSON_DEPTH} levels, and brackets inside strings, reach the field rules`, async () => {
    const res = await t.app.inject(
      post('/contact', nested(MAX_JSON_DEPTH, JSON.stringify('[['.repeat(100)))),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(inputMessages.bodyTooDeep);
  });
});

describe('an unknown address', () => {
  it.each([
    ['a deep body', deepBody(MB)],
    ['a body that is not JSON', '{"x":'],
    ['a body with a NUL', '{"x":"\\u0000"}'],
  ])('with %s: 404 in the wrapper, the body never read', async (_name, payload) => {
    const res = await t.app.inject(post('/no-such-route', payload));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      type: 'not_found',
      message: 'Route POST /api/v1/no-such-route not found',
      data: null,
    });
  });

  it('with a NUL in its query: 404, not the guard of a route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route?q=%00' });
    expect(res.statusCode).toBe(404);
  });
});

describe('body limits per route', () => {
  it(`most routes take at most ${BODY_LIMIT / 1024} KiB`, async () => {
    const res = await t.app.inject(post('/user/bookings', flatBody(BODY_LIMIT + 100), customer));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      statusCode: 413,
      message: 'The request body is too large',
    });
  });

  it('a newsletter issue of 20,000 characters fits its own limit', async () => {
    const body = JSON.stringify({ subject: 'News', body: '\u0001'.repeat(20_000) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(BODY_LIMIT);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(NEWSLETTER_BODY_LIMIT);
    const res = await t.app.inject(post('/admin/newsletter', body, admin));
    expect(res.statusCode).not.toBe(413);
  });
});

describe('a NUL in a wide body', () => {
  it('is named by its field after one walk over every value', async () => {
    const wide: Record<string, unknown> = { passengers: Array.from({ length: 2000 }, () => ({ a: 'x' })) };
    (wide.passengers as Array<{ a: string }>)[1999]!.a = 'x\u0000';
    const res = await t.app.inject(post('/user/bookings', JSON.stringify(wide), customer));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('passengers.1999.a: must not contain a NUL character');
  });
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The CPU time, in milliseconds, of `pairs` public reads each sent just after a copy of `attack`:
 * the server's own work, which other processes on a busy machine do not inflate.
 */
async function besideMs(attack: InjectOptions, pairs: number): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < pairs; i++) {
    const pending = t.app.inject(attack);
    const beside = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(beside.statusCode).toBe(200);
    expect((await pending).statusCode).toBeLessThan(500);
  }
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

describe('a request beside a large body', () => {
  it.each([
    ['an unknown address', MB, (body: string) => post('/no-such-route', body)],
    ['a booking', MB, (body: string) => post('/user/bookings', body, customer)],
    [
      'a newsletter issue (its whole limit)',
      NEWSLETTER_BODY_LIMIT - 16,
      (body: string) => post('/admin/newsletter', body, admin),
    ],
  ])('to %s: beside a nested body no slower than twice beside a flat one', async (_name, size, request) => {
    const [deep, flat] = [request(deepBody(size)), request(flatBody(size))];
    await besideMs(flat, 2); // warm
    // medians of rounds of several pairs, alternating which goes first: a busy machine adds noise
    const nestedMs: number[] = [];
    const flatMs: number[] = [];
    for (let round = 0; round < 9; round++) {
      const order = round % 2 ? [deep, flat] : [flat, deep];
      for (const attack of order) (attack === deep ? nestedMs : flatMs).push(await besideMs(attack, 4));
    }
    expect(median(nestedMs)).toBeLessThanOrEqual(2 * median(flatMs));
  });
});

describe('a body that trickles in', () => {
  it(`is cut when the request has taken ${REQUEST_TIMEOUT_MS / 1000} s, in the wrapper`, async () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    const quick = await buildTestApp({ requestTimeoutMs: 1500 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = quick.app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        'POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      );
      // one byte every 100 ms would take 20 s: the socket is never idle, the request just never ends
      let sent = 1;
      const trickle = setInterval(() => {
        if (!socket.destroyed && sent < 199) socket.write(' ', () => sent++);
      }, 100);
      await ended;
      clearInterval(trickle);
      expect(sent).toBeLessThan(199);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        statusCode: 408,
        code: 'REQUEST_TIMEOUT',
        type: 'invalid_request',
        message: 'The request took too long to arrive',
        data: null,
      });
    } finally {
      await quick.close();
    }
  });
});
