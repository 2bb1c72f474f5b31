import { INVALID_DAY_MESSAGE } from '@skylark/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { call } from '../test/app';
import { admin, customer, t, useSignedInApp } from '../test/signed-in-app';

/** Input that PostgreSQL or the router cannot take is a 400-family answer in the wrapper, never a 500. */
useSignedInApp();

const NUL = '\u0000';

describe('a NUL character, which PostgreSQL text cannot hold', () => {
  it('in a body field: 400 naming the field, and no account is created', async () => {
    const res = await call(t.app, 'POST', '/user/register', {
      body: {
        firstName: `Ada${NUL}`,
        lastName: 'Lovelace',
        email: 'nul@example.com',
        phoneNumber: '0712345678',
        password: 'correct-horse',
        confirmPassword: 'correct-horse',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 400,
      message: 'firstName: must not contain a NUL character',
    });
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'nul@example.com'));
    expect(n).toBe(0);
  });

  it.each([
    ['/user/flights/search?departureCity=Par%00is', 'querystring.departureCity', undefined],
    ['/admin/flights?search=SK%00', 'querystring.search', 'admin'],
    ['/admin/users?search=%00', 'querystring.search', 'admin'],
    ['/user/bookings/tracking/SK%00', 'params.trackingId', undefined],
  ] as const)('in %s: 400 naming %s', async (url, field, who) => {
    const res = await call(t.app, 'GET', url, { token: who === 'admin' ? admin : customer });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400, data: { errors: [{ field }] } });
  });

  it('in the query of a route that reads none: ignored, the route answers', async () => {
    const res = await call(t.app, 'GET', `/site?q=${encodeURIComponent(NUL)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ adminRegistrationOpen: false });
  });
});

describe('a day that is not one', () => {
  it.each([
    ['/user/flights/search?departureDate=0000-01-01', undefined],
    ['/user/flights/search?departureDate=2026-02-30', undefined],
    ['/admin/bookings?startDate=0000-01-01', 'admin'],
    ['/admin/bookings?endDate=2026-13-01', 'admin'],
    ['/admin/analytics/bookings?startDate=0000-01-01', 'admin'],
  ] as const)('%s: 400 "Use a real calendar day…"', async (url, who) => {
    const res = await call(t.app, 'GET', url, { token: who === 'admin' ? admin : customer });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(INVALID_DAY_MESSAGE);
  });

  it('the first day of year 1 is still a day', async () => {
    const res = await call(t.app, 'GET', '/admin/bookings?startDate=0001-01-01', { token: admin });
    expect(res.status).toBe(200);
  });
});

describe('addresses the router refuses', () => {
  it('an undecodable path: 400 in the wrapper, listing the problem', async () => {
    const res = await call(t.app, 'GET', '/user/flights/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      statusCode: 400,
      message: 'The request is not valid',
      data: { errors: [{ field: 'url', message: 'The request is not valid' }] },
      code: 'VALIDATION_FAILED',
      type: 'invalid_request',
    });
  });

  it('a path parameter over the length limit: 414 in the wrapper', async () => {
    const res = await call(t.app, 'GET', `/user/flights/${'x'.repeat(3000)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({
      success: false,
      statusCode: 414,
      message: 'The address is too long',
      data: null,
      code: 'URI_TOO_LONG',
      type: 'invalid_request',
    });
  });
});
