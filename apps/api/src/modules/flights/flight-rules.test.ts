import { MSG, flightMessages, HOUR_MS } from '@skylark/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { flights } from '../../db/schema';
import { admin, t, useSignedInApp } from '../../test/signed-in-app';
import { call } from '../../test/app';

/** Every 400 names its first problem in the message and lists all of them in data.errors. */
useSignedInApp();

const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

describe('flight rules list every problem', () => {
  it('create: all four rules of docs/product.md in order, then limits and airports, each at its field', async () => {
    const res = await call(t.app, 'POST', '/admin/flights', {
      token: admin,
      body: {
        flightNumber: 'M12',
        departure: { city: 'Atlantis', date: at(-1) },
        arrival: { city: 'Atlantis', date: at(-2) },
        classTypes: [],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      statusCode: 400,
      message: MSG.flightNumberPattern,
      data: {
        errors: [
          { field: 'flightNumber', message: MSG.flightNumberPattern },
          { field: 'departure.date', message: MSG.departureInFuture },
          { field: 'arrival.date', message: MSG.arrivalAfterDeparture },
          { field: 'classTypes', message: MSG.atLeastOneClass },
          { field: 'departure.city', message: flightMessages.departureNotAirport },
          { field: 'arrival.city', message: flightMessages.arrivalNotAirport },
        ],
      },
      code: 'VALIDATION_FAILED',
      type: 'invalid_request',
    });
    const [n] = await t.database.db
      .select({ n: count() })
      .from(flights)
      .where(eq(flights.flightNumber, 'M12'));
    expect(n?.n).toBe(0);
  });

  it('create: class limits name the class field', async () => {
    const res = await call(t.app, 'POST', '/admin/flights', {
      token: admin,
      body: {
        flightNumber: 'MA777',
        departure: { city: 'Paris, Charles de Gaulle (CDG)', date: at(24) },
        arrival: { city: 'Dubai, Dubai International (DXB)', date: at(24 + 60) },
        classTypes: [
          { type: 'ECONOMY', price: 2_000_000, availableSeats: 181 },
          { type: 'FIRST', price: -1 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(flightMessages.flightTooLong);
    expect(res.body.data).toEqual({
      errors: [
        { field: 'arrival.date', message: flightMessages.flightTooLong },
        { field: 'classTypes.0.availableSeats', message: 'ECONOMY seats must be between 0 and 180' },
        { field: 'classTypes.0.price', message: flightMessages.priceTooHigh },
        { field: 'classTypes.1.price', message: flightMessages.pricesNotNegative },
      ],
    });
  });

  it('update: every problem against the flight as stored, nothing changed', async () => {
    const flight = await createFlight(t.database.db);
    const res = await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: {
        departure: { date: at(-5) },
        arrival: { city: 'Atlantis', date: at(-1) },
        classTypes: [{ type: 'CHOPPER', price: -5, availableSeats: 7 }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.departureInFuture);
    expect(res.body.data).toEqual({
      errors: [
        { field: 'departure.date', message: MSG.departureInFuture },
        { field: 'arrival.city', message: flightMessages.arrivalNotAirport },
        { field: 'classTypes.0.availableSeats', message: 'CHOPPER seats must be between 0 and 6' },
        { field: 'classTypes.0.price', message: flightMessages.pricesNotNegative },
      ],
    });
    const [row] = await t.database.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(row?.departureAt.getTime()).toBe(flight.departureAt.getTime());
    expect(row?.arrivalCity).toBe(flight.arrivalCity);
  });
});

describe('every other 400 lists its problems too', () => {
  it('a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, statusCode: 400, data: { errors: [{ field: 'body' }] } });
    expect(body.data.errors[0].message).toBe(body.message);
  });

  it('an unknown reset link', async () => {
    const res = await call(t.app, 'POST', '/user/reset-password', {
      body: {
        token: 'not-a-token',
        newPassword: 'correct-horse-battery',
        confirmNewPassword: 'correct-horse-battery',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: MSG.invalidResetLink,
      data: { errors: [{ message: MSG.invalidResetLink }] },
    });
  });
});
