import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(async () => t.close());

describe('AUTH_RATE_LIMIT', () => {
  it('limits register and forget-password per client address and answers 429 in the wrapper', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, 'POST', '/user/forget-password', {
        body: { email: `nobody${i}@example.com` },
      });
      expect(res.status).toBe(200);
    }
    const limited = await call(t.app, 'POST', '/user/forget-password', {
      body: { email: 'nobody@example.com' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429, data: null });
    expect(limited.body.message).toMatch(/too many requests/i);
  });
});
