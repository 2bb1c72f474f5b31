import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type CreateFlightBody,
  DAY_MS,
  type Flight,
  type FlightPage,
  HOME_FLIGHTS_PAGE_SIZE,
  PAGE_DATA_ID,
} from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createFlight, createUser } from '../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../test/app';
import { oneSeatBooking } from '../test/booking-body';
import { HOME, INDEX, pageData, paintingFails, renders, webBuild } from '../test/web-build';

describe("a flight's page rendered by the server (docs/product.md#102-what-the-public-pages-load-first)", () => {
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

describe('Home and the flight list painted with their data, from memory (docs/product.md#102-what-the-public-pages-load-first)', () => {
  let t: TestApp;
  let app: TestApp['app'];
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webBuild() });
    app = t.app;
    admin = tokenFor(app, (await createAdmin(t.database.db)).id, 'admin');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  const flightBody = (flightNumber: string, price: number): CreateFlightBody => ({
    flightNumber,
    // sooner than any other flight of this file: first on Home and on the list
    departure: {
      city: 'Bucharest, Henri Coandă International (OTP)',
      date: new Date(Date.now() + DAY_MS).toISOString(),
    },
    arrival: {
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(Date.now() + DAY_MS + 3 * 3600_000).toISOString(),
    },
    classTypes: [{ type: 'ECONOMY', price, availableSeats: 150 }],
  });

  it("Home shows the flights of Home's read; a flight the admin adds or changes shows on the next GET / with a new ETag", async () => {
    await createFlight(t.database.db);
    const before = await get('/');
    expect(before.statusCode).toBe(200);
    const read = await call<FlightPage>(app, 'GET', `/user/flights?page=1&limit=${HOME_FLIGHTS_PAGE_SIZE}`);
    expect(pageData(before.body)).toEqual({ homeFlights: read.body.data });

    const created = await call<Flight>(app, 'POST', '/admin/flights', {
      token: admin,
      body: flightBody('PH101', 129.99),
    });
    expect(created.status).toBe(201);
    const added = await get('/');
    expect(added.body).toContain('<li>PH101 ');
    expect(added.headers.etag).not.toBe(before.headers.etag);

    const updated = await call(app, 'PATCH', `/admin/flights/${created.body.data._id}`, {
      token: admin,
      body: { classTypes: [{ type: 'ECONOMY', price: 149.99, availableSeats: 150 }] },
    });
    expect(updated.status).toBe(200);
    const changed = await get('/');
    expect(changed.headers.etag).not.toBe(added.headers.etag);
    const now = await call<FlightPage>(app, 'GET', `/user/flights?page=1&limit=${HOME_FLIGHTS_PAGE_SIZE}`);
    expect(pageData(changed.body)).toEqual({ homeFlights: now.body.data });
    expect(now.body.data.data.find((f) => f.flightNumber === 'PH101')?.lowestPrice).not.toBe(
      read.body.data.data.find((f) => f.flightNumber === 'PH101')?.lowestPrice,
    );
  });

  it("the flight list shows its first page, the list's read", async () => {
    await createFlight(t.database.db);
    const list = await get('/book-flights');
    const read = await call<FlightPage>(app, 'GET', '/user/flights?page=1&limit=10&sort=date&order=asc');
    expect(pageData(list.body)).toEqual({ flightList: read.body.data });
    expect(list.body).toContain(`<li>${read.body.data.data[0]!.flightNumber} `);
    // a query asks for what the painted list does not show
    expect((await get('/book-flights?page=2')).body).toBe(INDEX);
  });

  it('is painted once while its data is unchanged, answered 304 on revalidation and compressed as asked', async () => {
    const first = await get('/');
    const rendered = renders();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');

    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(renders()).toBe(rendered);
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    for (const url of ['/', '/book-flights', '/about']) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers.etag, url).toBe(get.headers.etag);
      expect(head.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(head.rawPayload.length, url).toBe(0);
    }
  });

  it('answers the pages without data from memory too: index.html with its ETag, 304 and brotli', async () => {
    const about = await get('/about');
    expect(about.body).toBe(INDEX);
    expect((await get('/about', { 'if-none-match': String(about.headers.etag) })).statusCode).toBe(304);
    const br = await get('/contact', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
  });

  it('falls back to the page Home has without data when it fails to paint', async () => {
    await call(app, 'POST', '/admin/flights', { token: admin, body: flightBody('PH102', 99.99) });
    paintingFails(true);
    try {
      const home = await get('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe(HOME);
    } finally {
      paintingFails(false);
    }
    expect((await get('/')).body).toContain('<li>PH102 ');
  });
});
