import {
  MSG,
  TRACKING_ID_ALPHABET,
  bookingMessages,
  notEnoughSeatsMessage,
  seatTakenMessage,
  HOUR_MS,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { bookings } from '../../db/schema';
import { call } from '../../test/app';
import { provenAge } from '../../test/booking-body';
import {
  adminToken,
  book,
  bookedSeats,
  customer,
  freeSeats,
  request,
  t,
  useBookingApp,
} from '../../test/booking-app';

useBookingApp();

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
        { firstName: 'B', lastName: 'Two', ...provenAge(8), gender: 'OTHER' },
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
        { firstName: 'B', lastName: 'Two', ...provenAge(8), gender: 'OTHER' },
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
    // another body for the seat the key's booking holds: the key's refusal still, not the seat's
    const sameSeat = await book(c, request(flight.id, '1A', { mealPreferences: ['REGULAR'] }), headers);
    expect(sameSeat.status).toBe(409);
    expect(sameSeat.body.message).toBe(bookingMessages.idempotencyKeyReused);
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
