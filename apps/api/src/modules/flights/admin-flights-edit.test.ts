import {
  DAY_MS,
  MSG,
  type Flight,
  type SeatsData,
  flightMessages,
  seatsBelowBookedMessage,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBooking, createFlight } from '../../test/factories';
import { bookingPassengers, bookings, flightClasses, flights } from '../../db/schema';
import { call } from '../../test/app';
import { selectBookings } from '../../db/first-flight';
import { admin, body, inDays, post, smtp, t, useAdminFlightsApp } from '../../test/admin-flights-app';

useAdminFlightsApp();

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
    const flight = await createFlight(t.database.db, { departureAt: new Date(inDays(10)) });
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
    expect(paidMail.text).toContain('Refund amount: $400.00 (the full amount you paid)');
    expect(paidMail.text).toContain(paidRow!.trackingId);
    const unpaidMail = await smtp.waitFor((m) =>
      JSON.stringify(m.to).includes('"address":"unpaid-owner@example.com"'),
    );
    expect(unpaidMail.text).toContain('Refund amount: $0.00 (the booking was not paid)');

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
    await t.app.jobs.drain('mail');
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
    const [kept] = await selectBookings(db).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ flightId: null, flightNumber: flight.flightNumber });

    const again = await call(t.app, 'DELETE', `/admin/flights/${flight.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Flight not found');
  });
});
