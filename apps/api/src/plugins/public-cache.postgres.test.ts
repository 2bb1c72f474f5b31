import type { Booking, Flight } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../test/factories';
import { oneSeatBooking } from '../test/booking-body';
import { type ServerProcesses, sendTo, startServerProcesses } from '../test/server-processes';
import { MAX_AGE_MS } from './public-cache';

/**
 * The public read cache across two server processes on one PostgreSQL database
 * (docs/product.md#101-public-reads-from-memory-and-workers): a write through process 0 shows in process 1's cached answers because the NOTIFY emptied
 * its cache, long before the cached answer would have expired by its age.
 */
const NOTIFIED = MAX_AGE_MS / 6;
let p: ServerProcesses;
let admin: string;
let customer: string;
beforeAll(async () => {
  p = await startServerProcesses(2);
  admin = p.app.signToken((await createAdmin(p.db)).id, 'admin', 3600);
  customer = p.app.signToken((await createUser(p.db)).id, 'user', 3600);
});
afterAll(async () => p.close());

const economyOn = async (process: number, flightId: string) => {
  const res = await sendTo(p.ports[process]!, 'GET', `/user/flights/${flightId}`);
  return (res.body.data as Flight).classTypes.find((c) => c.type === 'ECONOMY')!;
};

/** Reads process 1 until `done` holds; the milliseconds it took after the write answered. */
async function msUntil(flightId: string, done: (economy: Flight['classTypes'][number]) => boolean) {
  const since = Date.now();
  while (!done(await economyOn(1, flightId))) {
    if (Date.now() - since > NOTIFIED) throw new Error('process 1 still answers the old flight');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - since;
}

describe('writes in one process reach the cached reads of another before they expire', () => {
  it('a flight edit, a booking, its cancellation, an approval and a rejection', async () => {
    const flight = await createFlight(p.db);
    // process 1 caches the flight (two reads: the second comes from memory)
    const start = await economyOn(1, flight.id);
    expect(await economyOn(1, flight.id)).toEqual(start);

    const edit = await sendTo(p.ports[0]!, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: { classTypes: [{ type: 'ECONOMY', price: 111, availableSeats: 170 }] },
    });
    expect(edit.status).toBe(200);
    expect(await msUntil(flight.id, (e) => e.price === 111 && e.totalSeats === 170)).toBeLessThan(NOTIFIED);

    const booked = await sendTo(p.ports[0]!, 'POST', '/user/bookings', {
      token: customer,
      body: oneSeatBooking(flight.id, '2B'),
    });
    expect(booked.status).toBe(201);
    expect(await msUntil(flight.id, (e) => e.availableSeats === 169)).toBeLessThan(NOTIFIED);
    const seats = await sendTo(p.ports[1]!, 'GET', `/user/flights/${flight.id}/seats?classType=ECONOMY`);
    expect(JSON.stringify(seats.body.data)).not.toContain('"2B"');

    const cancel = await sendTo(
      p.ports[0]!,
      'POST',
      `/user/bookings/${(booked.body.data as Booking)._id}/cancel`,
      {
        token: customer,
      },
    );
    expect(cancel.status).toBe(200);
    expect(await msUntil(flight.id, (e) => e.availableSeats === 170)).toBeLessThan(NOTIFIED);

    const pending = { flightId: flight.id, classType: 'ECONOMY' as const, bookingStatus: 'PENDING' as const };
    const toApprove = await createBooking(p.db, { ...pending, seats: ['4A'], paymentStatus: 'PENDING' });
    const toReject = await createBooking(p.db, { ...pending, seats: ['4B'], paymentStatus: 'PENDING' });
    expect(await msUntil(flight.id, (e) => e.availableSeats === 168)).toBeLessThan(NOTIFIED);
    const approve = await sendTo(p.ports[0]!, 'POST', `/admin/bookings/${toApprove.id}/approve`, {
      token: admin,
      body: { action: 'approve' },
    });
    expect(approve.status).toBe(200);
    const reject = await sendTo(p.ports[0]!, 'POST', `/admin/bookings/${toReject.id}/approve`, {
      token: admin,
      body: { action: 'reject' },
    });
    expect(reject.status).toBe(200);
    // the approved seat stays held, the rejected one is free again
    expect(await msUntil(flight.id, (e) => e.availableSeats === 169)).toBeLessThan(NOTIFIED);
  });
});
