import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/** Every answer, whatever its route or status, carries the security headers (docs/product.md#12-accounts-and-access). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const answers: Array<[string, string, number]> = [
  ['a public read', '/api/v1/user/flights', 200],
  ['a refusal', '/api/v1/user/profile', 401],
  ['an unknown API route', '/api/v1/no-such-route', 404],
  ['bad input', '/api/v1/user/flights?page=-1', 400],
];

describe('security headers', () => {
  it.each(answers)('%s carries the CSP and the other security headers', async (_, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('the API documentation keeps a CSP of its own, with the inline styles its viewer sets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('https:;');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
