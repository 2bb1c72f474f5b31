import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/app';
import { homeIn, paintingFails, webBuild } from '../test/web-build';

describe("pages answered in the visitor's language (docs/decisions/102)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webBuild({ languages: ['es', 'fr', 'ar'] }) });
  });
  afterAll(async () => {
    paintingFails(false);
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('paints Home in the best match of Accept-Language, marked with it, and says it varies by it', async () => {
    const spanish = await get('/', { 'accept-language': 'es' });
    expect(spanish.body).toContain('<html lang="es" dir="ltr">');
    expect(spanish.body).toContain('<p>in es</p>');
    expect(spanish.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect((await get('/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).body).toContain('<p>in fr</p>');
    const arabic = await get('/', { 'accept-language': 'ar-AE' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<p>in ar</p>');
    // no language Skylark speaks: English
    const german = await get('/', { 'accept-language': 'de-DE,ja;q=0.5' });
    expect(german.body).toContain('<html lang="en">');
    expect(german.body).not.toContain('<p>in ');
  });

  it('follows the lang cookie over Accept-Language, and ignores a cookie naming no language', async () => {
    expect((await get('/', { cookie: 'a=1; lang=fr', 'accept-language': 'es' })).body).toContain(
      '<p>in fr</p>',
    );
    expect((await get('/', { cookie: 'lang=xx', 'accept-language': 'es' })).body).toContain('<p>in es</p>');
  });

  it("falls back to the build's prerendered page in the visitor's language when painting fails", async () => {
    // a new flight changes Home's data, so Home is painted anew, and fails
    await createFlight(t.database.db);
    paintingFails(true);
    try {
      expect((await get('/', { 'accept-language': 'ar' })).body).toBe(homeIn('ar'));
      expect((await get('/', { cookie: 'lang=es' })).body).toBe(homeIn('es'));
    } finally {
      paintingFails(false);
    }
  });

  it('marks a page the build did not prerender with the language, right to left in Arabic', async () => {
    const login = await get('/login', { 'accept-language': 'ar' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<html lang="ar" dir="rtl">');
    expect((await get('/login', { 'accept-language': 'es' })).body).toContain('<html lang="es" dir="ltr">');
    expect((await get('/login')).body).toContain('<html lang="en">');
  });

  it("paints a flight's page in each language apart, and answers each again from memory", async () => {
    const flight = await createFlight(t.database.db);
    const url = `/book-flights/${flight.id}`;
    const spanish = await get(url, { 'accept-language': 'es' });
    expect(spanish.body).toContain('<html lang="es" dir="ltr">');
    expect(spanish.body).toContain('<p>in es</p>');
    const english = await get(url);
    expect(english.body).not.toContain('<p>in ');
    expect(english.headers.etag).not.toBe(spanish.headers.etag);
    expect((await get(url, { cookie: 'lang=es' })).body).toBe(spanish.body);
    expect((await get(url)).body).toBe(english.body);
    expect((await get(url, { 'accept-language': 'ar' })).body).toContain('<p>in ar</p>');
  });

  it('reads only the start of an overlong Accept-Language header', async () => {
    const res = await get('/login', { 'accept-language': `${'x-'.repeat(4000)}es` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
  });
});
