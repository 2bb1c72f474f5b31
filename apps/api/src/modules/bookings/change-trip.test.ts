import {
  type Booking,
  type ChangeOptions,
  type ChangeQuote,
  DAY_MS,
  changeMessages,
  type Manifest,
  segmentMessages,
  HOUR_MS,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/app';
import { flightClasses } from '../../db/schema';
import { adminToken, book, customer, freeSeats, request, t, useBookingApp } from '../../test/booking-app';
import { change, getBooking, moveFlight } from '../../test/change-fixtures';
import { createFlight, offWeekend } from '../../test/factories';
import { CDG, JFK, route, segmentsRequest } from '../../test/segments';
import { applyChangeOutputs } from '../payments/change-detection';
import { lapseDueChanges } from '../payments/expiry';

useBookingApp();

/** A flight from CDG to JFK leaving `afterMs` after `from` lands, its Economy at `priceCents`. */
const returnFlight = (from: { arrivalAt: Date }, afterMs: number, priceCents = 25_000, capacity?: number) => {
  const at = new Date(from.arrivalAt.getTime() + afterMs);
  // a day or more after: off the weekend, whose offer prices below the class price
  const departureAt = afterMs >= DAY_MS ? offWeekend(at) : at;
  return createFlight(t.database.db, {
    departureCity: CDG,
    arrivalCity: JFK,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 6 * HOUR_MS),
    classes: [{ type: 'ECONOMY', priceCents, ...(capacity ? { capacity } : {}) }],
  });
};

/** A one-passenger return trip JFK–CDG–JFK, unpaid unless `paid`. */
async function returnTrip(paid = false) {
  const c = await customer();
  const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
  const made = await book(
    c,
    segmentsRequest([
      { flightId: out!.id, seats: ['3A'] },
      { flightId: back!.id, seats: ['3B'] },
    ]),
  );
  expect(made.status).toBe(201);
  if (paid)
    await call(t.app, 'POST', `/admin/bookings/${made.body.data.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
  return { c, out: out!, back: back!, id: made.body.data.id };
}

const options = (token: string, id: string, segment: number) =>
  call<ChangeOptions>(t.app, 'GET', `/user/bookings/${id}/change-options?segment=${segment}`, { token });
const quote = (token: string, id: string, segment: number, flightId: string, seats: string[]) =>
  call<ChangeQuote>(
    t.app,
    'GET',
    `/user/bookings/${id}/change-quote?segment=${segment}&flightId=${flightId}&seatNumbers=${seats.join(',')}`,
    { token },
  );
/** Economy seats the outbound flight's class counts as sold. */
async function outboundBooked(flightId: string) {
  const [row] = await t.database.db.select().from(flightClasses).where(eq(flightClasses.flightId, flightId));
  return row!.bookedSeats;
}
/** Each passenger of a flight's manifest: seat and tracking ID. */
async function manifestOf(flightId: string) {
  const res = await call<Manifest>(t.app, 'GET', `/admin/flights/${flightId}/manifest`, {
    token: adminToken,
  });
  return res.body.data.passengers.map((p) => [p.seatNumber, p.trackingId]);
}
async function changeLeg(token: string, id: string, segment: number, flightId: string, seats: string[]) {
  const q = await quote(token, id, segment, flightId, seats);
  if (q.status !== 200) return q as unknown as Awaited<ReturnType<typeof change>>;
  return change(token, id, { segment, quoteId: q.body.data.quoteId, flightId, seatNumbers: seats });
}

describe('changing one flight of a trip (docs/product.md#148-changing-flight, decision 074)', () => {
  it('changes the return flight of an unpaid trip, the outbound kept; a flight that does not connect is refused', async () => {
    const { c, out, back, id } = await returnTrip();
    const later = await returnFlight(out, 72 * HOUR_MS);
    const tooSoon = await returnFlight(out, 30 * 60_000);
    const listed = await options(c.token, id, 1);
    expect(listed.status).toBe(200);
    const ids = listed.body.data.flights.map((f) => f.flightId);
    expect(ids).toContain(later.id);
    expect(ids).not.toContain(tooSoon.id);
    expect(ids).not.toContain(back.id);

    const refused = await quote(c.token, id, 1, tooSoon.id, ['5A']);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'SEGMENTS_NOT_CONNECTED',
      message: segmentMessages.notConnected(2),
    });

    const q = await quote(c.token, id, 1, later.id, ['5A']);
    // nothing paid: the trip's $400 with the return's $50 more and the $75 fee
    expect(q.body.data).toMatchObject({ segment: 1, fareDifference: 50, changeFee: 75, amountDue: 525 });
    const done = await change(c.token, id, {
      segment: 1,
      quoteId: q.body.data.quoteId,
      flightId: later.id,
      seatNumbers: ['5A'],
    });
    expect(done.status).toBe(200);
    const next = done.body.data;
    expect(next).toMatchObject({
      id,
      bookingStatus: 'PENDING',
      totalAmount: 525,
      flightNumber: out.flightNumber,
    });
    expect(next.changes).toMatchObject([
      { segment: 1, fromFlight: { flightId: back.id }, toFlight: { flightId: later.id }, status: 'DONE' },
    ]);
    expect(next.segments.map((s) => [s.flightId, s.seatNumbers])).toEqual([
      [out.id, ['3A']],
      [later.id, ['5A']],
    ]);
    expect(await freeSeats(back.id)).toContain('3B');
    expect(await freeSeats(out.id)).not.toContain('3A');
    expect(await outboundBooked(out.id)).toBe(1);
    // a segment the trip does not have
    expect((await options(c.token, id, 2)).status).toBe(400);
  });

  it('a paid trip changes a flight for money back at once', async () => {
    const { c, out, id } = await returnTrip(true);
    const cheaper = await returnFlight(out, 60 * HOUR_MS, 5_000);
    const done = await changeLeg(c.token, id, 1, cheaper.id, ['6A']);
    expect(done.status).toBe(200);
    // $150 cheaper less the $75 fee: $75 back, on the same booking
    expect(done.body.data).toMatchObject({ id, bookingStatus: 'CONFIRMED', totalAmount: 325 });
    expect(done.body.data.changes).toMatchObject([{ status: 'DONE', refundAmount: 75 }]);
    expect(done.body.data.refund).toMatchObject({ owed: ['CHANGE'] });
  });

  it('a paid trip changes a flight that costs more: the kept seat stays with the paid booking until the difference is paid (decision 075)', async () => {
    const { c, out, back, id } = await returnTrip(true);
    const dearer = await returnFlight(out, 60 * HOUR_MS, 25_000);
    const q = await quote(c.token, id, 1, dearer.id, ['6A']);
    // $50 dearer and the $75 fee
    expect(q.body.data).toMatchObject({ fareDifference: 50, changeFee: 75, amountDue: 125, refundAmount: 0 });
    const done = await change(c.token, id, {
      segment: 1,
      quoteId: q.body.data.quoteId,
      flightId: dearer.id,
      seatNumbers: ['6A'],
    });
    expect(done.status).toBe(200);
    const pending = done.body.data;
    // until paid the traveller still flies the paid trip, and each seat has one holder
    expect(pending).toMatchObject({ id, bookingStatus: 'CONFIRMED', totalAmount: 400 });
    expect(pending.segments.map((s) => [s.flightId, s.seatNumbers])).toEqual([
      [out.id, ['3A']],
      [back.id, ['3B']],
    ]);
    expect(pending.changes).toMatchObject([
      { status: 'PENDING_PAYMENT', amountDue: 125, seatNumbers: ['6A'] },
    ]);
    expect(await freeSeats(back.id)).not.toContain('3B');
    expect(await freeSeats(dearer.id)).not.toContain('6A');
    expect(await outboundBooked(out.id)).toBe(1);
    // a held seat is no passenger of the new flight yet
    expect(await manifestOf(dearer.id)).toEqual([]);
    expect(await manifestOf(back.id)).toEqual([['3B', pending.trackingId]]);
    expect((await book(await customer(), request(dearer.id, '6A'))).status).toBe(409);

    // the difference paid on the change's own invoice: the return flight is changed
    const changeId = pending.changes![0]!.id;
    await applyChangeOutputs(
      t.database.db,
      changeId,
      [{ txid: 'c'.repeat(64), vout: 0, amountSats: 250_000, blockHeight: 1, confirmations: 1 }],
      new Date(),
      { confirmations: 1 },
    );
    const paid = (await getBooking(c.token, id)).body.data;
    expect(paid).toMatchObject({
      id,
      trackingId: pending.trackingId,
      bookingStatus: 'CONFIRMED',
      totalAmount: 525,
    });
    expect(paid.changes).toMatchObject([{ status: 'DONE' }]);
    expect(paid.segments.map((s) => [s.flightId, s.seatNumbers])).toEqual([
      [out.id, ['3A']],
      [dearer.id, ['6A']],
    ]);
    expect(await freeSeats(back.id)).toContain('3B');
    expect(await freeSeats(dearer.id)).not.toContain('6A');
    expect(await outboundBooked(out.id)).toBe(1);
    expect(await manifestOf(dearer.id)).toEqual([['6A', paid.trackingId]]);
    // cancelling it frees every seat it holds
    expect((await call(t.app, 'POST', `/user/bookings/${id}/cancel`, { token: c.token })).status).toBe(200);
    expect(await freeSeats(out.id)).toContain('3A');
    expect(await freeSeats(dearer.id)).toContain('6A');
    expect(await outboundBooked(out.id)).toBe(0);
  });

  it("a paid trip's dearer change that lapses, or whose trip is cancelled first, frees only the new flight's seat", async () => {
    for (const ending of ['lapse', 'cancel'] as const) {
      const { c, out, back, id } = await returnTrip(true);
      const dearer = await returnFlight(out, 60 * HOUR_MS, 25_000);
      const pending = (await changeLeg(c.token, id, 1, dearer.id, ['6A'])).body.data;
      expect(pending.changes?.[0]?.status).toBe('PENDING_PAYMENT');
      if (ending === 'lapse') {
        const lapsed = await lapseDueChanges(t.database.db, new Date(Date.now() + 2 * DAY_MS), 0);
        expect(lapsed).toContain(pending.changes![0]!.id);
        expect((await getBooking(c.token, id)).body.data.bookingStatus).toBe('CONFIRMED');
        expect(await freeSeats(out.id)).not.toContain('3A');
        expect(await freeSeats(back.id)).not.toContain('3B');
        expect(await outboundBooked(out.id)).toBe(1);
      } else {
        expect((await call(t.app, 'POST', `/user/bookings/${id}/cancel`, { token: c.token })).status).toBe(
          200,
        );
        expect(await freeSeats(out.id)).toContain('3A');
        expect(await outboundBooked(out.id)).toBe(0);
      }
      expect((await getBooking(c.token, id)).body.data.changes?.[0]?.status).toBe('LAPSED');
      expect(await freeSeats(dearer.id)).toContain('6A');
    }
  });

  it('offers a free move of the flight the airline moved, and only of that one', async () => {
    const { c, out, back, id } = await returnTrip(true);
    expect((await moveFlight(back, 3 * HOUR_MS)).status).toBe(200);
    const booking = (await getBooking(c.token, id)).body.data;
    expect(booking.change).toMatchObject({ freeMove: 'SCHEDULE_CHANGE', freeMoveSegment: 1 });
    expect((await options(c.token, id, 0)).body.data).toMatchObject({ freeMove: null, changeFee: 75 });
    const other = await returnFlight(out, 24 * HOUR_MS, 90_000);
    const free = (await options(c.token, id, 1)).body.data;
    expect(free).toMatchObject({ freeMove: 'SCHEDULE_CHANGE', changeFee: 0 });
    expect(free.flights.map((f) => f.flightId)).toContain(other.id);
    const moved = await changeLeg(c.token, id, 1, other.id, ['7A']);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id, bookingStatus: 'CONFIRMED', totalAmount: 400, refund: null });
    expect(moved.body.data.segments[1]).toMatchObject({ flightId: other.id, seatNumbers: ['7A'] });
    expect(moved.body.data.change?.freeMove).toBeNull();
  });

  it("a trip's return flight cancelled moves free of charge on the outbound seat it keeps; once the trip is cancelled for it, while that seat lasts (decisions 075, 088)", async () => {
    const cancelReturn = async () => {
      const trip = await returnTrip(true);
      const other = await returnFlight(trip.out, 72 * HOUR_MS, 90_000);
      const cancelled = await call(t.app, 'POST', `/admin/flights/${trip.back.id}/cancel`, {
        token: adminToken,
      });
      expect(cancelled.status).toBe(200);
      return { ...trip, other };
    };
    const { c, out, id, other } = await cancelReturn();
    expect((await getBooking(c.token, id)).body.data).toMatchObject({
      bookingStatus: 'CONFIRMED',
      cancellation: null,
      change: { freeMove: 'FLIGHT_CANCELLED', freeMoveSegment: 1 },
    });
    expect(await freeSeats(out.id)).not.toContain('3A');
    // the flight still flying is not the one offered
    expect((await options(c.token, id, 0)).body.data).toMatchObject({ freeMove: null });
    const free = await options(c.token, id, 1);
    expect(free.body.data).toMatchObject({ freeMove: 'FLIGHT_CANCELLED', changeFee: 0 });
    expect(free.body.data.flights.map((f) => f.flightId)).toContain(other.id);
    const moved = await changeLeg(c.token, id, 1, other.id, ['7A']);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id, bookingStatus: 'CONFIRMED', totalAmount: 400 });
    expect(moved.body.data.segments.map((s) => [s.flightId, s.seatNumbers])).toEqual([
      [out.id, ['3A']],
      [other.id, ['7A']],
    ]);
    expect(await freeSeats(out.id)).not.toContain('3A');
    // the move takes the refund back: the same booking flies again
    expect(await outboundBooked(out.id)).toBe(1);
    expect((await getBooking(c.token, id)).body.data).toMatchObject({
      cancelReason: null,
      cancellation: null,
      refund: null,
    });

    // the trip cancelled for its flight frees the outbound seat: the move needs it still free
    const second = await cancelReturn();
    const gaveUp = await call(t.app, 'POST', `/user/bookings/${second.id}/cancelled-flight/cancel-trip`, {
      token: second.c.token,
    });
    expect(gaveUp.status).toBe(200);
    expect((await book(await customer(), request(second.out.id, '3A'))).status).toBe(201);
    const refused = await changeLeg(second.c.token, second.id, 1, second.other.id, ['7A']);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SEAT_TAKEN', message: changeMessages.keptSeatsTaken });
    expect(await freeSeats(second.other.id)).toContain('7A');
    expect((await getBooking(second.c.token, second.id)).body.data.cancellation?.refundAmount).toBe(400);
  });

  it('accepting the new times of a moved flight of a trip ends the choices', async () => {
    const { c, back, id } = await returnTrip(true);
    await moveFlight(back, 2 * HOUR_MS);
    const accepted = await call<Booking>(t.app, 'POST', `/user/bookings/${id}/accept-schedule`, {
      token: c.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.change?.freeMove).toBeNull();
    expect((await options(c.token, id, 1)).body.data).toMatchObject({ freeMove: null, changeFee: 75 });
  });

  it('answers a segment that is no number, or out of range, with a 400 and changes nothing', async () => {
    const { c, id } = await returnTrip();
    for (const bad of ['abc', '9', '-1', '1.5']) {
      const res = await call(t.app, 'GET', `/user/bookings/${id}/change-options?segment=${bad}`, {
        token: c.token,
      });
      expect(res.status).toBe(400);
    }
    const res = await change(c.token, id, {
      segment: 'x',
      quoteId: '33333333-3333-4333-8333-333333333333',
      flightId: '33333333-3333-4333-8333-333333333333',
      seatNumbers: ['1A'],
    });
    expect(res.status).toBe(400);
    expect((await getBooking(c.token, id)).body.data.bookingStatus).toBe('PENDING');
  });

  it('a change of the return flight of a trip and a one-way booking race for its last seat: exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      const { c, out, back, id } = await returnTrip();
      const target = await returnFlight(out, 72 * HOUR_MS, 20_000, 1);
      const [seat] = await freeSeats(target.id);
      const q = (await quote(c.token, id, 1, target.id, [seat!])).body.data;
      const [moved, booked] = await Promise.all([
        change(c.token, id, { segment: 1, quoteId: q.quoteId, flightId: target.id, seatNumbers: [seat!] }),
        book(await customer(), request(target.id, seat!)),
      ]);
      expect([moved.status === 200, booked.status === 201].filter(Boolean)).toHaveLength(1);
      expect(await freeSeats(target.id)).toEqual([]);
      const old: Booking = (await getBooking(c.token, id)).body.data;
      if (moved.status === 200) {
        expect(await freeSeats(back.id)).toContain('3B');
        expect(old.segments[1]?.flightId).toBe(target.id);
      } else {
        expect(['SEAT_TAKEN', 'SEATS_SOLD_OUT']).toContain((moved.body as { code?: string }).code);
        expect(old.bookingStatus).toBe('PENDING');
        expect(await freeSeats(back.id)).not.toContain('3B');
        expect(await freeSeats(out.id)).not.toContain('3A');
      }
    }
  });
});
