import { DAY_MS, MAX_SEATS, type Flight, type SeatsData } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createBooking, createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { t, useFlightsFixture } from '../../test/flights-fixture';

useFlightsFixture();

describe('GET /user/flights/:id', () => {
  it('answers one flight, departed or not', async () => {
    const past = await createFlight(t.database.db, { departureAt: new Date(Date.now() - DAY_MS) });
    const res = await call<Flight>(t.app, 'GET', `/user/flights/${past.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: past.id,
      flightNumber: past.flightNumber,
      status: 'SCHEDULED',
    });
  });

  it('answers 404 "Flight not found" for an unknown id and 400 for a malformed one', async () => {
    const res = await call(t.app, 'GET', '/user/flights/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 404,
      message: 'Flight not found',
      data: null,
    });
    expect((await call(t.app, 'GET', '/user/flights/not-an-id')).status).toBe(400);
  });
});

describe('GET /user/flights/:id/seats', () => {
  const seatPattern = /^(\d+)([A-F])$/;
  const rowLetter = (s: string) => {
    const [, row, letter] = seatPattern.exec(s)!;
    return [Number(row), letter!] as const;
  };
  const isSorted = (seats: string[]) =>
    seats.every((s, i) => {
      if (i === 0) return true;
      const [r0, l0] = rowLetter(seats[i - 1]!);
      const [r1, l1] = rowLetter(s);
      return r0 < r1 || (r0 === r1 && l0 < l1);
    });

  it('gives a class of N seats exactly N seats, a number and a letter A-F, sorted by row then letter', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [
        { type: 'FIRST', priceCents: 300_000, capacity: 8 },
        { type: 'BUSINESS', priceCents: 150_000, capacity: 13 },
        { type: 'ECONOMY', priceCents: 30_000, capacity: MAX_SEATS.ECONOMY },
      ],
    });
    const first = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=FIRST`);
    expect(first.status).toBe(200);
    expect(first.body.data.availableSeats.map((s) => s.seatNumber)).toEqual([
      '1A',
      '1B',
      '1C',
      '1D',
      '1E',
      '1F',
      '2A',
      '2B',
    ]);
    const business = (
      await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=BUSINESS`)
    ).body.data;
    const businessSeats = business.availableSeats.map((s) => s.seatNumber);
    expect(businessSeats).toHaveLength(13);
    expect(businessSeats[0]).toBe('3A'); // rows follow FIRST
    expect(businessSeats.at(-1)).toBe('5A'); // a partial last row
    const economy = (
      await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=ECONOMY`)
    ).body.data;
    const economySeats = economy.availableSeats.map((s) => s.seatNumber);
    expect(economySeats).toHaveLength(MAX_SEATS.ECONOMY);
    expect(new Set(economySeats).size).toBe(MAX_SEATS.ECONOMY);
    for (const seat of economySeats) expect(seat).toMatch(seatPattern);
    expect(isSorted(economySeats)).toBe(true);
    expect(economySeats[0]).toBe('6A');
    expect(economySeats.slice(0, 8)).toEqual(['6A', '6B', '6C', '6D', '6E', '6F', '7A', '7B']);
  });

  it('numbers private-jet and chopper cabins from row 1', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [
        { type: 'PRIVATEJET', priceCents: 900_000, capacity: 12 },
        { type: 'CHOPPER', priceCents: 200_000, capacity: 5 },
      ],
    });
    const jet = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=PRIVATEJET`);
    expect(jet.body.data.availableSeats.map((s) => s.seatNumber)).toEqual([
      '1A',
      '1B',
      '1C',
      '1D',
      '1E',
      '1F',
      '2A',
      '2B',
      '2C',
      '2D',
      '2E',
      '2F',
    ]);
    const chopper = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=CHOPPER`);
    expect(chopper.body.data.availableSeats.map((s) => s.seatNumber)).toEqual(['1A', '1B', '1C', '1D', '1E']);
  });

  it('leaves out the seats held by active bookings, and gives them back once inactive', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 12 }],
    });
    await createBooking(t.database.db, { flightId: flight.id, classType: 'ECONOMY', seats: ['1C', '2A'] });
    const res = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=ECONOMY`);
    const seats = res.body.data.availableSeats.map((s) => s.seatNumber);
    expect(seats).toHaveLength(10);
    expect(seats).not.toContain('1C');
    expect(seats).not.toContain('2A');
    expect(isSorted(seats)).toBe(true);
    const detail = await call<Flight>(t.app, 'GET', `/user/flights/${flight.id}`);
    expect(detail.body.data.availableSeats).toBe(10);
  });

  it('requires the class in upper case, and a class the flight has', async () => {
    const flight = await createFlight(t.database.db);
    expect((await call(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=economy`)).status).toBe(400);
    expect((await call(t.app, 'GET', `/user/flights/${flight.id}/seats`)).status).toBe(400);
    const missing = await call(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=FIRST`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This flight has no FIRST class');
    const unknown = await call(
      t.app,
      'GET',
      '/user/flights/00000000-0000-4000-8000-000000000000/seats?classType=FIRST',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Flight not found');
  });
});
