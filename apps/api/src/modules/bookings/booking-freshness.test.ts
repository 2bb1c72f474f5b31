import { classNotOnFlightMessage, seatNumbersOf } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { bookings, flightClasses, flights } from '../../db/schema';
import { book, customer, request, t, useBookingApp } from '../../test/booking-app';
import { selectBookings } from '../../db/first-flight';

useBookingApp();

/**
 * A booking is checked against the flight as this server last read it (docs/product.md#101-public-reads-from-memory-and-workers). These
 * change the flight behind the server's back, as another process would, and book again.
 */
describe('a booking after the flight changed elsewhere', () => {
  it('is priced at the new price', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 6 }],
    });
    const c = await customer();
    expect((await book(c, request(flight.id, '1A'))).body.data.totalAmount).toBe(100);
    await t.database.db
      .update(flightClasses)
      .set({ priceCents: 15_000 })
      .where(eq(flightClasses.flightId, flight.id));
    const again = await book(c, request(flight.id, '1B'));
    expect(again.status).toBe(201);
    expect(again.body.data.totalAmount).toBe(150);
  });

  it('keeps the new times in its snapshot and its answer', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 6 }],
    });
    const c = await customer();
    expect((await book(c, request(flight.id, '1A'))).status).toBe(201);
    const later = new Date(flight.arrivalAt.getTime() + 2 * 3_600_000);
    await t.database.db.update(flights).set({ arrivalAt: later }).where(eq(flights.id, flight.id));
    const again = await book(c, request(flight.id, '1B'));
    expect(again.status).toBe(201);
    expect(again.body.data.arrival.date).toBe(later.toISOString());
    const [stored] = await selectBookings(t.database.db).where(eq(bookings.id, again.body.data.id));
    expect(stored!.arrivalAt.toISOString()).toBe(later.toISOString());
  });

  it('is refused once the flight is cancelled', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 6 }],
    });
    const c = await customer();
    expect((await book(c, request(flight.id, '1A'))).status).toBe(201);
    await t.database.db.update(flights).set({ status: 'CANCELLED' }).where(eq(flights.id, flight.id));
    const again = await book(c, request(flight.id, '1B'));
    expect(again.status).toBe(409);
  });

  it('is not refused for what the server saw before: a class added since is bookable', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 6 }],
    });
    const c = await customer();
    expect((await book(c, request(flight.id, '1A'))).status).toBe(201);
    const seats = [
      { type: 'BUSINESS' as const, seats: 4 },
      { type: 'ECONOMY' as const, seats: 6 },
    ];
    const businessSeat = seatNumbersOf('BUSINESS', seats).at(-1)!;
    const business = { ...request(flight.id, businessSeat), classType: 'BUSINESS' as const };
    const refused = await book(c, business);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(classNotOnFlightMessage('BUSINESS'));
    await t.database.db.execute(sql`
      insert into flight_classes (flight_id, type, price_cents, capacity)
      values (${flight.id}, 'BUSINESS', 50000, 4)`);
    const booked = await book(c, business);
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ classType: 'BUSINESS', totalAmount: 500 });
  });
});
