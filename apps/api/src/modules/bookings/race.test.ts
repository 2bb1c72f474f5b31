import {
  type CreateBookingInput,
  type Flight,
  notEnoughSeatsMessage,
  seatNumbersOf,
  seatTakenMessage,
} from '@skylark/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { bookingPassengers, flightClasses } from '../../db/schema';
import { call } from '../../test/app';
import { customers, raceEverywhere, type RaceContext } from '../../test/booking-race';
import { createFlight } from '../../test/factories';
import type { HttpAnswer } from '../../test/server-processes';

/**
 * Seat allocation under contention (docs/product.md#14-bookings-and-payment): the database decides, whatever the number
 * of server processes. One app on the project's database (PGlite or PostgreSQL), and on
 * PostgreSQL two server processes sharing one database over real HTTP.
 */

const bodyFor = (flightId: string, seat: string): CreateBookingInput => ({
  flightId,
  classType: 'ECONOMY',
  passengers: [{ firstName: 'Race', lastName: 'Runner', age: 30, gender: 'MALE' }],
  seatNumbers: [seat],
  mealPreferences: ['REGULAR'],
  specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
});

async function heldSeats(db: Db, flightId: string) {
  const rows = await db
    .select({ seat: bookingPassengers.seatNumber, holders: count() })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.flightId, flightId), eq(bookingPassengers.active, true)))
    .groupBy(bookingPassengers.seatNumber);
  return rows;
}

async function economyOf(app: FastifyInstance, flightId: string) {
  const res = await call<Flight>(app, 'GET', `/user/flights/${flightId}`);
  return res.body.data.classTypes.find((c) => c.type === 'ECONOMY')!;
}

function expectLosersWrapped(answers: HttpAnswer[], allowed: string[]) {
  for (const a of answers.filter((x) => x.status !== 201)) {
    expect(a.status).toBe(409);
    expect(a.body).toMatchObject({ success: false, statusCode: 409, data: null });
    expect(allowed).toContain(a.body.message);
  }
}

/** The three races, against any way of sending (inject into one app, or HTTP to two processes). */
function races(ctx: () => RaceContext) {
  it('200 customers for the 20 seats of one class: exactly 20 succeed, no seat twice, 0 left', async () => {
    const { db, app, send } = ctx();
    const flight = await createFlight(db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 20 }],
    });
    const seats = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 20 }]);
    const tokens = await customers(db, app, 200);
    const answers = await Promise.all(
      tokens.map((token, i) => send(i, token, bodyFor(flight.id, seats[i % seats.length]!))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expectLosersWrapped(answers, [...seats.map(seatTakenMessage), notEnoughSeatsMessage('ECONOMY')]);
    const held = await heldSeats(db, flight.id);
    expect(held).toHaveLength(20);
    expect(held.every((h) => h.holders === 1)).toBe(true);
    expect((await economyOf(app, flight.id)).availableSeats).toBe(0);
  });

  it('the last 20 seats asked for by 180 customers on distinct seats: the capacity check decides', async () => {
    const { db, app, send } = ctx();
    // 160 of 180 seats are already counted as sold: every request names a different seat
    const flight = await createFlight(db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 180, bookedSeats: 160 }],
    });
    const seats = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 180 }]);
    const tokens = await customers(db, app, 180);
    const answers = await Promise.all(
      tokens.map((token, i) => send(i, token, bodyFor(flight.id, seats[i]!))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expectLosersWrapped(answers, [notEnoughSeatsMessage('ECONOMY')]);
    const held = await heldSeats(db, flight.id);
    expect(held).toHaveLength(20);
    expect(held.every((h) => h.holders === 1)).toBe(true);
    expect((await economyOf(app, flight.id)).availableSeats).toBe(0);
    const [cls] = await db.select().from(flightClasses).where(eq(flightClasses.flightId, flight.id));
    expect(cls!.bookedSeats).toBe(180);
  });

  it('50 customers for one seat: exactly one succeeds', async () => {
    const { db, app, send } = ctx();
    const flight = await createFlight(db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 60 }],
    });
    const tokens = await customers(db, app, 50);
    const answers = await Promise.all(tokens.map((token, i) => send(i, token, bodyFor(flight.id, '3C'))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expectLosersWrapped(answers, [seatTakenMessage('3C')]);
    const held = await heldSeats(db, flight.id);
    expect(held).toEqual([{ seat: '3C', holders: 1 }]);
    expect((await economyOf(app, flight.id)).availableSeats).toBe(59);
    const [{ n } = { n: -1 }] = await db
      .select({ n: sql<number>`${flightClasses.bookedSeats}` })
      .from(flightClasses)
      .where(eq(flightClasses.flightId, flight.id));
    expect(n).toBe(1);
  });
}

raceEverywhere('races', races);
