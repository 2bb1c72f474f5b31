import {
  DAY_MS,
  MSG,
  TRACKING_ID_ALPHABET,
  bookingMessages,
  notEnoughSeatsMessage,
  seatTakenMessage,
  type Booking,
  type BookingPage,
  type CreateBookingInput,
  type Tracking,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createFlight, createUser } from '../../db/factories';
import { bookingPassengers, bookings, flightClasses, users, type UserRow } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { recipientOf, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { cancelOwnBooking } from './status';
import { newTrackingId, normalizeTrackingId } from './tracking-id';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let smtp: TestSmtpServer;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, BTC_ADDRESSES: 'bc1qfirstaddress000000000000000000000,bc1qsecond' },
  });
  const admin = await createAdmin(t.database.db);
  adminToken = tokenFor(t.app, admin.id, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Customer {
  user: UserRow;
  token: string;
}

async function customer(overrides: Partial<UserRow> = {}): Promise<Customer> {
  const user = await createUser(t.database.db, overrides);
  return { user, token: tokenFor(t.app, user.id, 'user') };
}

const request = (
  flightId: string,
  seat: string,
  overrides: Partial<CreateBookingInput> = {},
): CreateBookingInput => ({
  flightId,
  classType: 'ECONOMY',
  passengers: [{ firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' }],
  seatNumbers: [seat],
  mealPreferences: ['VEGETARIAN'],
  specialAssistance: [{ wheelchair: true, infant: false, elderly: false }],
  ...overrides,
});

const book = (c: Customer, body: unknown, headers?: Record<string, string>) =>
  call<Booking>(t.app, 'POST', '/user/bookings', { token: c.token, body, headers });

async function bookedSeats(classId: string) {
  const [row] = await t.database.db.select().from(flightClasses).where(eq(flightClasses.id, classId));
  return row!.bookedSeats;
}

async function freeSeats(flightId: string, classType = 'ECONOMY') {
  const res = await call<{ availableSeats: { seatNumber: string }[] }>(
    t.app,
    'GET',
    `/user/flights/${flightId}/seats?classType=${classType}`,
  );
  return res.body.data.availableSeats.map((s) => s.seatNumber);
}

describe('creating a booking', () => {
  it('books a seat: 201, PENDING, snapshot, amount per passenger, tracking ID, the class counter up', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 12_345, capacity: 12 }],
    });
    const c = await customer({ firstName: 'Grace', lastName: 'Hopper' });
    const res = await book(c, request(flight.id, '1A'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, statusCode: 201, message: MSG.bookingCreated });
    const b = res.body.data;
    expect(b._id).toBe(b.id);
    expect(b).toMatchObject({
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmount: 123.45,
      customerName: 'Grace Hopper',
      email: c.user.email,
      flightNumber: flight.flightNumber,
      classType: 'ECONOMY',
      departure: { city: flight.departureCity, date: flight.departureAt.toISOString() },
      arrival: { city: flight.arrivalCity, date: flight.arrivalAt.toISOString() },
      cancellation: null,
      userId: { _id: c.user.id, firstName: 'Grace', lastName: 'Hopper', email: c.user.email },
      flightId: { _id: flight.id, flightNumber: flight.flightNumber },
    });
    expect(b.passengers).toEqual([
      {
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        age: 36,
        gender: 'FEMALE',
        seatNumber: '1A',
        mealPreference: 'VEGETARIAN',
        specialAssistance: { wheelchair: true, infant: false, elderly: false },
      },
    ]);
    expect(b.trackingId).toMatch(new RegExp(`^[${TRACKING_ID_ALPHABET}]{12}$`));
    expect(b.trackingId).not.toContain(b.id.slice(0, 4).toUpperCase());
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(1);
    expect(await freeSeats(flight.id)).not.toContain('1A');
  });

  it('charges the class price per passenger for a group and holds every seat', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'BUSINESS', priceCents: 50_000, capacity: 6 }],
    });
    const c = await customer();
    const res = await book(c, {
      flightId: flight.id,
      classType: 'BUSINESS',
      passengers: [
        { firstName: 'A', lastName: 'One', age: 40, gender: 'MALE' },
        { firstName: 'B', lastName: 'Two', age: 8, gender: 'OTHER' },
      ],
      seatNumbers: ['1c', '1B'],
      mealPreferences: ['REGULAR', 'HALAL'],
      specialAssistance: [
        { wheelchair: false, infant: false, elderly: false },
        { wheelchair: false, infant: true, elderly: false },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.totalAmount).toBe(1000);
    expect(res.body.data.passengers.map((p) => p.seatNumber)).toEqual(['1B', '1C']);
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(2);
  });

  it('refuses invalid requests with 400 naming the fields', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const c = await customer();
    const mismatch = await call<{ errors: { field: string }[] }>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: request(flight.id, '1A', { seatNumbers: ['1A', '1B'] }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.errors.map((e) => e.field)).toContain('seatNumbers');
    const noPassengers = await book(
      c,
      request(flight.id, '1A', {
        passengers: [],
        seatNumbers: [],
        mealPreferences: [],
        specialAssistance: [],
      }),
    );
    expect(noPassengers.status).toBe(400);
    const ten = Array.from({ length: 10 }, () => ({
      firstName: 'X',
      lastName: 'Y',
      age: 30,
      gender: 'MALE' as const,
    }));
    expect((await book(c, request(flight.id, '1A', { passengers: ten }))).status).toBe(400);
    expect(
      (
        await book(
          c,
          request(flight.id, '1A', {
            passengers: [{ firstName: ' ', lastName: 'Y', age: 1, gender: 'MALE' }],
          }),
        )
      ).body.message,
    ).toContain(MSG.enterPassengerName);
    const foreign = await book(c, request(flight.id, '2A'));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Seat 2A is not a ECONOMY seat on this flight');
    const noClass = await book(c, request(flight.id, '1A', { classType: 'FIRST' }));
    expect(noClass.status).toBe(400);
    expect(noClass.body.message).toBe('This flight has no FIRST class');
    const missing = await book(c, request('00000000-0000-4000-8000-000000000000', '1A'));
    expect(missing.status).toBe(404);
  });

  it('refuses flights that are not bookable or have departed (409)', async () => {
    const c = await customer();
    for (const status of ['CANCELLED', 'IN_PROGRESS', 'COMPLETED'] as const) {
      const flight = await createFlight(t.database.db, { status });
      const res = await book(c, request(flight.id, '1A'));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, message: bookingMessages.flightNotBookable });
    }
    const delayed = await createFlight(t.database.db, { status: 'DELAYED' });
    expect((await book(c, request(delayed.id, '1A'))).status).toBe(201);
    const departed = await createFlight(t.database.db, { departureAt: new Date(Date.now() - HOUR_MS) });
    const res = await book(c, request(departed.id, '1A'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(bookingMessages.flightDeparted);
  });

  it('answers 409 for a seat already held and for a full class', async () => {
    // 6 chopper seats, 4 already counted as sold: two are left, on any free seat
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'CHOPPER', priceCents: 900_00, capacity: 6, bookedSeats: 4 }],
    });
    const [a, b, c] = [await customer(), await customer(), await customer()];
    const chopper = (seat: string) => request(flight.id, seat, { classType: 'CHOPPER' });
    expect((await book(a, chopper('1A'))).status).toBe(201);
    const taken = await book(b, chopper('1A'));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      success: false,
      statusCode: 409,
      message: seatTakenMessage('1A'),
      data: null,
    });
    expect((await book(b, chopper('1B'))).status).toBe(201);
    const full = await book(c, chopper('1C'));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(notEnoughSeatsMessage('CHOPPER'));
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(6);
    expect(await freeSeats(flight.id, 'CHOPPER')).toEqual(['1C', '1D', '1E', '1F']);
  });

  it('a group asking for seats of which one is taken books nothing', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const [a, b] = [await customer(), await customer()];
    expect((await book(a, request(flight.id, '1C'))).status).toBe(201);
    const group = await book(b, {
      ...request(flight.id, '1B'),
      passengers: [
        { firstName: 'A', lastName: 'One', age: 40, gender: 'MALE' },
        { firstName: 'B', lastName: 'Two', age: 8, gender: 'OTHER' },
      ],
      seatNumbers: ['1D', '1C'],
      mealPreferences: ['REGULAR', 'REGULAR'],
      specialAssistance: [
        { wheelchair: false, infant: false, elderly: false },
        { wheelchair: false, infant: false, elderly: false },
      ],
    });
    expect(group.status).toBe(409);
    expect(group.body.message).toBe(seatTakenMessage('1C'));
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(1);
    expect(await freeSeats(flight.id)).toContain('1D');
  });

  it('refuses customers without a token (401) and administrators (403)', async () => {
    const flight = await createFlight(t.database.db);
    expect((await call(t.app, 'POST', '/user/bookings', { body: request(flight.id, '1A') })).status).toBe(
      401,
    );
    const res = await call(t.app, 'POST', '/user/bookings', {
      token: adminToken,
      body: request(flight.id, '1A'),
    });
    expect(res.status).toBe(403);
    expect((await call(t.app, 'GET', '/user/bookings', { token: adminToken })).status).toBe(403);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body and books nothing new', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const c = await customer();
    const headers = { 'idempotency-key': 'form-5b1d6c0e' };
    const first = await book(c, request(flight.id, '1A'), headers);
    const again = await book(c, request(flight.id, '1A'), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const mine = await t.database.db.select().from(bookings).where(eq(bookings.userId, c.user.id));
    expect(mine).toHaveLength(1);
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(1);
  });

  it('refuses the same key with another body (409) and books nothing', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const c = await customer();
    const headers = { 'idempotency-key': 'form-reused' };
    expect((await book(c, request(flight.id, '1A'), headers)).status).toBe(201);
    const other = await book(c, request(flight.id, '1B'), headers);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(bookingMessages.idempotencyKeyReused);
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(1);
  });

  it('books once when the same key arrives concurrently', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const c = await customer();
    const headers = { 'idempotency-key': 'double-click' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => book(c, request(flight.id, '1A'), headers)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(1);
  });

  it('keys are per customer, and a failed attempt can be retried under the same key', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const [a, b] = [await customer(), await customer()];
    const headers = { 'idempotency-key': 'shared-key' };
    expect((await book(a, request(flight.id, '1A'), headers)).status).toBe(201);
    expect((await book(b, request(flight.id, '1A'), headers)).status).toBe(409); // seat taken, not a replay
    expect((await book(b, request(flight.id, '1B'), headers)).status).toBe(201);
    expect((await book(a, request(flight.id, '1C'), { 'idempotency-key': ' bad key ' })).status).toBe(400);
  });
});

describe('reading bookings', () => {
  it('lists own bookings newest first with the page shape', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const other = await customer();
    for (const seat of ['1A', '1B', '1C']) expect((await book(c, request(flight.id, seat))).status).toBe(201);
    await book(other, request(flight.id, '1D'));
    const page1 = await call<BookingPage>(t.app, 'GET', '/user/bookings?page=1&limit=2', { token: c.token });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ currentPage: 1, totalPages: 2, totalBookings: 3 });
    expect(page1.body.data.data.map((b) => b.passengers[0]!.seatNumber)).toEqual(['1C', '1B']);
    const page2 = await call<BookingPage>(t.app, 'GET', '/user/bookings?page=2&limit=2', { token: c.token });
    expect(page2.body.data.data.map((b) => b.passengers[0]!.seatNumber)).toEqual(['1A']);
  });

  it("answers 404 for another customer's booking, and for unknown ids", async () => {
    const flight = await createFlight(t.database.db);
    const [owner, stranger] = [await customer(), await customer()];
    const { body } = await book(owner, request(flight.id, '2A'));
    const mine = await call<Booking>(t.app, 'GET', `/user/bookings/${body.data.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.trackingId).toBe(body.data.trackingId);
    const theirs = await call(t.app, 'GET', `/user/bookings/${body.data.id}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, message: bookingMessages.bookingNotFound });
    const cancel = await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: stranger.token,
    });
    expect(cancel.status).toBe(404);
    expect(
      (
        await call(t.app, 'GET', '/user/bookings/00000000-0000-4000-8000-000000000000', {
          token: owner.token,
        })
      ).status,
    ).toBe(404);
  });

  it('still reads a booking whose flight and customer were deleted (snapshot)', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '3A'));
    await t.database.db.delete(users).where(eq(users.id, c.user.id));
    const { flights } = await import('../../db/schema');
    await t.database.db.delete(flights).where(eq(flights.id, flight.id));
    const res = await call<Booking>(t.app, 'GET', `/admin/bookings/${body.data.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: null,
      flightId: null,
      flightNumber: flight.flightNumber,
      departure: { city: flight.departureCity },
      customerName: body.data.customerName,
    });
  });
});

describe('public tracking', () => {
  it('answers only the Track screen fields, case-insensitively, without a token', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '4A'));
    const res = await call<Tracking>(
      t.app,
      'GET',
      `/user/bookings/tracking/${body.data.trackingId.toLowerCase()}`,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'arrival',
        'bookingStatus',
        'cancellation',
        'classType',
        'customerName',
        'departure',
        'email',
        'flightNumber',
        'passengers',
        'totalAmount',
        'trackingId',
      ].sort(),
    );
    expect(Object.keys(res.body.data.passengers[0]!).sort()).toEqual([
      'mealPreference',
      'name',
      'seatNumber',
      'specialAssistance',
    ]);
    expect(res.body.data).toMatchObject({
      trackingId: body.data.trackingId,
      bookingStatus: 'PENDING',
      flightNumber: flight.flightNumber,
    });
    expect(JSON.stringify(res.body.data)).not.toContain(body.data.id);
    const missing = await call(t.app, 'GET', '/user/bookings/tracking/ZZZZZZZZZZZZ');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.trackingNotFound);
  });

  it('makes 60-bit Crockford IDs and reads look-alike letters', () => {
    const ids = new Set(Array.from({ length: 2000 }, newTrackingId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(normalizeTrackingId(' ab0lio ')).toBe('AB0110');
  });

  it('is rate limited per client address (429 in the wrapper)', async () => {
    const limited = await buildTestApp({ env: { TRACKING_RATE_LIMIT: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await call(limited.app, 'GET', '/user/bookings/tracking/ABCDEFGHJKMN')).status);
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('cancelling', () => {
  it('cancels a PENDING booking with no refund and releases the seat for another customer', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 6 }],
    });
    const [c, next] = [await customer(), await customer()];
    const { body } = await book(c, request(flight.id, '1F'));
    const res = await call<Booking>(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bookingCancelled);
    expect(res.body.data.bookingStatus).toBe('CANCELLED');
    expect(res.body.data.cancellation).toMatchObject({
      cancelled: true,
      refundAmount: 0,
      reason: bookingMessages.customerCancelledReason,
    });
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(0);
    expect(await freeSeats(flight.id)).toContain('1F');
    expect((await book(next, request(flight.id, '1F'))).status).toBe(201);
    const again = await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, { token: c.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(bookingMessages.alreadyCancelled);
  });

  it('refunds a CONFIRMED booking by the policy on the API', async () => {
    const flight = await createFlight(t.database.db, {
      departureAt: new Date(Date.now() + 20 * DAY_MS),
      classes: [{ type: 'FIRST', priceCents: 100_001, capacity: 6 }],
    });
    const c = await customer();
    const { body } = await book(c, request(flight.id, '1A', { classType: 'FIRST' }));
    expect(
      (
        await call(t.app, 'POST', `/admin/bookings/${body.data.id}/approve`, {
          token: adminToken,
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(200);
    const res = await call<Booking>(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.cancellation?.refundAmount).toBe(900.01); // 90 % of 1,000.01 rounded half up
  });

  it('refuses a booking whose flight has departed (409)', async () => {
    const departure = new Date(Date.now() + 2 * DAY_MS);
    const flight = await createFlight(t.database.db, { departureAt: departure });
    const c = await customer();
    const { body } = await book(c, request(flight.id, '1A'));
    await expect(
      cancelOwnBooking(t.database.db, c.user, body.data.id, new Date(departure.getTime() + 1)),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: bookingMessages.flightDeparted,
    });
  });

  describe('refund at the policy boundaries (whole days until departure)', () => {
    const departure = new Date(Date.now() + 30 * DAY_MS);
    const cases: [string, number, number][] = [
      ['more than 7 days (8)', 8 * DAY_MS, 90],
      ['7 days and 23 hours', 8 * DAY_MS - 1, 50],
      ['exactly 7 days', 7 * DAY_MS, 50],
      ['exactly 3 days', 3 * DAY_MS, 50],
      ['just under 3 days', 3 * DAY_MS - 1, 25],
      ['2 days', 2 * DAY_MS, 25],
      ['exactly 24 hours', DAY_MS, 25],
      ['under 24 hours', DAY_MS - 1, 10],
      ['one hour', HOUR_MS, 10],
    ];
    for (const [label, before, percent] of cases) {
      it(`${label}: paid refunds ${percent} %, unpaid 0`, async () => {
        const flight = await createFlight(t.database.db, {
          departureAt: departure,
          classes: [{ type: 'ECONOMY', priceCents: 33_335, capacity: 6 }],
        });
        const c = await customer();
        const now = new Date(departure.getTime() - before);
        const paid = await book(c, request(flight.id, '1A'));
        await call(t.app, 'POST', `/admin/bookings/${paid.body.data.id}/approve`, {
          token: adminToken,
          body: { action: 'approve' },
        });
        const paidCancel = await cancelOwnBooking(t.database.db, c.user, paid.body.data.id, now);
        expect(paidCancel.cancellation?.refundAmount).toBe(Math.floor((33_335 * percent + 50) / 100) / 100);
        const unpaid = await book(c, request(flight.id, '1B'));
        const unpaidCancel = await cancelOwnBooking(t.database.db, c.user, unpaid.body.data.id, now);
        expect(unpaidCancel.cancellation?.refundAmount).toBe(0);
        expect(await bookedSeats(flight.classes[0]!.id)).toBe(0);
      });
    }
  });
});

describe('the admin booking desk', () => {
  it('approves a PENDING booking: CONFIRMED and paid; a second decision is a 409', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '5A'));
    const res = await call<Booking>(t.app, 'POST', `/admin/bookings/${body.data.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bookingApproved);
    expect(res.body.data).toMatchObject({
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      cancellation: null,
    });
    for (const action of ['approve', 'reject']) {
      const again = await call(t.app, 'POST', `/admin/bookings/${body.data.id}/approve`, {
        token: adminToken,
        body: { action },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(bookingMessages.notPending);
    }
    const mine = await call<Booking>(t.app, 'GET', `/user/bookings/${body.data.id}`, { token: c.token });
    expect(mine.body.data.bookingStatus).toBe('CONFIRMED');
  });

  it('rejects a PENDING booking: CANCELLED, refund 0, the reason, the seat offered again', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const [c, next] = [await customer(), await customer()];
    const { body } = await book(c, request(flight.id, '1E'));
    const res = await call<Booking>(t.app, 'POST', `/admin/bookings/${body.data.id}/approve`, {
      token: adminToken,
      body: { action: 'reject' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bookingRejected);
    expect(res.body.data.bookingStatus).toBe('CANCELLED');
    expect(res.body.data.cancellation).toMatchObject({
      cancelled: true,
      refundAmount: 0,
      reason: MSG.rejectReason,
    });
    expect(await freeSeats(flight.id)).toContain('1E');
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(0);
    expect((await book(next, request(flight.id, '1E'))).status).toBe(201);
    const cancelRejected = await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: c.token,
    });
    expect(cancelRejected.status).toBe(409);
  });

  it('refuses a cancelled booking, unknown ids, bad actions and the wrong role', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '6A'));
    await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, { token: c.token });
    expect(
      (
        await call(t.app, 'POST', `/admin/bookings/${body.data.id}/approve`, {
          token: adminToken,
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'POST', `/admin/bookings/${body.data.id}/approve`, {
          token: adminToken,
          body: { action: 'maybe' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'POST', '/admin/bookings/00000000-0000-4000-8000-000000000000/approve', {
          token: adminToken,
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/admin/bookings', { token: c.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/admin/bookings/${body.data.id}`, { token: c.token })).status).toBe(
      403,
    );
    expect(
      (
        await call(t.app, 'POST', `/admin/bookings/${body.data.id}/approve`, {
          token: c.token,
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/admin/bookings')).status).toBe(401);
  });

  it('lists every booking newest first with filters by created day, class and status', async () => {
    const local = await buildTestApp();
    try {
      const db = local.database.db;
      const admin = await createAdmin(db);
      const token = tokenFor(local.app, admin.id, 'admin');
      const flight = await createFlight(db, {
        classes: [
          { type: 'ECONOMY', priceCents: 100, capacity: 12 },
          { type: 'BUSINESS', priceCents: 200, capacity: 6 },
        ],
      });
      const user = await createUser(db, { firstName: 'Lin', lastName: 'Ng' });
      const userToken = tokenFor(local.app, user.id, 'user');
      const made: Booking[] = [];
      for (const [classType, seat] of [
        ['ECONOMY', '2A'],
        ['BUSINESS', '1A'],
        ['ECONOMY', '2B'],
      ] as const) {
        const res = await call<Booking>(local.app, 'POST', '/user/bookings', {
          token: userToken,
          body: request(flight.id, seat, { classType }),
        });
        made.push(res.body.data);
      }
      // spread the bookings over three days
      const days = ['2026-03-01T23:59:59.000Z', '2026-03-02T00:00:00.000Z', '2026-03-03T12:00:00.000Z'];
      for (const [i, booking] of made.entries()) {
        await db
          .update(bookings)
          .set({ createdAt: new Date(days[i]!) })
          .where(eq(bookings.id, booking.id));
      }
      await call(local.app, 'POST', `/admin/bookings/${made[2]!.id}/approve`, {
        token,
        body: { action: 'approve' },
      });
      const list = (query: string) =>
        call<BookingPage>(local.app, 'GET', `/admin/bookings${query}`, { token });

      const all = await list('');
      expect(all.status).toBe(200);
      expect(all.body.data).toMatchObject({ currentPage: 1, totalPages: 1, totalBookings: 3 });
      expect(all.body.data.data.map((b) => b.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
      expect(all.body.data.data[0]).toMatchObject({
        userId: { _id: user.id, firstName: 'Lin', lastName: 'Ng', email: user.email },
        flightId: {
          _id: flight.id,
          flightNumber: flight.flightNumber,
          departure: { city: flight.departureCity },
          arrival: { city: flight.arrivalCity },
        },
      });
      const ids = async (query: string) => (await list(query)).body.data.data.map((b) => b.id);
      expect(await ids('?startDate=2026-03-02')).toEqual([made[2]!.id, made[1]!.id]);
      expect(await ids('?endDate=2026-03-01')).toEqual([made[0]!.id]);
      expect(await ids('?startDate=2026-03-02&endDate=2026-03-02')).toEqual([made[1]!.id]);
      expect(await ids('?classType=ECONOMY')).toEqual([made[2]!.id, made[0]!.id]);
      expect(await ids('?status=CONFIRMED')).toEqual([made[2]!.id]);
      expect(await ids('?status=PENDING&classType=ECONOMY')).toEqual([made[0]!.id]);
      expect(await ids('?classType=&status=')).toHaveLength(3);
      const paged = await list('?page=2&limit=2');
      expect(paged.body.data).toMatchObject({ currentPage: 2, totalPages: 2, totalBookings: 3 });
      expect(paged.body.data.data.map((b) => b.id)).toEqual([made[0]!.id]);
      expect((await list('?startDate=03/01/2026')).status).toBe(400);
      expect((await list('?limit=0')).status).toBe(400);
      expect((await list('?limit=101')).body.data.data).toHaveLength(3);
      const one = await call<Booking>(local.app, 'GET', `/admin/bookings/${made[1]!.id}`, { token });
      expect(one.body.data).toMatchObject({ id: made[1]!.id, classType: 'BUSINESS' });
    } finally {
      await local.close();
    }
  });
});

describe('e-mails over SMTP', () => {
  it('sends booking received (tracking ID, amount, BTC address, link), approved, rejected and cancelled with the refund', async () => {
    const flight = await createFlight(t.database.db, {
      departureAt: new Date(Date.now() + 20 * DAY_MS),
      classes: [{ type: 'ECONOMY', priceCents: 45_050, capacity: 6 }],
    });
    const c = await customer({ email: 'mail-journey@example.com', firstName: 'Mae', lastName: 'Jemison' });
    const first = (await book(c, request(flight.id, '1A'))).body.data;
    const received = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && (m.subject ?? '').includes(first.trackingId),
    );
    expect(received.subject).toMatch(/received/i);
    expect(received.text).toContain(first.trackingId);
    expect(received.text).toContain('$450.50');
    expect(received.text).toContain('bc1qfirstaddress000000000000000000000');
    expect(received.text).toContain(`http://skylark.test/bookings/${first.id}`);

    await call(t.app, 'POST', `/admin/bookings/${first.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    const approved = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /confirmed/i.test(m.subject ?? ''),
    );
    expect(approved.text).toContain(first.trackingId);

    await call(t.app, 'POST', `/user/bookings/${first.id}/cancel`, { token: c.token });
    const cancelled = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /cancelled/i.test(m.subject ?? ''),
    );
    expect(cancelled.text).toContain('Refund amount: $405.45'); // 90 % of $450.50

    const second = (await book(c, request(flight.id, '1B'))).body.data;
    await call(t.app, 'POST', `/admin/bookings/${second.id}/approve`, {
      token: adminToken,
      body: { action: 'reject' },
    });
    const rejected = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /not confirmed/i.test(m.subject ?? ''),
    );
    expect(rejected.text).toContain(MSG.rejectReason);
    expect(rejected.text).toContain(second.trackingId);
  });

  it('a replayed idempotent request sends no second mail', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer({ email: 'mail-once@example.com' });
    const headers = { 'idempotency-key': 'mail-once' };
    await book(c, request(flight.id, '1A'), headers);
    await book(c, request(flight.id, '1A'), headers);
    await t.app.mailer.flush();
    await smtp.waitFor((m) => recipientOf(m) === c.user.email);
    expect(smtp.messages.filter((m) => recipientOf(m) === c.user.email)).toHaveLength(1);
  });
});

describe('payment addresses', () => {
  it('lists the configured Bitcoin addresses for the payment page', async () => {
    const c = await customer();
    const res = await call<{ addresses: string[] }>(t.app, 'GET', '/user/bookings/payment-addresses', {
      token: c.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.addresses).toEqual(['bc1qfirstaddress000000000000000000000', 'bc1qsecond']);
  });
});

describe('database guarantees', () => {
  it('refuses a second active passenger on one seat even when application code is bypassed', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '7A'));
    const [passenger] = await t.database.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, body.data.id));
    const { id: _id, ...copy } = passenger!;
    await expect(t.database.db.insert(bookingPassengers).values(copy)).rejects.toThrow();
  });
});
