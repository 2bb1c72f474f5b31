import { type CheckInState, DAY_MS, HOUR_MS } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/app';
import { adminToken, freeSeats, t, useBookingApp } from '../../test/booking-app';
import { bornAtAge } from '../../test/booking-body';
import {
  flightOfRoute,
  getBooking,
  moveFlight,
  paidBooking,
  quoteAndChange,
} from '../../test/change-fixtures';

useBookingApp();

const checkInState = (token: string, id: string) =>
  call<CheckInState>(t.app, 'GET', `/user/bookings/${id}/check-in`, { token });

/** Checks in every passenger of the booking's first flight (each is 30, on an international route). */
async function checkIn(token: string, id: string) {
  const state = (await checkInState(token, id)).body.data;
  return call<CheckInState>(t.app, 'POST', `/user/bookings/${id}/check-in`, {
    token,
    body: {
      passengers: state.passengers.map((p) => ({
        passengerId: p.passengerId,
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: bornAtAge(30),
        passport: { number: 'AB1234567', nationality: 'GB', expiry: '2040-01-01' },
      })),
    },
  });
}

describe('a change amends the booking (decision 086)', () => {
  it('keeps its id and tracking ID, lists each change, and is one booking in My Bookings', async () => {
    const { c, flight, id } = await paidBooking();
    const before = (await getBooking(c.token, id)).body.data;
    const first = await flightOfRoute(11 * DAY_MS, 19_900);
    const second = await flightOfRoute(12 * DAY_MS, 9_900);
    expect((await quoteAndChange(c.token, id, first.id, ['4A'])).status).toBe(200);
    const done = await quoteAndChange(c.token, id, second.id, ['4B']);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      id,
      trackingId: before.trackingId,
      createdAt: before.createdAt,
      flightNumber: second.flightNumber,
      bookingStatus: 'CONFIRMED',
    });
    expect(done.body.data.changes).toMatchObject([
      { segment: 0, fromFlight: { flightId: flight.id }, toFlight: { flightId: first.id }, status: 'DONE' },
      { segment: 0, fromFlight: { flightId: first.id }, toFlight: { flightId: second.id }, status: 'DONE' },
    ]);
    expect(await freeSeats(first.id)).toContain('4A');
    const mine = await call<{ data: { id: string; trackingId: string }[] }>(t.app, 'GET', '/user/bookings', {
      token: c.token,
    });
    expect(mine.body.data.data.map((b) => [b.id, b.trackingId])).toEqual([[id, before.trackingId]]);
    // the desk reads the same booking
    const desk = await call(t.app, 'GET', `/admin/bookings/${id}`, { token: adminToken });
    expect(desk.body.data).toMatchObject({ id, flightNumber: second.flightNumber });
  });

  it('a change after check-in voids the passes: their numbers are listed void, and the traveller checks in again', async () => {
    const { c, flight, id } = await paidBooking(10 * HOUR_MS);
    const checkedIn = await checkIn(c.token, id);
    expect(checkedIn.status).toBe(200);
    const pass = checkedIn.body.data.passengers[0]!.boardingPass!;
    expect(pass.sequence).toBeGreaterThan(0);
    // the airline moves the flight: the traveller takes the free move to another flight of the route
    expect((await moveFlight(flight, 3 * HOUR_MS)).status).toBe(200);
    const next = await flightOfRoute(20 * HOUR_MS, 29_900);
    const moved = await quoteAndChange(c.token, id, next.id, ['9C']);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id, flightNumber: next.flightNumber });

    const state = (await checkInState(c.token, id)).body.data;
    expect(state.flightId).toBe(next.id);
    expect(state.passengers).toMatchObject([{ seatNumber: '9C', boardingPass: null }]);
    expect(state.voidedPasses).toMatchObject([
      { flightId: flight.id, flightNumber: flight.flightNumber, seatNumber: '3C', sequence: pass.sequence },
    ]);
    const again = await checkIn(c.token, id);
    expect(again.status).toBe(200);
    expect(again.body.data.passengers[0]!.boardingPass).toMatchObject({ sequence: 1 });
    expect(again.body.data.voidedPasses).toHaveLength(1);
  });
});
