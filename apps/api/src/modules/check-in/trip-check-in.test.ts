import {
  type CheckInState,
  DAY_MS,
  checkInOpensMessage,
  checkInMessages,
  isoDayOf,
  HOUR_MS,
  MINUTE_MS,
} from '@skylark/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { buildTestApp, tokenFor, type TestApp } from '../../test/app';
import { parseBcbp } from '../../lib/documents/bcbp';
import { newAdminToken } from '../../test/signed-in-app';

// Check-in of each flight of a trip (docs/product.md#149-return-trips-and-multi-city)

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const OSLO = 'Oslo, Gardermoen (OSL)';
const BERGEN = 'Bergen, Flesland (BGO)';
let number = 1000 + Math.floor(Math.random() * 8000);

async function flight(departureCity: string, arrivalCity: string, departureAt: Date) {
  return createFlight(t.database.db, {
    flightNumber: `SK${++number}`,
    departureCity,
    arrivalCity,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + HOUR_MS),
    classes: [
      { type: 'ECONOMY', priceCents: 10_000, capacity: 60 },
      { type: 'BUSINESS', priceCents: 30_000, capacity: 20 },
    ],
  });
}

/** A confirmed return trip Oslo–Bergen (economy) and back (business), two passengers aged 30. */
async function trip(outInMs: number, backInMs: number) {
  const user = await createUser(t.database.db);
  const out = await flight(OSLO, BERGEN, new Date(Date.now() + outInMs));
  const back = await flight(BERGEN, OSLO, new Date(Date.now() + backInMs));
  const booking = await createBooking(t.database.db, {
    flightId: out.id,
    classType: 'ECONOMY',
    seats: ['3A', '3B'],
    segments: [{ flightId: back.id, classType: 'BUSINESS', seats: ['2C', '2D'] }],
    userId: user.id,
    passengerName: { firstName: 'Ada', lastName: 'Lovelace' },
  });
  const born = new Date(out.departureAt.getTime() - 10 * DAY_MS);
  born.setUTCFullYear(born.getUTCFullYear() - 30);
  return { out, back, booking, dateOfBirth: isoDayOf(born), token: tokenFor(t.app, user.id, 'user') };
}
type Trip = Awaited<ReturnType<typeof trip>>;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });

async function stateOf(b: Trip): Promise<CheckInState> {
  const res = await call('GET', `/user/bookings/${b.booking.id}/check-in`, b.token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Checks in every passenger of the trip's `segment`, naming the flight when `named`. */
async function checkIn(b: Trip, segment: number, named = true) {
  const state = await stateOf(b);
  const leg = state.flights[segment]!;
  return call('POST', `/user/bookings/${b.booking.id}/check-in`, b.token, {
    ...(named ? { flightId: leg.flightId } : {}),
    passengers: leg.passengers.map((p) => ({
      passengerId: p.passengerId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: b.dateOfBirth,
    })),
  });
}

describe('check-in of each flight of a trip', () => {
  it("the return flight's window opens 24 hours before it, whatever the first flight's", async () => {
    const b = await trip(5 * HOUR_MS, 24 * HOUR_MS + 3 * MINUTE_MS);
    const state = await stateOf(b);
    expect(state.flights.map((f) => [f.flightNumber, f.window])).toEqual([
      [b.out.flightNumber, 'OPEN'],
      [b.back.flightNumber, 'NOT_OPEN'],
    ]);
    expect(state.flights[1]!.passengers.map((p) => p.seatNumber)).toEqual(['2C', '2D']);
    const early = await checkIn(b, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CHECK_IN_NOT_OPEN',
      message: checkInOpensMessage(new Date(b.back.departureAt.getTime() - 24 * HOUR_MS), BERGEN),
    });
    // without flightId the first open flight checks in
    const first = await checkIn(b, 0, false);
    expect(first.statusCode).toBe(200);
    const after: CheckInState = first.json().data;
    expect(after.flights[0]!.passengers.every((p) => p.boardingPass)).toBe(true);
    expect(after.flights[1]!.passengers.some((p) => p.boardingPass)).toBe(false);
  });

  it('the return flight checks in just after its window opens, with its own sequence numbers', async () => {
    const b = await trip(5 * HOUR_MS, 24 * HOUR_MS - 3 * MINUTE_MS);
    expect((await checkIn(b, 0)).statusCode).toBe(200);
    const res = await checkIn(b, 1);
    expect(res.statusCode).toBe(200);
    const state: CheckInState = res.json().data;
    for (const leg of state.flights)
      expect(leg.passengers.map((p) => p.boardingPass!.sequence)).toEqual([1, 2]);
    expect((await checkIn(b, 1)).json().message).toBe(checkInMessages.alreadyCheckedIn);
    // the Today board counts the return flight's check-ins on that flight
    const admin = await newAdminToken(t);
    const board = (await call('GET', '/admin/flights/today', admin)).json().data.flights;
    expect(board.find((f: { _id: string }) => f._id === b.back.id).checkedIn).toBe(2);
  });

  it("the return flight's window closes 60 minutes before it", async () => {
    const b = await trip(-5 * HOUR_MS, 58 * MINUTE_MS);
    expect((await stateOf(b)).flights.map((f) => f.window)).toEqual(['CLOSED', 'CLOSED']);
    const res = await checkIn(b, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHECK_IN_CLOSED');
  });

  it("the return flight's boarding pass carries that flight in its BCBP, and the PDF every pass", async () => {
    const b = await trip(5 * HOUR_MS, 20 * HOUR_MS);
    await checkIn(b, 0);
    await checkIn(b, 1);
    const state = await stateOf(b);
    const pass = state.flights[1]!.passengers[1]!.boardingPass!;
    const start = Date.UTC(b.back.departureAt.getUTCFullYear(), 0, 1);
    expect(parseBcbp(pass.bcbp)).toEqual({
      legs: 1,
      name: 'LOVELACE/ADA',
      pnr: b.booking.trackingId.slice(0, 7),
      from: 'BGO',
      to: 'OSL',
      carrier: 'SK',
      flightNumber: b.back.flightNumber.slice(2).padStart(4, '0'),
      julianDay: String(Math.floor((b.back.departureAt.getTime() - start) / DAY_MS) + 1).padStart(3, '0'),
      compartment: 'C',
      seat: '002D',
      sequence: '0002',
      status: '1',
    });
    const pdf = await call('GET', `/user/bookings/${b.booking.id}/boarding-pass.pdf`, b.token);
    expect(pdf.statusCode).toBe(200);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(4);
    const carried = doc
      .getKeywords()!
      .match(/M1.{58}/g)!
      .map((bcbp) => parseBcbp(bcbp).from);
    expect(carried).toEqual(['OSL', 'OSL', 'BGO', 'BGO']);
  });

  it('refuses a flight of another booking and a passenger of the other flight, and changes nothing', async () => {
    const b = await trip(5 * HOUR_MS, 20 * HOUR_MS);
    const other = await flight(OSLO, BERGEN, new Date(Date.now() + 6 * HOUR_MS));
    const state = await stateOf(b);
    const passengers = state.flights[0]!.passengers.map((p) => ({
      passengerId: p.passengerId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: b.dateOfBirth,
    }));
    const url = `/user/bookings/${b.booking.id}/check-in`;
    const foreign = await call('POST', url, b.token, { flightId: other.id, passengers });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors).toEqual([
      { field: 'flightId', message: checkInMessages.notThisBooking },
    ]);
    const crossed = await call('POST', url, b.token, { flightId: b.back.id, passengers });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(checkInMessages.unknownPassenger);
    const notAnId = await call('POST', url, b.token, { flightId: 'x', passengers });
    expect(notAnId.statusCode).toBe(400);
    const unchanged = await stateOf(b);
    expect(unchanged.flights.flatMap((f) => f.passengers).some((p) => p.boardingPass)).toBe(false);
  });

  it('a one-flight booking answers as before, its one flight also listed in flights', async () => {
    const user = await createUser(t.database.db);
    const out = await flight(OSLO, BERGEN, new Date(Date.now() + 5 * HOUR_MS));
    const booking = await createBooking(t.database.db, {
      flightId: out.id,
      classType: 'ECONOMY',
      seats: ['5A'],
      userId: user.id,
    });
    const token = tokenFor(t.app, user.id, 'user');
    const res = await call('GET', `/user/bookings/${booking.id}/check-in`, token);
    const { bookingId, trackingId, pnr, flights, voidedPasses, appleWallet, ...first } = res.json()
      .data as CheckInState;
    expect(voidedPasses).toEqual([]);
    expect(appleWallet).toBe(false);
    expect({ bookingId, trackingId, pnr }).toEqual({
      bookingId: booking.id,
      trackingId: booking.trackingId,
      pnr: booking.trackingId.slice(0, 7),
    });
    expect(flights).toEqual([first]);
    expect(first).toMatchObject({ flightId: out.id, flightNumber: out.flightNumber, window: 'OPEN' });
  });
});
