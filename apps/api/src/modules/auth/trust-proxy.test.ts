import { LOGIN_FAILURE_LIMIT } from '@skylark/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/app';

const apps: TestApp[] = [];
const METRICS = 'metrics-token-0123456789';
afterAll(async () => Promise.all(apps.map((a) => a.close())));

async function appWith(env: Record<string, string> = {}) {
  const t = await buildTestApp({ env });
  apps.push(t);
  return t;
}

/** A failed customer login from a socket address, with an optional X-Forwarded-For header. */
async function failFrom(t: TestApp, remoteAddress: string, email: string, forwardedFor?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password: 'wrong-password-0' },
  });
  return response.statusCode;
}

describe('TRUST_PROXY', () => {
  it('is off by default: a spoofed X-Forwarded-For does not escape the limit', async () => {
    const t = await appWith();
    expect(t.config.trustProxy).toBe(false);
    const user = await createUser(t.database.db);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await failFrom(t, '10.0.0.1', user.email, `203.0.113.${i + 1}`)).toBe(401);
    }
    expect(await failFrom(t, '10.0.0.1', user.email, '203.0.113.99')).toBe(429);
  }, 120_000);

  it('set to the proxy, counts each client behind it by its forwarded address', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', METRICS_TOKEN: METRICS });
    expect(t.config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const user = await createUser(t.database.db);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await failFrom(t, '10.0.0.1', user.email, '203.0.113.5')).toBe(401);
    }
    expect(await failFrom(t, '10.0.0.1', user.email, '203.0.113.5')).toBe(429);
    // Another client behind the same proxy is counted on its own.
    expect(await failFrom(t, '10.0.0.1', user.email, '203.0.113.6')).toBe(401);
    // A client that is not a trusted proxy cannot claim another address.
    expect(await failFrom(t, '192.0.2.7', user.email, '203.0.113.5')).toBe(401);
  }, 120_000);

  it('refuses a value that is not a list of addresses or CIDR ranges, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY/,
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '::1,fd00::/8', METRICS_TOKEN: METRICS })
        .trustProxy,
    ).toEqual(['::1', 'fd00::/8']);
  });

  it('needs METRICS_TOKEN: behind a proxy every request comes from the proxy, so /metrics cannot trust loopback', async () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '127.0.0.1' })).toThrow(
      /METRICS_TOKEN: is required when TRUST_PROXY is set/,
    );
    const t = await appWith({ TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: METRICS });
    const open = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(open.statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS}` },
    });
    expect(read.statusCode).toBe(200);
  }, 120_000);
});
