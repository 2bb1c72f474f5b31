import {
  bookingScreenMessages,
  DAY_MS,
  ageOnDeparture,
  localDay,
  notEnoughSeatsMessage,
  seatNumbersOf,
  seatTakenMessage,
  type Booking,
  type BookingPage,
  type CreateBookingInput,
  type Tracking,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backdateBooking, createFlight, createUser, weekdayAhead } from '../../test/factories';
import { bookingPassengers, flightClasses } from '../../db/schema';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { newAdminToken } from '../../test/signed-in-app';

// Group bookings, dates of birth and special requests (docs/product.md#142-group-bookings-and-the-seat-map).

let adminToken: string;

useMailApp({ BTC_ADDRESSES: 'bc1qgroupaddress0000000000000000000000' });
beforeAll(async () => {
  adminToken = await newAdminToken(t);
});

const customer = async () => {
  const user = await createUser(t.database.db);
  return { user, token: tokenFor(t.app, user.id, 'user') };
};

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo'];

function group(
  flight: { id: string; departureAt: Date },
  seats: string[],
  extra: Partial<CreateBookingInput> = {},
): CreateBookingInput {
  return {
    flightId: flight.id,
    classType: 'ECONOMY',
    passengers: seats.map((_, i) => ({
      firstName: NAMES[i]!,
      lastName: 'Family',
      age: ageOnDeparture(`19${80 + i}-03-0${1 + (i % 9)}`, flight.departureAt)!,
      dateOfBirth: `19${80 + i}-03-0${1 + (i % 9)}`,
      gender: i % 2 ? 'FEMALE' : 'MALE',
    })),
    seatNumbers: seats,
    mealPreferences: seats.map((_, i) => (i % 2 ? 'VEGETARIAN' : 'REGULAR')),
    specialAssistance: seats.map((_, i) => ({ wheelchair: i === 0, infant: false, elderly: false })),
    ...extra,
  };
}

const heldBy = async (flightId: string) =>
  (
    await t.database.db
      .select({ seat: bookingPassengers.seatNumber, bookingId: bookingPassengers.bookingId })
      .from(bookingPassengers)
      .where(and(eq(bookingPassengers.flightId, flightId), eq(bookingPassengers.active, true)))
  ).length;

describe('group bookings', () => {
  it('books 9 passengers at once: total = price × 9, each passenger with their own seat, everywhere', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 12_345, capacity: 30 }],
    });
    const seats = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 30 }]).slice(0, 9);
    const c = await customer();
    const res = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: group(flight, seats, { specialRequests: '  Seats together, please  ' }),
    });
    expect(res.status).toBe(201);
    const booking = res.body.data;
    expect(booking.totalAmount).toBe(1111.05);
    expect(booking.passengers.map((p) => `${p.name} ${p.seatNumber}`)).toEqual(
      seats.map((s, i) => `${NAMES[i]} Family ${s}`),
    );
    expect(booking.passengers[0]!.specialAssistance.wheelchair).toBe(true);
    expect(booking.passengers[0]!.age).toBe(ageOnDeparture('1980-03-01', flight.departureAt));
    expect(booking.specialRequests).toBe('Seats together, please');

    const mine = await call<BookingPage>(t.app, 'GET', '/user/bookings', { token: c.token });
    expect(mine.body.data.data[0]!.passengers).toHaveLength(9);
    const tracked = await call<Tracking>(t.app, 'GET', `/user/bookings/tracking/${booking.trackingId}`);
    expect(tracked.body.data.passengers.map((p) => p.seatNumber)).toEqual(seats);
    expect(tracked.body.data.specialRequests).toBe('Seats together, please');
    const admin = await call<Booking>(t.app, 'GET', `/admin/bookings/${booking.id}`, { token: adminToken });
    expect(admin.body.data.passengers).toHaveLength(9);
    expect(admin.body.data.specialRequests).toBe('Seats together, please');

    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && (m.subject ?? '').includes(booking.trackingId),
    );
    // one passenger a line in the plain-text part
    const lines = (mail.text ?? '').split('\n');
    for (const [i, seat] of seats.entries())
      expect(lines).toContain(`Passenger: ${NAMES[i]} Family, seat ${seat}`);

    const [cls] = await t.database.db
      .select()
      .from(flightClasses)
      .where(eq(flightClasses.flightId, flight.id));
    expect(cls!.bookedSeats).toBe(9);
  });

  it('refunds the whole group booking by the policy', async () => {
    const flight = await createFlight(t.database.db, {
      departureAt: weekdayAhead(20),
      classes: [{ type: 'ECONOMY', priceCents: 10_001, capacity: 12 }],
    });
    const c = await customer();
    const made = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: group(flight, ['1A', '1B', '1C']),
    });
    await call(t.app, 'POST', `/admin/bookings/${made.body.data.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    // past the 24-hour rule's window, which would refund it all (decision 097)
    await backdateBooking(t.database.db, made.body.data.id);
    const cancelled = await call<Booking>(t.app, 'POST', `/user/bookings/${made.body.data.id}/cancel`, {
      token: c.token,
    });
    expect(cancelled.body.data.cancellation?.refundAmount).toBe(270.03); // 90 % of 3 × 100.01
    expect(await heldBy(flight.id)).toBe(0);
  });

  it("refuses a date of birth in the future (400, the form's message), and more than 9 passengers", async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const tomorrow = localDay(new Date(Date.now() + DAY_MS));
    const body = group(flight, ['1A']);
    body.passengers[0]!.dateOfBirth = tomorrow;
    const future = await call(t.app, 'POST', '/user/bookings', { token: c.token, body });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ success: false, statusCode: 400 });
    expect(future.body.message).toContain(bookingScreenMessages.dateOfBirthInFuture);
    const seats = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 10 }]);
    const tooMany = await call(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: group(flight, seats),
    });
    expect(tooMany.status).toBe(400);
    const long = await call(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: group(flight, ['1A'], { specialRequests: 'x'.repeat(501) }),
    });
    expect(long.status).toBe(400);
    expect(await heldBy(flight.id)).toBe(0);
  });
});

describe('a 9-passenger booking racing a 1-passenger booking for the last seats', () => {
  // 10 flights at once, each with 9 seats left: whoever wins, the group has all 9 seats or none
  it('on distinct seats, the capacity decides: the group gets all 9 seats or none', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const flight = await createFlight(t.database.db, {
          classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 18, bookedSeats: 9 }],
        });
        const seats = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 18 }]);
        const [family, single] = await Promise.all([customer(), customer()]);
        const [big, small] = await Promise.all([
          call(t.app, 'POST', '/user/bookings', {
            token: family.token,
            body: group(flight, seats.slice(0, 9)),
          }),
          call(t.app, 'POST', '/user/bookings', { token: single.token, body: group(flight, [seats[9]!]) }),
        ]);
        return { flight, big, small };
      }),
    );
    for (const { flight, big, small } of rounds) {
      expect([big.status, small.status].sort()).toEqual([201, 409]);
      const loser = big.status === 409 ? big : small;
      expect(loser.body.message).toBe(notEnoughSeatsMessage('ECONOMY'));
      expect(await heldBy(flight.id)).toBe(big.status === 201 ? 9 : 1);
    }
  });

  it('on an overlapping seat, one of them wins and the group never holds part of its seats', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const flight = await createFlight(t.database.db, {
          classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 9 }],
        });
        const seats = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 9 }]);
        const [family, single] = await Promise.all([customer(), customer()]);
        const [big, small] = await Promise.all([
          call(t.app, 'POST', '/user/bookings', { token: family.token, body: group(flight, seats) }),
          call(t.app, 'POST', '/user/bookings', { token: single.token, body: group(flight, [seats[8]!]) }),
        ]);
        return { flight, big, small, seats };
      }),
    );
    for (const { flight, big, small, seats } of rounds) {
      expect([big.status, small.status].sort()).toEqual([201, 409]);
      const loser = big.status === 409 ? big : small;
      expect([seatTakenMessage(seats[8]!), notEnoughSeatsMessage('ECONOMY')]).toContain(loser.body.message);
      expect(await heldBy(flight.id)).toBe(big.status === 201 ? 9 : 1);
      const [cls] = await t.database.db
        .select()
        .from(flightClasses)
        .where(eq(flightClasses.flightId, flight.id));
      expect(cls!.bookedSeats).toBe(big.status === 201 ? 9 : 1);
    }
  });
});
