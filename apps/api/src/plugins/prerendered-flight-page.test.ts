import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_DATA_ID, type Flight } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight, createUser } from '../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../test/app';
import { oneSeatBooking } from '../test/booking-body';

const INDEX = '<!doctype html><title>Skylark Airways</title><div id="root"></div>';

/**
 * A web build as the web app's build leaves it: index.html, the prerendered pages' shell, and beside
 * `dist/` its server-side renderer, which here paints the flight's economy seats and counts its renders.
 */
function webBuild(): string {
  const web = mkdtempSync(join(tmpdir(), 'skylark-web-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, 'pages'), { recursive: true });
  mkdirSync(join(web, '.prerender'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'pages', 'shell.html'), INDEX);
  writeFileSync(
    join(web, '.prerender', 'prerender.js'),
    `export async function renderPage(url, data) {
      if (url.endsWith('?broken')) throw new Error('the page failed to render');
      globalThis.flightPageRenders = (globalThis.flightPageRenders ?? 0) + 1;
      const economy = data.flight.classTypes.find((c) => c.type === 'ECONOMY');
      const markup = '<h1>Flight ' + data.flight.flightNumber + '</h1><p>' + economy.availableSeats + ' seats left</p>';
      return { markup, data: { ...data, times: { departs: data.flight.departure.date } } };
    }`,
  );
  return dist;
}

const renders = () => (globalThis as { flightPageRenders?: number }).flightPageRenders ?? 0;

/** What the page carries for the app to start from. */
function pageData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html);
  return json ? JSON.parse(json[1]!) : undefined;
}

describe("a flight's page rendered by the server (docs/product.md §10.2)", () => {
  let t: TestApp;
  let app: TestApp['app'];
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webBuild() });
    app = t.app;
    customer = tokenFor(app, (await createUser(t.database.db)).id, 'user');
  });
  afterAll(async () => t.close());

  const page = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('arrives with its flight, its name in the title and the flight for the app, compressed as asked', async () => {
    const flight = await createFlight(t.database.db);
    const read = await call<Flight>(app, 'GET', `/user/flights/${flight.id}`);

    const plain = await page(`/book-flights/${flight.id}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain(`<title>Flight ${flight.flightNumber} | Skylark Airways</title>`);
    expect(plain.body).toContain(`<div id="root"><h1>Flight ${flight.flightNumber}</h1>`);
    // with the times the render wrote, for the app to hydrate the page without writing them again
    expect(pageData(plain.body)).toEqual({
      flight: read.body.data,
      times: { departs: read.body.data.departure.date },
    });

    const br = await page(`/book-flights/${flight.id}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page(`/book-flights/${flight.id}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a browser that has the page as it is now with 304, and with the new page once the flight changed', async () => {
    const flight = await createFlight(t.database.db);
    const first = await page(`/book-flights/${flight.id}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidate = () =>
      app.inject({ method: 'GET', url: `/book-flights/${flight.id}`, headers: { 'if-none-match': etag } });
    const unchanged = await revalidate();
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await call(app, 'POST', '/user/bookings', { token: customer, body: oneSeatBooking(flight.id, '4C') });
    const changed = await revalidate();
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('seats left');
  });

  it('is rendered once while its flight is unchanged, and shows a booking on the very next request', async () => {
    const flight = await createFlight(t.database.db);
    const seats = async () =>
      /<p>(\d+) seats left<\/p>/.exec((await page(`/book-flights/${flight.id}`)).body)?.[1];
    const before = Number(await seats());
    const rendered = renders();
    expect(Number(await seats())).toBe(before);
    expect(renders()).toBe(rendered);

    const booked = await call(app, 'POST', '/user/bookings', {
      token: customer,
      body: oneSeatBooking(flight.id, '3C'),
    });
    expect(booked.status).toBe(201);
    expect(Number(await seats())).toBe(before - 1);
    expect(renders()).toBe(rendered + 1);
  });

  it('is index.html for a flight that is not there, an id that is no id, or a page that fails to render', async () => {
    const flight = await createFlight(t.database.db);
    for (const url of [
      '/book-flights/5b0f3f7e-1b8a-4a43-9d55-0e3c5f8d2a10',
      '/book-flights/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/book-flights/${flight.id.toUpperCase()}`,
      `/book-flights/${flight.id}?broken`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it("keeps the flight's data from closing its script element", async () => {
    const city = 'Nowhere </script><script>alert(1)</script><!--';
    const flight = await createFlight(t.database.db, { departureCity: city });
    const { body } = await page(`/book-flights/${flight.id}`);
    const data = body.slice(body.indexOf(`id="${PAGE_DATA_ID}">`));
    expect(data.match(/<\/script>/g)).toHaveLength(1);
    expect(data).not.toContain('<!--');
    expect((pageData(body) as { flight: Flight }).flight.departure.city).toBe(city);
  });

  it('is a page of the web app, not a call of the API document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((path) => path.includes('book-flights'))).toEqual([]);
    expect(document.paths['/user/flights/{id}']).toBeDefined();
  });
});
