import {
  DAY_MS,
  MAX_SEATS,
  MSG,
  type CreateFlightBody,
  type Flight,
  type FlightPage,
  type SeatsData,
  flightMessages,
  flightSchema,
  seatsBelowBookedMessage,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../../db/factories';
import { bookingPassengers, bookings, flightClasses, flights } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;
let customer: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = tokenFor(t.app, (await createAdmin(t.database.db)).id, 'admin');
  customer = tokenFor(t.app, (await createUser(t.database.db)).id, 'user');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let sequence = 100;
const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY_MS + hours * HOUR_MS).toISOString();
function body(overrides: Partial<CreateFlightBody> = {}): CreateFlightBody {
  sequence += 1;
  return {
    flightNumber: `MA${sequence}`,
    departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: inDays(20) },
    arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: inDays(20, 3) },
    classTypes: [
      { type: 'ECONOMY', price: 129.99, availableSeats: 150 },
      { type: 'BUSINESS', price: 499 },
    ],
    ...overrides,
  };
}
const post = (payload: unknown, token = admin) =>
  call<Flight>(t.app, 'POST', '/admin/flights', { token, body: payload });

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

describe('GET /admin/flights', () => {
  it('lists every flight, past ones included, latest departure first, with the filters', async () => {
    const db = t.database.db;
    const past = await createFlight(db, {
      flightNumber: 'ZZ9001',
      departureCity: 'Oslo, Gardermoen (OSL)',
      departureAt: new Date(Date.now() - 5 * DAY_MS),
      status: 'COMPLETED',
    });
    const future = await createFlight(db, {
      flightNumber: 'ZZ9002',
      arrivalCity: 'Oslo, Gardermoen (OSL)',
      departureAt: new Date('2031-06-15T10:00:00Z'),
      arrivalAt: new Date('2031-06-16T02:00:00Z'),
    });
    const all = await call<FlightPage>(t.app, 'GET', '/admin/flights?limit=100', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data.data.map((f) => f._id)).toContain(past.id);
    const times = all.body.data.data.map((f) => f.departureTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.data).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(all.body.data.totalFlights).toBe(all.body.data.data.length);

    const list = async (query: string) =>
      (await call<FlightPage>(t.app, 'GET', `/admin/flights?${query}`, { token: admin })).body.data.data.map(
        (f) => f.flightNumber,
      );
    expect(await list('search=zz900')).toEqual(['ZZ9002', 'ZZ9001']);
    expect(await list('search=gardermoen')).toEqual(['ZZ9002', 'ZZ9001']);
    expect(await list('city=oslo')).toEqual(['ZZ9002', 'ZZ9001']);
    expect(await list('search=zz900&status=COMPLETED')).toEqual(['ZZ9001']);
    expect(await list('departureDate=2031-06-15')).toEqual(['ZZ9002']);
    expect(await list('arrivalDate=2031-06-16')).toEqual(['ZZ9002']);
    expect(await list('arrivalDate=2031-06-15')).toEqual([]);
    expect((await call(t.app, 'GET', '/admin/flights?status=LATE', { token: admin })).status).toBe(400);
    expect(future.id).toBeTruthy();
  });
});

describe('PATCH /admin/flights/:id', () => {
  it('edits cities, dates, status and per-class price and seats, keeping the lowest price in step', async () => {
    const created = (await post(body())).body.data;
    const res = await call<Flight>(t.app, 'PATCH', `/admin/flights/${created._id}`, {
      token: admin,
      body: {
        departure: { city: 'Dubai, Dubai International (DXB)', date: inDays(30) },
        arrival: { city: 'Tokyo, Haneda (HND)', date: inDays(30, 10) },
        status: 'DELAYED',
        classTypes: [
          { type: 'ECONOMY', price: 899, availableSeats: 100 },
          { type: 'FIRST', price: 4999.5, availableSeats: 10 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.flightUpdated });
    expect(res.body.data).toMatchObject({
      status: 'DELAYED',
      departure: { city: 'Dubai, Dubai International (DXB)' },
      arrival: { city: 'Tokyo, Haneda (HND)' },
      lowestPrice: 499, // BUSINESS is unchanged and now the cheapest
    });
    expect(res.body.data.classTypes.map((c) => [c.type, c.price, c.availableSeats])).toEqual([
      ['ECONOMY', 899, 100],
      ['BUSINESS', 499, 40],
      ['FIRST', 4999.5, 10],
    ]);
    const cheaper = await call<Flight>(t.app, 'PATCH', `/admin/flights/${created._id}`, {
      token: admin,
      body: { classTypes: [{ type: 'FIRST', price: 10, availableSeats: 10 }] },
    });
    expect(cheaper.body.data.lowestPrice).toBe(10);
    const [row] = await t.database.db.select().from(flights).where(eq(flights.id, created._id));
    expect(row?.lowestPriceCents).toBe(1000);
  });

  it('lets an admin set any status, including on a departed flight', async () => {
    const past = await createFlight(t.database.db, { departureAt: new Date(Date.now() - DAY_MS) });
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'SCHEDULED'] as const) {
      const res = await call<Flight>(t.app, 'PATCH', `/admin/flights/${past.id}`, {
        token: admin,
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
  });

  it('refuses seats below those booked with 409 and the count', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 20 }],
    });
    await createBooking(t.database.db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['1A', '1B', '1C'],
    });
    const res = await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: { classTypes: [{ type: 'ECONOMY', price: 100, availableSeats: 2 }] },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, statusCode: 409, message: seatsBelowBookedMessage(3) });
    expect(res.body.message).toBe('Cannot reduce seats below the 3 already booked');
    const ok = await call<Flight>(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: { classTypes: [{ type: 'ECONOMY', price: 100, availableSeats: 3 }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.classTypes[0]).toMatchObject({ availableSeats: 0, totalSeats: 3 });
  });

  it('refuses an arrival not after departure, a new departure in the past, bad airports and limits (400)', async () => {
    const flight = await createFlight(t.database.db);
    const patch = (payload: unknown) =>
      call(t.app, 'PATCH', `/admin/flights/${flight.id}`, { token: admin, body: payload });
    const cases: [unknown, string][] = [
      [{ arrival: { date: inDays(1) } }, MSG.arrivalAfterDeparture],
      [{ departure: { date: inDays(-1) } }, MSG.departureInFuture],
      [{ departure: { city: 'Atlantis' } }, flightMessages.departureNotAirport],
      [{ arrival: { city: 'New York, John F. Kennedy International (JFK)' } }, flightMessages.sameAirports],
      [
        { classTypes: [{ type: 'FIRST', price: 1, availableSeats: 21 }] },
        'FIRST seats must be between 0 and 20',
      ],
      [{ classTypes: [{ type: 'ECONOMY', price: -1, availableSeats: 1 }] }, flightMessages.pricesNotNegative],
      [{ classTypes: [{ type: 'ECONOMY', price: 1e308, availableSeats: 1 }] }, flightMessages.priceTooHigh],
      [{ arrival: { date: inDays(13) } }, flightMessages.flightTooLong],
      [
        { departure: { date: inDays(3700) }, arrival: { date: inDays(3700, 3) } },
        flightMessages.departureTooFar,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await patch({ status: 'LATE' })).status).toBe(400);
    const unknown = await call(t.app, 'PATCH', '/admin/flights/00000000-0000-4000-8000-000000000000', {
      token: admin,
      body: { status: 'DELAYED' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Flight not found');
  });

  it('cancelling a flight cancels its active bookings, refunds what was paid, frees the seats and e-mails the owners', async () => {
    const db = t.database.db;
    const flight = await createFlight(db, {
      classes: [
        { type: 'ECONOMY', priceCents: 20_000, capacity: 30 },
        { type: 'BUSINESS', priceCents: 80_000, capacity: 12 },
      ],
    });
    const paid = await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['3A', '3B'],
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      totalAmountCents: 40_000,
      email: 'paid-owner@example.com',
    });
    const unpaid = await createBooking(db, {
      flightId: flight.id,
      classType: 'BUSINESS',
      seats: ['1A'],
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmountCents: 80_000,
      email: 'unpaid-owner@example.com',
    });
    const before = await call<Flight>(t.app, 'GET', `/user/flights/${flight.id}`);
    expect(before.body.data.availableSeats).toBe(30 + 12 - 3);

    const res = await call<Flight>(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: { status: 'CANCELLED' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CANCELLED');
    expect(res.body.data.availableSeats).toBe(42);

    const [paidRow] = await db.select().from(bookings).where(eq(bookings.id, paid.id));
    expect(paidRow).toMatchObject({
      bookingStatus: 'CANCELLED',
      refundAmountCents: 40_000,
      cancellationReason: 'Flight cancelled by the airline',
    });
    expect(paidRow?.cancelledAt).toBeInstanceOf(Date);
    const [unpaidRow] = await db.select().from(bookings).where(eq(bookings.id, unpaid.id));
    expect(unpaidRow).toMatchObject({ bookingStatus: 'CANCELLED', refundAmountCents: 0 });
    const passengers = await db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.flightId, flight.id));
    expect(passengers).toHaveLength(3);
    expect(passengers.every((p) => !p.active)).toBe(true);
    const classes = await db.select().from(flightClasses).where(eq(flightClasses.flightId, flight.id));
    expect(classes.map((c) => c.bookedSeats)).toEqual([0, 0]);
    const seats = await call<SeatsData>(t.app, 'GET', `/user/flights/${flight.id}/seats?classType=ECONOMY`);
    expect(seats.body.data.availableSeats).toHaveLength(30);

    const paidMail = await smtp.waitFor((m) =>
      JSON.stringify(m.to).includes('"address":"paid-owner@example.com"'),
    );
    expect(paidMail.subject).toBe(`Flight ${flight.flightNumber} has been cancelled`);
    expect(paidMail.text).toContain('Refund amount: $400.00');
    expect(paidMail.text).toContain(paidRow!.trackingId);
    const unpaidMail = await smtp.waitFor((m) =>
      JSON.stringify(m.to).includes('"address":"unpaid-owner@example.com"'),
    );
    expect(unpaidMail.text).toContain('Refund amount: $0.00');

    // cancelling again changes nothing and sends nothing more
    const mailsBefore = smtp.messages.length;
    expect(
      (
        await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
          token: admin,
          body: { status: 'CANCELLED' },
        })
      ).status,
    ).toBe(200);
    await t.app.mailer.flush();
    expect(smtp.messages.length).toBe(mailsBefore);
  });

  it('leaves bookings that are already cancelled untouched', async () => {
    const db = t.database.db;
    const flight = await createFlight(db);
    const old = await createBooking(db, { flightId: flight.id, classType: 'ECONOMY', seats: ['9A'] });
    await db
      .update(bookings)
      .set({ bookingStatus: 'CANCELLED', refundAmountCents: 123, cancellationReason: 'Customer' })
      .where(eq(bookings.id, old.id));
    await db.update(bookingPassengers).set({ active: false }).where(eq(bookingPassengers.bookingId, old.id));
    await db.update(flightClasses).set({ bookedSeats: 0 }).where(eq(flightClasses.flightId, flight.id));
    expect(
      (
        await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
          token: admin,
          body: { status: 'CANCELLED' },
        })
      ).status,
    ).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(row).toMatchObject({ refundAmountCents: 123, cancellationReason: 'Customer' });
  });
});

describe('DELETE /admin/flights/:id', () => {
  it('refuses a flight with active bookings (409), and deletes one without', async () => {
    const db = t.database.db;
    const flight = await createFlight(db);
    const booking = await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['10A'],
      bookingStatus: 'PENDING',
    });
    const refused = await call(t.app, 'DELETE', `/admin/flights/${flight.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      statusCode: 409,
      message: MSG.flightHasActiveBookings,
    });

    // once cancelled, the flight may go; the booking keeps its snapshot
    expect(
      (
        await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
          token: admin,
          body: { status: 'CANCELLED' },
        })
      ).status,
    ).toBe(200);
    const res = await call(t.app, 'DELETE', `/admin/flights/${flight.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      statusCode: 200,
      message: MSG.flightDeleted,
      data: null,
    });
    expect((await call(t.app, 'GET', `/user/flights/${flight.id}`)).status).toBe(404);
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ flightId: null, flightNumber: flight.flightNumber });

    const again = await call(t.app, 'DELETE', `/admin/flights/${flight.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Flight not found');
  });
});
