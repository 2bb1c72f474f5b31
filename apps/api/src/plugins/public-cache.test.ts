import type { Booking, Flight, FlightPage, SeatsData } from '@skylark/contract';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createBooking, createFlight } from '../test/factories';
import { call } from '../test/app';
import { admin, customer, t, useSignedInApp } from '../test/signed-in-app';
import { oneSeatBooking } from '../test/booking-body';
import { publicCachePlugin } from './public-cache';

/** vi.waitFor's hang guard: on a busy machine a NOTIFY or a write can take seconds to show */
const WAIT = { timeout: 30_000, interval: 50 };

/**
 * The public read cache (docs/product.md#101-public-reads-from-memory-and-workers) in one process: answers carry an ETag and a short
 * Cache-Control, a matching If-None-Match gets 304, and every write shows in the very next read.
 */
useSignedInApp();

const economySeats = async (flightId: string) => {
  const res = await call<Flight>(t.app, 'GET', `/user/flights/${flightId}`);
  return res.body.data.classTypes.find((c) => c.type === 'ECONOMY')!.availableSeats;
};
const freeSeats = async (flightId: string) => {
  const res = await call<SeatsData>(t.app, 'GET', `/user/flights/${flightId}/seats?classType=ECONOMY`);
  return res.body.data.availableSeats.map((s) => s.seatNumber);
};

describe('public flight reads: ETag, 304 and Cache-Control', () => {
  it('a repeated read answers from memory with the same ETag; If-None-Match gets 304 with no body', async () => {
    const flight = await createFlight(t.database.db);
    const first = await call(t.app, 'GET', `/user/flights/${flight.id}`);
    expect(first.status).toBe(200);
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.response.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=5');
    // kept once the NOTIFY of the flight's own insert has come back
    await vi.waitFor(async () => {
      await call(t.app, 'GET', `/user/flights/${flight.id}`);
      expect(t.app.publicCache.size).toBeGreaterThan(0);
    }, WAIT);

    const again = await call(t.app, 'GET', `/user/flights/${flight.id}`);
    expect(again.response.headers.etag).toBe(etag);
    expect(again.body).toEqual(first.body);

    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/flights/${flight.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('personal answers stay out of the cache: no ETag, no-store', async () => {
    const res = await call(t.app, 'GET', '/user/bookings', { token: customer });
    expect(res.response.headers.etag).toBeUndefined();
    expect(res.response.headers['cache-control']).toBe('no-store');
  });
});

describe('every write shows in the next read of the same process', () => {
  it('a flight edit: the new price in the flight, the list and the search at once', async () => {
    const flight = await createFlight(t.database.db, { departureCity: 'Oslo, Gardermoen (OSL)' });
    const search = `/user/flights/search?departureCity=oslo`;
    const before = await call<Flight>(t.app, 'GET', `/user/flights/${flight.id}`);
    const etag = before.response.headers.etag as string;
    await call(t.app, 'GET', '/user/flights');
    await call(t.app, 'GET', search);

    const edit = await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: { classTypes: [{ type: 'ECONOMY', price: 123, availableSeats: 150 }] },
    });
    expect(edit.status).toBe(200);

    const after = await call<Flight>(t.app, 'GET', `/user/flights/${flight.id}`, {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.data.lowestPrice).toBe(123);
    expect(after.body.data.classTypes[0]!.totalSeats).toBe(150);
    const list = await call<FlightPage>(t.app, 'GET', '/user/flights?limit=100');
    expect(list.body.data.data.find((f) => f._id === flight.id)?.lowestPrice).toBe(123);
    const found = await call<FlightPage>(t.app, 'GET', search);
    expect(found.body.data.data.find((f) => f._id === flight.id)?.lowestPrice).toBe(123);
  });

  it('a booking, then its cancellation: seats and seat map change at once each time', async () => {
    const flight = await createFlight(t.database.db);
    const seatsBefore = await economySeats(flight.id);
    expect(await freeSeats(flight.id)).toContain('3C');

    const booked = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: customer,
      body: oneSeatBooking(flight.id, '3C'),
    });
    expect(booked.status).toBe(201);
    expect(await economySeats(flight.id)).toBe(seatsBefore - 1);
    expect(await freeSeats(flight.id)).not.toContain('3C');

    const cancelled = await call(t.app, 'POST', `/user/bookings/${booked.body.data._id}/cancel`, {
      token: customer,
    });
    expect(cancelled.status).toBe(200);
    expect(await economySeats(flight.id)).toBe(seatsBefore);
    expect(await freeSeats(flight.id)).toContain('3C');
  });

  it('an approval keeps the seat held; a rejection frees it at once', async () => {
    const flight = await createFlight(t.database.db);
    const db = t.database.db;
    const pending = { flightId: flight.id, classType: 'ECONOMY' as const, bookingStatus: 'PENDING' as const };
    const approved = await createBooking(db, { ...pending, seats: ['1A'], paymentStatus: 'PENDING' });
    const rejected = await createBooking(db, { ...pending, seats: ['1B'], paymentStatus: 'PENDING' });
    const seatsBefore = await economySeats(flight.id);
    await freeSeats(flight.id);

    const approve = await call(t.app, 'POST', `/admin/bookings/${approved.id}/approve`, {
      token: admin,
      body: { action: 'approve' },
    });
    expect(approve.status).toBe(200);
    expect(await economySeats(flight.id)).toBe(seatsBefore);
    expect(await freeSeats(flight.id)).not.toContain('1A');

    const reject = await call(t.app, 'POST', `/admin/bookings/${rejected.id}/approve`, {
      token: admin,
      body: { action: 'reject' },
    });
    expect(reject.status).toBe(200);
    expect(await economySeats(flight.id)).toBe(seatsBefore + 1);
    expect(await freeSeats(flight.id)).toContain('1B');
  });
});

describe('concurrent misses of one public read', () => {
  /** A public read that counts how often it is computed, beside the app's cache on the same database. */
  async function probeApp() {
    const app = Fastify({ logger: false });
    app.decorate('db', t.database.db);
    await app.register(publicCachePlugin, { database: t.database });
    let computed = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/probe', { config: { publicRead: true } }, async () => {
      const answer = { computed: ++computed };
      await held;
      return answer;
    });
    app.post('/write', async () => ({ ok: true }));
    await app.ready();
    await vi.waitFor(() => expect(app.publicCache.listening).toBe(true), WAIT);
    return { app, computed: () => computed, release };
  }

  it('twenty readers of a cold URL run its query once and all get the same answer', async () => {
    const probe = await probeApp();
    try {
      const answers = Array.from({ length: 20 }, () => probe.app.inject({ method: 'GET', url: '/probe' }));
      await vi.waitFor(() => expect(probe.computed()).toBe(1), WAIT);
      probe.release();
      const responses = await Promise.all(answers);
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(responses.map((r) => r.body))).toEqual(new Set([JSON.stringify({ computed: 1 })]));
      expect(probe.computed()).toBe(1);
    } finally {
      await probe.app.close();
    }
  });

  it('a reader that comes after a write does not wait for an answer computed before it', async () => {
    const probe = await probeApp();
    try {
      const before = probe.app.inject({ method: 'GET', url: '/probe' });
      await vi.waitFor(() => expect(probe.computed()).toBe(1), WAIT);
      await probe.app.inject({ method: 'POST', url: '/write' });
      const after = probe.app.inject({ method: 'GET', url: '/probe' });
      await vi.waitFor(() => expect(probe.computed()).toBe(2), WAIT);
      probe.release();
      expect(JSON.parse((await before).body)).toEqual({ computed: 1 });
      expect(JSON.parse((await after).body)).toEqual({ computed: 2 });
    } finally {
      await probe.app.close();
    }
  });
});
