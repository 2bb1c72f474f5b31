import { bookingMessages } from '@skylark/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../../test/factories';
import { bookings, flights } from '../../db/schema';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';
import { firstSegment, firstSegmentOn } from '../../db/first-flight';

/**
 * A booking racing a flight cancellation (PostgreSQL: several connections). The cancellation is
 * held mid-transaction (its flight row locked, waiting on a booking row a third connection holds)
 * while a customer books: the booking must wait for it and then be refused, never leave a PENDING
 * booking holding a seat on a CANCELLED flight.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Backends of this database waiting on a lock. */
async function lockWaiters(): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function untilWaiters(n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await lockWaiters()) < n) {
    if (Date.now() > deadline) throw new Error(`fewer than ${n} lock waiters after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a booking and a cancellation of its flight at the same moment', () => {
  it('the booking waits for the cancellation and is refused; no active booking is left on the flight', async () => {
    const db = t.database.db;
    const admin = tokenFor(t.app, (await createAdmin(db)).id, 'admin');
    const customer = tokenFor(t.app, (await createUser(db)).id, 'user');
    const flight = await createFlight(db);
    const earlier = await createBooking(db, { flightId: flight.id, classType: 'ECONOMY', seats: ['1A'] });

    // A third connection holds the earlier booking, so the cancellation stops right after locking the flight.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.select().from(bookings).where(eq(bookings.id, earlier.id)).for('update');
      held();
      await released;
    });
    await holding;

    const cancel = call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: { status: 'CANCELLED' },
    });
    await untilWaiters(1);
    const booking = call(t.app, 'POST', '/user/bookings', {
      token: customer,
      body: {
        flightId: flight.id,
        classType: 'ECONOMY',
        passengers: [{ firstName: 'Late', lastName: 'Comer', age: 30, gender: 'FEMALE' }],
        seatNumbers: ['2B'],
        mealPreferences: ['REGULAR'],
        specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
      },
    });
    await untilWaiters(2);
    release();
    await holder;
    const [cancelled, booked] = await Promise.all([cancel, booking]);

    expect(cancelled.status).toBe(200);
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({
      success: false,
      statusCode: 409,
      message: bookingMessages.flightNotBookable,
    });
    const [row] = await db.select({ status: flights.status }).from(flights).where(eq(flights.id, flight.id));
    expect(row?.status).toBe('CANCELLED');
    const active = await db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(firstSegment, firstSegmentOn)
      .where(
        and(eq(firstSegment.flightId, flight.id), inArray(bookings.bookingStatus, ['PENDING', 'CONFIRMED'])),
      );
    expect(active).toEqual([]);
  });
});
