import {
  MAX_SEATS,
  MSG,
  type CreateFlightBody,
  type SeatsData,
  flightMessages,
  flightSchema,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { flights } from '../../db/schema';
import { call } from '../../test/app';
import { body, customer, inDays, post, t, useAdminFlightsApp } from '../../test/admin-flights-app';

useAdminFlightsApp();

describe('role rules on /admin/flights', () => {
  it('answers 401 without a token and 403 with a customer token on every route', async () => {
    const flight = await createFlight(t.database.db);
    const routes = [
      ['POST', '/admin/flights', body()],
      ['GET', '/admin/flights', undefined],
      ['GET', `/admin/flights/${flight.id}`, undefined],
      ['PATCH', `/admin/flights/${flight.id}`, { status: 'DELAYED' }],
      ['DELETE', `/admin/flights/${flight.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      const anonymous = await call(t.app, method, url, { body: payload });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, statusCode: 401 });
      const user = await call(t.app, method, url, { body: payload, token: customer });
      expect(user.status, `${method} ${url}`).toBe(403);
      expect(user.body).toMatchObject({ success: false, statusCode: 403 });
    }
    const [still] = await t.database.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(still?.status).toBe('SCHEDULED');
  });

  it('checks the role before the body (401 for an invalid body without a token)', async () => {
    expect((await call(t.app, 'POST', '/admin/flights', { body: { nonsense: true } })).status).toBe(401);
  });
});

describe('POST /admin/flights', () => {
  it('creates a flight: 201, the flight shape, default seat counts and status SCHEDULED', async () => {
    const payload = body();
    const res = await post(payload);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, statusCode: 201, message: MSG.flightCreated });
    expect(() => flightSchema.parse(res.body.data)).not.toThrow();
    expect(res.body.data).toMatchObject({
      flightNumber: payload.flightNumber,
      status: 'SCHEDULED',
      departure: { city: payload.departure.city, date: payload.departure.date },
      arrival: { city: payload.arrival.city, date: payload.arrival.date },
      departureTime: payload.departure.date,
      lowestPrice: 129.99,
      availableSeats: 150 + MAX_SEATS.BUSINESS,
    });
    expect(res.body.data.classTypes).toEqual([
      expect.objectContaining({ type: 'ECONOMY', price: 129.99, availableSeats: 150, totalSeats: 150 }),
      expect.objectContaining({ type: 'BUSINESS', price: 499, availableSeats: MAX_SEATS.BUSINESS }),
    ]);
    const [row] = await t.database.db.select().from(flights).where(eq(flights.id, res.body.data._id));
    expect(row?.lowestPriceCents).toBe(12_999);
    const seats = await call<SeatsData>(
      t.app,
      'GET',
      `/user/flights/${res.body.data._id}/seats?classType=BUSINESS`,
    );
    expect(seats.body.data.availableSeats).toHaveLength(MAX_SEATS.BUSINESS);
  });

  it('takes every class type with its default seats and a null seat count as empty', async () => {
    const res = await post(
      body({
        departure: { city: 'Aberdeen, Bristow Offshore Heliport (Drilling Base)', date: inDays(5) },
        arrival: { city: 'North Sea, Brent Charlie Platform (Offshore)', date: inDays(5, 1) },
        classTypes: [
          { type: 'ECONOMY', price: 0, availableSeats: null },
          { type: 'BUSINESS', price: 1 },
          { type: 'FIRST', price: 2 },
          { type: 'PRIVATEJET', price: 3 },
          { type: 'CHOPPER', price: 4, availableSeats: 0 },
        ],
        status: 'DELAYED',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('DELAYED');
    expect(res.body.data.classTypes.map((c) => [c.type, c.totalSeats])).toEqual([
      ['ECONOMY', 180],
      ['BUSINESS', 40],
      ['FIRST', 20],
      ['PRIVATEJET', 12],
      ['CHOPPER', 0],
    ]);
    expect(res.body.data.lowestPrice).toBe(0);
  });

  const refusals: [string, () => unknown, string][] = [
    [
      'a flight number not 2 letters + 3-4 digits',
      () => body({ flightNumber: 'ma123' }),
      MSG.flightNumberPattern,
    ],
    ['a five-digit flight number', () => body({ flightNumber: 'MA12345' }), MSG.flightNumberPattern],
    [
      'a departure in the past',
      () => body({ departure: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(-1) } }),
      MSG.departureInFuture,
    ],
    [
      'an unreadable departure date',
      () => body({ departure: { city: 'Paris, Charles de Gaulle (CDG)', date: 'soon' } }),
      MSG.departureInFuture,
    ],
    [
      'an arrival before departure',
      () => body({ arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(19) } }),
      MSG.arrivalAfterDeparture,
    ],
    [
      'an arrival equal to departure',
      () => body({ arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(20) } }),
      MSG.arrivalAfterDeparture,
    ],
    ['no class', () => body({ classTypes: [] }), MSG.atLeastOneClass],
    [
      'more ECONOMY seats than 180',
      () => body({ classTypes: [{ type: 'ECONOMY', price: 1, availableSeats: 181 }] }),
      'ECONOMY seats must be between 0 and 180',
    ],
    [
      'more BUSINESS seats than 40',
      () => body({ classTypes: [{ type: 'BUSINESS', price: 1, availableSeats: 41 }] }),
      'BUSINESS seats must be between 0 and 40',
    ],
    [
      'more FIRST seats than 20',
      () => body({ classTypes: [{ type: 'FIRST', price: 1, availableSeats: 21 }] }),
      'FIRST seats must be between 0 and 20',
    ],
    [
      'more PRIVATEJET seats than 12',
      () => body({ classTypes: [{ type: 'PRIVATEJET', price: 1, availableSeats: 13 }] }),
      'PRIVATEJET seats must be between 0 and 12',
    ],
    [
      'more CHOPPER seats than 6',
      () => body({ classTypes: [{ type: 'CHOPPER', price: 1, availableSeats: 7 }] }),
      'CHOPPER seats must be between 0 and 6',
    ],
    [
      'negative seats',
      () => body({ classTypes: [{ type: 'ECONOMY', price: 1, availableSeats: -1 }] }),
      'ECONOMY seats must be between 0 and 180',
    ],
    [
      'a negative price',
      () => body({ classTypes: [{ type: 'ECONOMY', price: -0.01 }] }),
      flightMessages.pricesNotNegative,
    ],
    [
      'a price over $1,000,000 (more would overflow the amounts)',
      () => body({ classTypes: [{ type: 'ECONOMY', price: 2 ** 31 }] }),
      flightMessages.priceTooHigh,
    ],
    [
      'a departure more than 10 years ahead',
      () =>
        body({
          departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: inDays(3700) },
          arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(3700, 3) },
        }),
      flightMessages.departureTooFar,
    ],
    [
      'an arrival in year 275760, beyond what the database can store',
      () =>
        body({ arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: '+275760-09-13T00:00:00.000Z' } }),
      flightMessages.flightTooLong,
    ],
    [
      'a flight of more than 48 hours',
      () => body({ arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(22, 1) } }),
      flightMessages.flightTooLong,
    ],
    [
      'a class twice',
      () =>
        body({
          classTypes: [
            { type: 'ECONOMY', price: 1 },
            { type: 'ECONOMY', price: 2 },
          ],
        }),
      flightMessages.duplicateClassType,
    ],
    [
      'a departure not in the airports list',
      () => body({ departure: { city: 'Atlantis', date: inDays(20) } }),
      flightMessages.departureNotAirport,
    ],
    [
      'an arrival not in the airports list',
      () => body({ arrival: { city: 'paris', date: inDays(20, 3) } }),
      flightMessages.arrivalNotAirport,
    ],
    [
      'the same airport twice',
      () => body({ arrival: { city: 'Bucharest, Henri Coandă International (OTP)', date: inDays(20, 3) } }),
      flightMessages.sameAirports,
    ],
    // the spec's order: the first failing rule wins
    [
      'a bad number and a past departure (number first)',
      () =>
        body({ flightNumber: 'X1', departure: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(-1) } }),
      MSG.flightNumberPattern,
    ],
    [
      'a past departure and no class (departure first)',
      () => body({ departure: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(-1) }, classTypes: [] }),
      MSG.departureInFuture,
    ],
    [
      'an early arrival and no class (arrival first)',
      () => body({ arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(1) }, classTypes: [] }),
      MSG.arrivalAfterDeparture,
    ],
    [
      'no class and a bad airport (class first)',
      () => body({ classTypes: [], arrival: { city: 'Atlantis', date: inDays(20, 3) } }),
      MSG.atLeastOneClass,
    ],
  ];
  it.each(refusals)('refuses %s with 400 and the message', async (_name, make, message) => {
    const payload = make();
    const res = await post(payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400, message });
    const number = (payload as CreateFlightBody).flightNumber;
    expect(await t.database.db.select().from(flights).where(eq(flights.flightNumber, number))).toHaveLength(
      0,
    );
  });

  it('refuses a status outside SCHEDULED, DELAYED, CANCELLED and a missing field (400)', async () => {
    const inProgress = await post({ ...body(), status: 'IN_PROGRESS' });
    expect(inProgress.status).toBe(400);
    expect(inProgress.body.data).toMatchObject({ errors: [expect.objectContaining({ field: 'status' })] });
    const { flightNumber: _omitted, ...noNumber } = body();
    expect((await post(noNumber)).status).toBe(400);
  });

  it('refuses a duplicate flight number with 409', async () => {
    const payload = body();
    expect((await post(payload)).status).toBe(201);
    const again = await post({ ...body(), flightNumber: payload.flightNumber });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      statusCode: 409,
      message: flightMessages.flightNumberTaken,
    });
  });
});
