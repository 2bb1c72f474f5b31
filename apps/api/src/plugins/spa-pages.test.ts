import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/app';

const LOADER = "(function(){console.log('load the app')})()";
const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A web build as the web app's build writes it: index.html and two prerendered pages. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skylark-web-'));
  mkdirSync(join(dir, 'pages', 'book-flights'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(dir, 'pages', 'track-booking.html'),
    `<!doctype html><div id="root"><h1>Track Your Booking</h1></div><script>${LOADER}</script>`,
  );
  writeFileSync(
    join(dir, 'pages', 'book-flights', 'id.html'),
    `<!doctype html><div id="root"><p>Loading flight…</p></div><script>${LOADER}</script>`,
  );
  writeFileSync(
    join(dir, 'pages', 'pages.json'),
    JSON.stringify({
      '/track-booking': 'pages/track-booking.html',
      '/book-flights/:id': 'pages/book-flights/id.html',
    }),
  );
  return dir;
}

describe('prerendered public pages (docs/product.md#102-what-the-public-pages-load-first)', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: t.config.dataDir, JWT_SECRET: randomBytes(32).toString('hex') },
      webBuild(),
    );
    app = await buildApp(config, { database: t.database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const page = (url: string) => app.inject({ method: 'GET', url });

  it('answers a public page with its prerendered HTML, and any other page with index.html', async () => {
    const track = await page('/track-booking');
    expect(track.statusCode).toBe(200);
    expect(track.body).toContain('<h1>Track Your Booking</h1>');
    expect(track.headers['cache-control']).toBe('no-cache');
    expect((await page('/book-flights/5b0f3f7e-1b8a-4a43-9d55-0e3c5f8d2a10')).body).toContain(
      'Loading flight…',
    );
    expect((await page('/about')).body).toBe('<!doctype html><div id="root"></div>');
  });

  it('sends index.html where the prerendered page would not match the address', async () => {
    const empty = '<!doctype html><div id="root"></div>';
    // a query asks for what the page built without one does not show
    expect((await page('/track-booking?id=SKY-123')).body).toBe(empty);
    // a route parameter is one path segment
    expect((await page('/book-flights/a/b')).body).toBe(empty);
    expect((await page('/track-booking/')).body).toBe(empty);
  });

  it("allows the pages' inline script by its hash, and no other inline script", async () => {
    const csp = (await page('/track-booking')).headers['content-security-policy'];
    const scriptSrc = String(csp)
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sourceOf(LOADER)}`);
  });

  it('without prerendered pages, every page is index.html and no inline script is allowed', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/v1/user/flights' })).headers[
      'content-security-policy'
    ];
    expect(String(csp)).toContain("script-src 'self';");
  });
});
