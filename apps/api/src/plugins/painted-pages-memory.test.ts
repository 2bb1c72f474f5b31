import type { OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight, createUser } from '../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../test/app';
import { oneSeatBooking } from '../test/booking-body';
import { renders, webBuild } from '../test/web-build';

/** The headers an answer carries that are its own: when it was sent and which request it answers. */
const OWN = ['date', 'x-request-id'];
/** What differs between two documents: their bytes. */
const DOCUMENT = ['etag', 'content-length'];

const without = (headers: OutgoingHttpHeaders, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/**
 * A painted page asked for again while its data is unchanged is answered from memory, past the
 * route (docs/product.md#102-what-the-public-pages-load-first): with the very answer, headers and all, that painting it gave.
 */
describe('a painted page answered from memory', () => {
  let t: TestApp;
  let app: TestApp['app'];
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webBuild() });
    app = t.app;
  });
  afterAll(async () => t.close());

  const ask = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers });

  const variants: Array<[string, 'GET' | 'HEAD', Record<string, string>]> = [
    ['as it is', 'GET', {}],
    ['in brotli', 'GET', { 'accept-encoding': 'gzip, deflate, br' }],
    ['in gzip', 'GET', { 'accept-encoding': 'gzip' }],
    ['to HEAD', 'HEAD', { 'accept-encoding': 'br' }],
  ];

  it.each(variants)('%s: the headers and bytes of the answer that painted it', async (_, method, headers) => {
    const flight = await createFlight(t.database.db);
    const url = `/book-flights/${flight.id}`;
    const rendered = renders();
    const painted = await ask(method, url, headers);
    expect(renders()).toBe(rendered + 1);
    const remembered = await ask(method, url, headers);
    expect(renders()).toBe(rendered + 1);

    expect(remembered.statusCode).toBe(200);
    expect(without(remembered.headers, OWN)).toEqual(without(painted.headers, OWN));
    expect(remembered.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(remembered.headers['x-request-id']).not.toBe(painted.headers['x-request-id']);
    expect(remembered.rawPayload.equals(painted.rawPayload)).toBe(true);
    // the same security headers as any other page, and the same answer's headers but its bytes'
    const other = await ask(method, '/about', headers);
    expect(without(remembered.headers, [...OWN, ...DOCUMENT])).toEqual(
      without(other.headers, [...OWN, ...DOCUMENT]),
    );
    expect(remembered.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("answers 304 with a page's other headers, as a page without data does", async () => {
    const flight = await createFlight(t.database.db);
    const url = `/book-flights/${flight.id}`;
    const etag = String((await ask('GET', url)).headers.etag);
    const remembered = await ask('GET', url, { 'if-none-match': etag });
    expect(remembered.statusCode).toBe(304);
    expect(remembered.rawPayload.length).toBe(0);
    expect(remembered.headers.etag).toBe(etag);

    const aboutEtag = String((await ask('GET', '/about')).headers.etag);
    const other = await ask('GET', '/about', { 'if-none-match': aboutEtag });
    expect(other.statusCode).toBe(304);
    expect(without(remembered.headers, [...OWN, 'etag'])).toEqual(without(other.headers, [...OWN, 'etag']));
  });

  it('is never a page of data that changed: a booking shows on the next request, in every encoding', async () => {
    const flight = await createFlight(t.database.db);
    const url = `/book-flights/${flight.id}`;
    const seats = async (headers: Record<string, string>) => {
      const res = await ask('GET', url, headers);
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
      return Number(/<p>(\d+) seats left<\/p>/.exec(body.toString())?.[1]);
    };
    const br = { 'accept-encoding': 'br' };
    const before = await seats(br);
    expect(await seats(br)).toBe(before);
    expect(await seats({})).toBe(before);

    const customer = tokenFor(app, (await createUser(t.database.db)).id, 'user');
    const booked = await call(app, 'POST', '/user/bookings', {
      token: customer,
      body: oneSeatBooking(flight.id, '5C'),
    });
    expect(booked.status).toBe(201);
    expect(await seats(br)).toBe(before - 1);
    expect(await seats({})).toBe(before - 1);
  });
});
