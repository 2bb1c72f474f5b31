import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../test/app';

/** Personal and administrative answers must never be kept by a browser or a shared proxy. */
let t: TestApp;
let admin: string;
let customer: string;
let bookingId: string;
let trackingId: string;
let flightId: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = tokenFor(t.app, (await createAdmin(db)).id, 'admin');
  const user = await createUser(db);
  userId = user.id;
  customer = tokenFor(t.app, user.id, 'user');
  flightId = (await createFlight(db)).id;
  const booking = await createBooking(db, { flightId, classType: 'ECONOMY', seats: ['1A'], userId: user.id });
  bookingId = booking.id;
  trackingId = booking.trackingId;
});
afterAll(async () => t.close());

type Who = 'customer' | 'admin' | 'nobody';
const tokenOf = (who: Who) => (who === 'customer' ? customer : who === 'admin' ? admin : undefined);

describe('Cache-Control: no-store on personal answers', () => {
  const personal: Array<[string, () => string, Who, number]> = [
    ['GET', () => '/user/profile', 'customer', 200],
    ['GET', () => '/user/profile', 'nobody', 401],
    ['GET', () => '/user/bookings', 'customer', 200],
    ['GET', () => `/user/bookings/${bookingId}`, 'customer', 200],
    ['GET', () => '/user/bookings/payment-addresses', 'customer', 200],
    ['GET', () => `/user/bookings/tracking/${trackingId}`, 'nobody', 200],
    ['GET', () => '/admin/profile', 'admin', 200],
    ['GET', () => '/admin/flights', 'admin', 200],
    ['GET', () => `/admin/flights/${flightId}`, 'admin', 200],
    ['GET', () => '/admin/bookings', 'admin', 200],
    ['GET', () => `/admin/bookings/${bookingId}`, 'admin', 200],
    ['GET', () => '/admin/users', 'admin', 200],
    ['GET', () => `/admin/users/${userId}`, 'admin', 200],
    ['GET', () => '/admin/analytics/bookings', 'admin', 200],
    ['GET', () => '/admin/analytics/revenue', 'admin', 200],
    ['GET', () => '/admin/analytics/capacity', 'admin', 200],
    ['GET', () => '/admin/users', 'customer', 403],
    ['POST', () => '/user/login', 'nobody', 400],
  ];
  it.each(personal)('%s %s (%s): %i with no-store', async (method, url, who, status) => {
    const res = await call(t.app, method as 'GET', url(), {
      token: tokenOf(who),
      ...(method === 'POST' ? { body: {} } : {}),
    });
    expect(res.status).toBe(status);
    expect(res.response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    () => '/user/flights',
    () => '/user/flights/search?departureCity=JFK',
    () => `/user/flights/${flightId}`,
    () => `/user/flights/${flightId}/seats?classType=ECONOMY`,
  ])('public flight read %# may be cached', async (url) => {
    const res = await call(t.app, 'GET', url());
    expect(res.status).toBe(200);
    expect(res.response.headers['cache-control']).not.toBe('no-store');
  });
});
