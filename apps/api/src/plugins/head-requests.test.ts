import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createFlight } from '../test/factories';

/** A web build: index.html, one prerendered page and one asset. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skylark-web-'));
  mkdirSync(join(dir, 'pages'), { recursive: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'pages', 'track-booking.html'), '<!doctype html><h1>Track Your Booking</h1>');
  writeFileSync(
    join(dir, 'pages', 'pages.json'),
    JSON.stringify({ '/track-booking': 'pages/track-booking.html' }),
  );
  writeFileSync(join(dir, 'assets', 'app-0123abcd.js'), 'console.log("app")');
  return dir;
}

/**
 * Each HEAD, then a GET of /health/live on the same keep-alive connection: the bytes after a HEAD
 * answer's headers must be the next answer, never a body (RFC 9110 §9.3.2).
 */
function headThenGet(port: number, path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no close; got: ${received}`)));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received.split(/(?=HTTP\/1\.1 \d{3} )/)));
    socket.on('error', reject);
    socket.write(
      `HEAD ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n` +
        'GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
  });
}

describe('HEAD on the public routes and pages', () => {
  let t: TestApp;
  let port: number;
  let flightId: string;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webBuild() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    flightId = (await createFlight(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('answers with the headers of the GET and no body, on the API and on the web app’s pages', async () => {
    const paths = [
      '/api/v1/user/flights',
      '/api/v1/user/flights?limit=abc',
      '/api/v1/user/flights/search?passengers=2',
      `/api/v1/user/flights/${flightId}`,
      `/api/v1/user/flights/${flightId}/seats?classType=ECONOMY`,
      '/api/v1/user/bookings/tracking/ZZZZZZZZZZZZ?lastName=Traveller',
      '/api/v1/user/bookings',
      '/api/v1/nothing-here',
      '/health/live',
      '/',
      '/flights',
      '/track-booking',
      `/book-flights/${flightId}`,
      '/assets/app-0123abcd.js',
    ];
    for (const path of paths) {
      const get = await fetch(`http://127.0.0.1:${port}${path}`);
      const [head, next, ...more] = await headThenGet(port, path);
      expect(head, path).toMatch(new RegExp(`^HTTP/1\\.1 ${get.status} `));
      // the answer ends with its headers: what follows is the GET's answer
      expect(head!.endsWith('\r\n\r\n'), path).toBe(true);
      expect(head!.toLowerCase(), path).toContain(`content-type: ${get.headers.get('content-type')}`);
      expect(next, path).toMatch(/^HTTP\/1\.1 200 /);
      expect(more, path).toEqual([]);
      await get.arrayBuffer();
    }
  });
});
