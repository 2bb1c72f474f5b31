import { MSG, bookingMessages, seatNumbersOf, seatTakenMessage } from '@skylark/contract';
import { type SQL, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createFlight } from '../../test/factories';
import { bookingPassengers, flightClasses, flights } from '../../db/schema';
import { book, bookedSeats, customer, request, t, useBookingApp } from '../../test/booking-app';
import { type BookingCall, inSeatOrder } from './create-batch';

const callOn = (flightId: string, seats: string[]): BookingCall => ({
  userId: 'u',
  key: null,
  hash: 'h',
  answer: '{}',
  flights: '[]',
  bookings: '[]',
  passengers: '[]',
  counters: '[]',
  flightId,
  seats,
});

describe('the order of a call (inSeatOrder)', () => {
  it('orders by flight, then by first seat', () => {
    const a = callOn('b-flight', ['2A']);
    const b = callOn('a-flight', ['10C']);
    const c = callOn('a-flight', ['9F']);
    const d = callOn('a-flight', ['1B']);
    expect(inSeatOrder([a, b, c, d], 10)).toEqual([d, c, b, a]);
  });

  it('leaves for a later call a booking whose seats interleave with one before it', () => {
    const group = callOn('f', ['1A', '5A']);
    const between = callOn('f', ['3A']);
    const after = callOn('f', ['6A', '7A']);
    const sameSeat = callOn('f', ['7A']);
    expect(inSeatOrder([between, group, after, sameSeat], 10)).toEqual([group, after, sameSeat]);
    expect(inSeatOrder([between], 10)).toEqual([between]);
  });

  it('takes at most max bookings', () => {
    const calls = ['1A', '2A', '3A'].map((s) => callOn('f', [s]));
    expect(inSeatOrder(calls, 2)).toEqual(calls.slice(0, 2));
  });
});

useBookingApp();

const seats = seatNumbersOf('ECONOMY', [{ type: 'ECONOMY', seats: 30 }]);

describe('bookings sent together (create_bookings)', () => {
  it('answers each booking of a call on its own: a refusal undoes its booking only', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 30 }],
    });
    const other = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 30 }],
    });
    const people = await Promise.all(Array.from({ length: 12 }, () => customer()));
    const keyed = people[11]!;
    // a key first used for another booking: reusing it with this body is refused
    expect((await book(keyed, request(other.id, seats[4]!), { 'Idempotency-Key': 'k-1' })).status).toBe(201);
    const answers = await Promise.all([
      ...people.slice(0, 8).map((c, i) => book(c, request(flight.id, seats[i]!))),
      book(people[8]!, request(flight.id, seats[0]!)), // the same seat as the first
      book(people[9]!, request(other.id, seats[4]!)), // taken before
      book(people[10]!, request(flight.id, seats[8]!)),
      book(keyed, request(flight.id, seats[9]!), { 'Idempotency-Key': 'k-1' }),
    ]);
    // one of the two for the first seat has it, the other is refused
    const firstSeat = [answers[0]!, answers[8]!].map((a) => `${a.status} ${a.body.message}`);
    expect(firstSeat.sort()).toEqual([`201 ${MSG.bookingCreated}`, `409 ${seatTakenMessage(seats[0]!)}`]);
    expect([...answers.slice(1, 8), answers[10]!].map((a) => a.status)).toEqual(Array(8).fill(201));
    expect([answers[9]!.status, answers[9]!.body.message]).toEqual([409, seatTakenMessage(seats[4]!)]);
    expect([answers[11]!.status, answers[11]!.body.message]).toEqual([
      409,
      bookingMessages.idempotencyKeyReused,
    ]);
    const [cls] = await t.database.db
      .select()
      .from(flightClasses)
      .where(eq(flightClasses.flightId, flight.id));
    expect(await bookedSeats(cls!.id)).toBe(9);
    const held = await t.database.db
      .select({ seat: bookingPassengers.seatNumber })
      .from(bookingPassengers)
      .where(eq(bookingPassengers.flightId, flight.id));
    expect(held.map((h) => h.seat).sort()).toEqual(seats.slice(0, 9).sort());
  });

  /** The text of a statement sent with db.execute (the limits' call is sent that way too). */
  const textOf = (query: unknown) =>
    ((query as SQL).queryChunks ?? [])
      .map((chunk) => (chunk && typeof chunk === 'object' && 'value' in chunk ? String(chunk.value) : ''))
      .join('');

  it('sends the bookings that arrive while a call is in flight in one call', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 30 }],
    });
    const people = await Promise.all(Array.from({ length: 20 }, () => customer()));
    await book(people[0]!, request(flight.id, seats[0]!)); // the flight as read, so no booking reads it again
    const calls = vi.spyOn(t.database.db, 'execute');
    try {
      const answers = await Promise.all(
        people.slice(1).map((c, i) => book(c, request(flight.id, seats[i + 1]!))),
      );
      expect(answers.every((a) => a.status === 201)).toBe(true);
      // sent one after another, 19 bookings make 19 calls; together they arrive in a few waves (how
      // many depends on the machine's load), each wave one call of two bookings or more. PGlite
      // answers a call before the next request comes to it (an in-process database on one connection
      // has no round trip to save)
      const bookingCalls = calls.mock.calls.filter(([query]) => textOf(query).includes('create_bookings'));
      expect(bookingCalls.length).toBeGreaterThanOrEqual(1);
      expect(bookingCalls.length).toBeLessThanOrEqual(t.database.kind === 'postgres' ? 9 : 19);
    } finally {
      calls.mockRestore();
    }
  });

  it('a flight changed behind the server: the booking of a call that saw it old is checked again', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 30 }],
    });
    const [first, second, third] = await Promise.all([customer(), customer(), customer()]);
    expect((await book(first!, request(flight.id, seats[0]!))).status).toBe(201);
    await t.database.db.update(flights).set({ status: 'CANCELLED' }).where(eq(flights.id, flight.id));
    const answers = await Promise.all([
      book(second!, request(flight.id, '2A')),
      book(third!, request(flight.id, '3A')),
    ]);
    expect(answers.map((a) => [a.status, a.body.message])).toEqual([
      [409, bookingMessages.flightNotBookable],
      [409, bookingMessages.flightNotBookable],
    ]);
  });
});
