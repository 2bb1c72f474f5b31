import { expect, test } from './support/fixtures';
import { startTheApp } from './support/first-input';

test.describe('the built product', () => {
  test('serves the web app on every page path, with a CSP the app passes', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // a console error (a CSP violation among them) would fail this test through the fixture
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('answers the API in the wrapper: 401 without a token, 404 for an unknown route', async ({
    request,
  }) => {
    const profile = await request.get('/api/v1/user/profile');
    expect(profile.status()).toBe(401);
    expect(await profile.json()).toMatchObject({ success: false, statusCode: 401, data: null });

    const unknown = await request.get('/api/v1/no-such-thing');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, statusCode: 404 });
  });

  test('serves the OpenAPI docs at /api/docs', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Skylark API').first()).toBeVisible();
  });

  test("brings its first screen's styles inside the page, and no stylesheet but its own whole one, even for lazily loaded parts", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
    });
    await page.goto('/');
    // the part below the fold loads when it is scrolled into view
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Available Flights' })).toBeVisible();
    await page.goto('/book-flights');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the whole stylesheet, loaded after first paint (docs/speed.md), is the only one: lazily loaded
    // parts bring none of their own
    const own = new Set(stylesheets.map((url) => new URL(url).pathname));
    expect(own.size).toBeLessThanOrEqual(1);
    for (const path of own) expect(path).toMatch(/^\/assets\/[\w-]+\.css$/);
  });

  test('Home loads no zod until its newsletter form is checked, and then checks it as before', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Available Flights' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /\/(?:zod|schemas)-[\w-]{8}\.js$/.test(url))).toEqual([]);
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(scripts.some((url) => /\/(?:zod|schemas)-[\w-]{8}\.js$/.test(url))).toBe(true);
  });

  test('Home paints its hero at once, with no page spinner before it', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { spinnerBeforeHero: seen });
      new MutationObserver(() => {
        if (!document.getElementById('hero-title') && document.querySelector('main [role="status"]'))
          seen.push('spinner');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { spinnerBeforeHero: string[] }).spinnerBeforeHero),
    ).toEqual([]);
  });

  test('caches hashed assets for a year and the page shell not at all', async ({ page, request }) => {
    const shell = await request.get('/');
    expect(shell.headers()['cache-control']).toBe('no-cache');
    const assets: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) assets.push(r.headers()['cache-control'] ?? '');
    });
    await page.goto('/');
    // a visitor's page fetches its stylesheet and app at their first input (docs/decisions/105)
    await startTheApp(page);
    await expect.poll(() => assets.length).toBeGreaterThan(0);
    expect(assets.every((header) => header.includes('immutable'))).toBe(true);
  });
});
