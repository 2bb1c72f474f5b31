import type { Manifest } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPassengers, passengerCheckIns } from '../../db/schema';
import { createBooking, createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { admin, t, useAdminFlightsApp } from '../../test/admin-flights-app';

useAdminFlightsApp();

describe("a flight's passenger manifest", () => {
  it('lists every passenger holding a seat, sorted by seat, as JSON and as CSV', async () => {
    const db = t.database.db;
    const flight = await createFlight(db, {
      classes: [
        { type: 'ECONOMY', priceCents: 10_000, capacity: 60 },
        { type: 'BUSINESS', priceCents: 50_000, capacity: 8 },
      ],
    });
    const book = (seats: string[], name: string, bookingStatus: 'PENDING' | 'CONFIRMED' = 'CONFIRMED') =>
      createBooking(db, {
        flightId: flight.id,
        classType: 'ECONOMY',
        seats,
        bookingStatus,
        paymentStatus: bookingStatus,
        passengerName: { firstName: name, lastName: 'Traveller' },
      });
    const family = await book(['10A', '2C'], 'Ana');
    const pending = await book(['2A'], '=Eve', 'PENDING');
    const gone = await book(['3A'], 'Gone', 'PENDING');
    const cancel = await call(t.app, 'POST', `/admin/bookings/${gone.id}/approve`, {
      token: admin,
      body: { action: 'reject' },
    });
    expect(cancel.status).toBe(200);

    // Ana's seat 2C is checked in online, sequence 3
    const [ana] = await db
      .select()
      .from(bookingPassengers)
      .where(and(eq(bookingPassengers.bookingId, family.id), eq(bookingPassengers.seatNumber, '2C')));
    await db.insert(passengerCheckIns).values({
      passengerId: ana!.id,
      bookingId: family.id,
      flightId: flight.id,
      sequence: 3,
      dateOfBirth: '1996-01-01',
    });

    const res = await call<Manifest>(t.app, 'GET', `/admin/flights/${flight.id}/manifest`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.flight).toMatchObject({ _id: flight.id, flightNumber: flight.flightNumber });
    expect(
      res.body.data.passengers.map((p) => [
        p.seatNumber,
        p.name,
        p.bookingStatus,
        p.checkedIn,
        p.checkInSequence,
      ]),
    ).toEqual([
      ['2A', '=Eve Traveller', 'PENDING', false, null],
      ['2C', 'Ana Traveller', 'CONFIRMED', true, 3],
      ['10A', 'Ana Traveller', 'CONFIRMED', false, null],
    ]);
    expect(res.body.data.passengers[0]).toMatchObject({
      age: 30,
      mealPreference: 'REGULAR',
      assistance: [],
      classType: 'ECONOMY',
      trackingId: pending.trackingId,
    });

    const csv = await call(t.app, 'GET', `/admin/flights/${flight.id}/manifest.csv`, { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers['content-disposition']).toContain(`skylark-manifest-${flight.flightNumber}-`);
    expect(csv.response.body.split('\r\n')).toEqual([
      'Seat,Passenger,Age,Gender,Meal,Assistance,Class,Booking status,Tracking ID,Checked in,Services,Bags',
      `2A,'=Eve Traveller,30,FEMALE,REGULAR,,ECONOMY,PENDING,${pending.trackingId},No,,1 bag (included)`,
      `2C,Ana Traveller,30,FEMALE,REGULAR,,ECONOMY,CONFIRMED,${family.trackingId},Yes (0003),,1 bag (included)`,
      `10A,Ana Traveller,30,FEMALE,REGULAR,,ECONOMY,CONFIRMED,${family.trackingId},No,,1 bag (included)`,
      '',
    ]);
  });

  it('answers 404 for a flight that does not exist', async () => {
    const res = await call(t.app, 'GET', '/admin/flights/7f1c1e0e-0000-4000-8000-000000000000/manifest.csv', {
      token: admin,
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, statusCode: 404 });
  });
});
