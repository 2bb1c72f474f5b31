import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../test/factories';
import { type ServerProcesses, sendTo, startServerProcesses } from '../../test/server-processes';

/**
 * The limits of docs/product.md#12-accounts-and-access hold for the product, not per server process: two processes
 * sharing one PostgreSQL database count every request against the same limit.
 */
let servers: ServerProcesses;
beforeAll(async () => {
  servers = await startServerProcesses(2, { AUTH_RATE_LIMIT: '4', TRACKING_RATE_LIMIT: '4' });
}, 180_000);
afterAll(async () => servers.close());

const nth = (i: number) => servers.ports[i % 2]!;

describe('request limits across two server processes', () => {
  it('counts failed logins sent to either process: after 10, the right password is refused on both', async () => {
    await createUser(servers.db, { email: 'shared-limit@example.com' });
    for (let i = 0; i < 10; i++) {
      const res = await sendTo(nth(i), 'POST', '/user/login', {
        body: { email: 'shared-limit@example.com', password: `guess-${i}` },
      });
      expect(res.status).toBe(401);
    }
    for (const port of servers.ports) {
      const res = await sendTo(port, 'POST', '/user/login', {
        body: { email: 'shared-limit@example.com', password: FACTORY_PASSWORD },
      });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ success: false, statusCode: 429, data: null });
    }
  });

  it('counts forget-password requests of one address on both processes against AUTH_RATE_LIMIT', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await sendTo(nth(i), 'POST', '/user/forget-password', {
        body: { email: `n${i}@example.com` },
      });
      expect(res.status).toBe(200);
    }
    const limited = await sendTo(nth(4), 'POST', '/user/forget-password', {
      body: { email: 'n4@example.com' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429, data: null });
  });

  it('counts booking tracking on both processes against TRACKING_RATE_LIMIT', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await sendTo(nth(i), 'GET', `/user/bookings/tracking/SKNTPE00000${i}`)).status).toBe(404);
    }
    expect((await sendTo(nth(4), 'GET', '/user/bookings/tracking/SKNTPE000004')).status).toBe(429);
  });
});
