import { DAY_MS, HOUR_MS, MINUTE_MS } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  bookingCancelledSegments,
  bookingLedger,
  bookingPassengers,
  bookings,
  flights,
  passengerCheckIns,
} from '../../db/schema';
import { call } from '../../test/app';
import { adminToken, book, customer, t, useBookingApp } from '../../test/booking-app';
import { createBooking, createFlight } from '../../test/factories';
import { CDG, DXB, JFK, route, segmentsRequest } from '../../test/segments';
import { oweAutomaticRefunds } from './automatic-refunds';
import { cancelBooking } from './cancellation';

useBookingApp();

const LAX = 'Los Angeles, Los Angeles International (LAX)';
const BOS = 'Boston, Logan International (BOS)';

/** A paid $299 booking made 10 days ago of a flight `from` → `to` departing a day from now. */
async function paidBooking(from: string, to: string) {
  const c = await customer();
  const departureAt = new Date(Date.now() + DAY_MS);
  const flight = await createFlight(t.database.db, {
    departureCity: from,
    arrivalCity: to,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 6 * HOUR_MS),
  });
  const row = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['5A'],
    userId: c.user.id,
    totalAmountCents: 29_900,
    createdAt: new Date(Date.now() - 10 * DAY_MS),
  });
  return { c, flight, id: row.id };
}

/** The airline moves the flight's departure and arrival by `ms`. */
const moveFlight = (flight: { id: string; departureAt: Date; arrivalAt: Date }, ms: number) =>
  t.database.db
    .update(flights)
    .set({
      departureAt: new Date(flight.departureAt.getTime() + ms),
      arrivalAt: new Date(flight.arrivalAt.getTime() + ms),
    })
    .where(eq(flights.id, flight.id));

const refundsOwed = (bookingId: string) =>
  t.database.db
    .select()
    .from(bookingLedger)
    .where(and(eq(bookingLedger.bookingId, bookingId), eq(bookingLedger.kind, 'REFUND_OWED')));

const statusOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.bookingStatus;

describe('automatic refunds (14 CFR 260, decision 097)', () => {
  it('refunds in full, once, a domestic flight moved by 3 h 01 and not accepted, once it has left', async () => {
    const { id, flight } = await paidBooking(JFK, LAX);
    await moveFlight(flight, 3 * HOUR_MS + MINUTE_MS);
    const gone = new Date(flight.departureAt.getTime() + 3 * HOUR_MS + 2 * MINUTE_MS);

    // not before the moved flight has left: the traveller may still accept or move
    expect(await oweAutomaticRefunds(t.database.db, new Date(gone.getTime() - 2 * MINUTE_MS))).toEqual([]);
    expect(await statusOf(id)).toBe('CONFIRMED');

    const refunded = await oweAutomaticRefunds(t.database.db, gone);
    expect(refunded.map((b) => b.id)).toContain(id);
    expect(refunded.find((b) => b.id === id)?.cancellation?.refundAmount).toBe(299);
    expect(await statusOf(id)).toBe('CANCELLED');
    expect((await refundsOwed(id)).map((e) => e.amountCents)).toEqual([29_900]);

    // a second round owes nothing more
    await oweAutomaticRefunds(t.database.db, new Date(gone.getTime() + HOUR_MS));
    expect(await refundsOwed(id)).toHaveLength(1);
    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'booking.automatic_refund'), eq(auditEvents.targetId, id)));
    expect(trail).toHaveLength(1);
  });

  it('refunds nothing of a domestic flight moved by 2 h 59, nor of an international one moved by 4 h', async () => {
    const domestic = await paidBooking(JFK, LAX);
    await moveFlight(domestic.flight, 3 * HOUR_MS - MINUTE_MS);
    const abroad = await paidBooking(JFK, CDG);
    await moveFlight(abroad.flight, 4 * HOUR_MS);
    await oweAutomaticRefunds(t.database.db, new Date(Date.now() + 2 * DAY_MS));
    for (const { id } of [domestic, abroad]) {
      expect(await statusOf(id)).toBe('CONFIRMED');
      expect(await refundsOwed(id)).toEqual([]);
    }
  });

  it('refunds an international flight moved by 6 h 01, and none a passenger checked in on', async () => {
    const abroad = await paidBooking(JFK, CDG);
    await moveFlight(abroad.flight, 6 * HOUR_MS + MINUTE_MS);
    const flown = await paidBooking(JFK, LAX);
    await moveFlight(flown.flight, 4 * HOUR_MS);
    const [passenger] = await t.database.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, flown.id));
    await t.database.db.insert(passengerCheckIns).values({
      passengerId: passenger!.id,
      bookingId: flown.id,
      flightId: flown.flight.id,
      sequence: 1,
      dateOfBirth: '1990-01-01',
    });
    await oweAutomaticRefunds(t.database.db, new Date(Date.now() + 2 * DAY_MS));
    expect(await statusOf(abroad.id)).toBe('CANCELLED');
    expect((await refundsOwed(abroad.id)).map((e) => e.amountCents)).toEqual([29_900]);
    expect(await statusOf(flown.id)).toBe('CONFIRMED');
    expect(await refundsOwed(flown.id)).toEqual([]);
  });

  it('refunds a flight moved to another airport, and none the traveller accepted', async () => {
    const moved = await paidBooking(JFK, LAX);
    await t.database.db.update(flights).set({ arrivalCity: DXB }).where(eq(flights.id, moved.flight.id));
    const accepted = await paidBooking(JFK, LAX);
    await moveFlight(accepted.flight, 4 * HOUR_MS);
    const ok = await call(t.app, 'POST', `/api/v1/user/bookings/${accepted.id}/accept-schedule`, {
      token: accepted.c.token,
    });
    expect(ok.status).toBe(200);
    await oweAutomaticRefunds(t.database.db, new Date(Date.now() + 2 * DAY_MS));
    expect(await statusOf(moved.id)).toBe('CANCELLED');
    expect((await refundsOwed(moved.id)).map((e) => e.amountCents)).toEqual([29_900]);
    expect(await statusOf(accepted.id)).toBe('CONFIRMED');
    expect(await refundsOwed(accepted.id)).toEqual([]);
  });

  it("never refunds twice beside the traveller's own cancellation, whichever runs first", async () => {
    const { c, id, flight } = await paidBooking(JFK, LAX);
    await moveFlight(flight, 4 * HOUR_MS);
    await Promise.all([
      cancelBooking(t.database.db, c.user, id, new Date()).catch(() => null),
      oweAutomaticRefunds(t.database.db, new Date(Date.now() + 2 * DAY_MS)),
    ]);
    expect(await statusOf(id)).toBe('CANCELLED');
    const owed = await refundsOwed(id);
    expect(owed).toHaveLength(1);
    expect(owed[0]!.amountCents).toBe(29_900);
  });

  it("keeps a trip's other flights and refunds its cancelled flight when no choice was made by its departure", async () => {
    const c = await customer();
    const legs = (await route(t.database.db, [JFK, CDG, DXB])).map((f) => f!);
    const made = await book(c, segmentsRequest(legs.map((f) => ({ flightId: f.id, seats: ['4A'] }))));
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    await call(t.app, 'POST', `/api/v1/admin/bookings/${id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    const cancelled = await call(t.app, 'POST', `/api/v1/admin/flights/${legs[1]!.id}/cancel`, {
      token: adminToken,
    });
    expect(cancelled.status).toBe(200);

    await oweAutomaticRefunds(t.database.db, new Date(legs[1]!.departureAt.getTime() - MINUTE_MS));
    expect(await refundsOwed(id)).toEqual([]);

    await oweAutomaticRefunds(t.database.db, legs[1]!.departureAt);
    await oweAutomaticRefunds(t.database.db, new Date(legs[1]!.departureAt.getTime() + HOUR_MS));
    expect(await statusOf(id)).toBe('CONFIRMED');
    expect((await refundsOwed(id)).map((e) => e.amountCents)).toEqual([20_000]);
    const [choice] = await t.database.db
      .select()
      .from(bookingCancelledSegments)
      .where(eq(bookingCancelledSegments.bookingId, id));
    expect(choice?.choice).toBe('KEEP_REST');
  });
});

describe("automatic refunds of a trip's later flight (decision 097)", () => {
  /** A paid domestic trip JFK → LAX → BOS for one traveller, its second flight moved by `ms`. */
  async function paidTripMoved(ms: number) {
    const c = await customer();
    const legs = (await route(t.database.db, [JFK, LAX, BOS])).map((f) => f!);
    const made = await book(c, segmentsRequest(legs.map((f) => ({ flightId: f.id, seats: ['4A'] }))));
    expect(made.status).toBe(201);
    const id: string = made.body.data.id;
    const approved = await call(t.app, 'POST', `/api/v1/admin/bookings/${id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await moveFlight(legs[1]!, ms);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    return { id, second: legs[1]!, totalCents: row!.totalAmountCents };
  }

  it('refunds in full, once, a trip whose second flight moved by 3 h 01, once that flight has left', async () => {
    const { id, second, totalCents } = await paidTripMoved(3 * HOUR_MS + MINUTE_MS);
    const gone = new Date(second.departureAt.getTime() + 3 * HOUR_MS + MINUTE_MS);

    await oweAutomaticRefunds(t.database.db, new Date(gone.getTime() - MINUTE_MS));
    expect(await statusOf(id)).toBe('CONFIRMED');
    expect(await refundsOwed(id)).toEqual([]);

    const refunded = await oweAutomaticRefunds(t.database.db, gone);
    expect(refunded.map((b) => b.id)).toContain(id);
    expect(await statusOf(id)).toBe('CANCELLED');
    expect((await refundsOwed(id)).map((e) => e.amountCents)).toEqual([totalCents]);

    await oweAutomaticRefunds(t.database.db, new Date(gone.getTime() + HOUR_MS));
    expect(await refundsOwed(id)).toHaveLength(1);
  });

  it('refunds nothing of a trip whose second flight moved by 2 h 59', async () => {
    const { id, second } = await paidTripMoved(3 * HOUR_MS - MINUTE_MS);
    await oweAutomaticRefunds(t.database.db, new Date(second.departureAt.getTime() + DAY_MS));
    expect(await statusOf(id)).toBe('CONFIRMED');
    expect(await refundsOwed(id)).toEqual([]);
  });
});
