import { type Booking, DAY_MS, HOUR_MS } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, refundPayouts } from '../../db/schema';
import { call, tokenFor } from '../../test/app';
import {
  adminToken,
  customer,
  freeSeats,
  smtp,
  t,
  useBookingApp,
  book,
  request,
} from '../../test/booking-app';
import {
  cancellationQuote,
  change,
  flightOfRoute,
  moveFlight,
  getBooking,
  options,
  paidBooking,
  quote,
  quoteAndChange,
} from '../../test/change-fixtures';
import { backdateBooking, createAdmin } from '../../test/factories';
import { recipientOf } from '../../test/smtp';

useBookingApp();

describe('a schedule change of more than 60 minutes (docs/product.md#148-changing-flight)', () => {
  it('offers the three choices; the free move is within 3 days and costs nothing, even to a dearer flight', async () => {
    const { c, flight, id } = await paidBooking();
    expect((await moveFlight(flight, 2 * HOUR_MS)).status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /new times/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('- move free of charge to another flight of the route within 3 days;');
    const booking = (await getBooking(c.token, id)).body.data;
    expect(booking.change?.freeMove).toBe('SCHEDULE_CHANGE');
    const cancelQuote = await cancellationQuote(c.token, id);
    expect(cancelQuote.body.data).toMatchObject({ refundPercent: 100, refundAmount: 299 });

    // timed from the booked flight, as a weekend skipped from now would move either across the 3 days
    const near = await flightOfRoute(new Date(flight.departureAt.getTime() + DAY_MS), 89_900);
    const far = await flightOfRoute(new Date(flight.departureAt.getTime() + 5 * DAY_MS), 9_900);
    const listed = (await options(c.token, id)).body.data;
    expect(listed).toMatchObject({ freeMove: 'SCHEDULE_CHANGE', changeFee: 0 });
    expect(listed.flights.map((f) => f.flightId)).toContain(near.id);
    expect(listed.flights.map((f) => f.flightId)).not.toContain(far.id);
    expect((await quote(c.token, id, far.id, ['4A'])).status).toBe(400);
    const q = await quote(c.token, id, near.id, ['4A']);
    expect(q.body.data).toMatchObject({ amountDue: 0, refundAmount: 0, changeFee: 0, fareDifference: 0 });
    const moved = await change(c.token, id, {
      quoteId: q.body.data.quoteId,
      flightId: near.id,
      seatNumbers: ['4A'],
    });
    // the same booking on the new flight, at the fare it paid
    expect(moved.body.data).toMatchObject({
      id,
      trackingId: booking.trackingId,
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      totalAmount: 299,
      flightNumber: near.flightNumber,
      scheduleChange: null,
      change: { freeMove: null },
    });
    expect(moved.body.data.changes).toMatchObject([{ status: 'DONE', amountDue: 0, refundAmount: 0 }]);
    expect(await freeSeats(flight.id)).toContain('3C');
  });

  it('accepting the new times ends the choices, and the fare rules refund again', async () => {
    const { c, flight, id } = await paidBooking();
    await moveFlight(flight, 3 * HOUR_MS);
    const accepted = await call<Booking>(t.app, 'POST', `/user/bookings/${id}/accept-schedule`, {
      token: c.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.scheduleChange).toBeNull();
    expect(accepted.body.data.change?.freeMove).toBeNull();
    // past the 24-hour rule's window, which would refund it all (decision 097)
    await backdateBooking(t.database.db, id);
    const cancelQuote = await cancellationQuote(c.token, id);
    expect(cancelQuote.body.data.refundPercent).toBe(90);
    const again = await call(t.app, 'POST', `/user/bookings/${id}/accept-schedule`, { token: c.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CHANGE_NOT_OFFERED' });
  });

  it('a move of 60 minutes or less offers no free move', async () => {
    const { c, flight, id } = await paidBooking();
    await moveFlight(flight, HOUR_MS);
    expect((await getBooking(c.token, id)).body.data.change?.freeMove).toBeNull();
    expect((await options(c.token, id)).body.data.changeFee).toBe(75);
  });
});

describe('a cancelled flight (docs/product.md#148-changing-flight, decision 059)', () => {
  it('cancels in full, then offers a free move that takes the refund back; none once the refund is sent', async () => {
    const { c, flight, id } = await paidBooking();
    const cancelled = await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: adminToken,
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /has been cancelled/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('move free of charge to another flight of the route within 3 days');
    const booking = (await getBooking(c.token, id)).body.data;
    expect(booking).toMatchObject({ bookingStatus: 'CANCELLED', change: { freeMove: 'FLIGHT_CANCELLED' } });
    expect(booking.cancellation?.refundAmount).toBe(299);

    const next = await flightOfRoute(new Date(flight.departureAt.getTime() + DAY_MS), 49_900);
    const moved = await quoteAndChange(c.token, id, next.id, ['7C']);
    expect(moved.status).toBe(200);
    // the same booking, active again on the new flight, owing nothing back
    expect(moved.body.data).toMatchObject({
      id,
      trackingId: booking.trackingId,
      bookingStatus: 'CONFIRMED',
      totalAmount: 299,
      cancellation: null,
      refund: null,
      change: { freeMove: null },
    });
    expect(await freeSeats(next.id)).not.toContain('7C');
    const owed = await call<{ refunds: { bookingId: string }[] }>(t.app, 'GET', '/admin/refunds', {
      token: adminToken,
    });
    expect(owed.body.data.refunds.map((r) => r.bookingId)).not.toContain(id);

    const second = await paidBooking();
    await call(t.app, 'PATCH', `/admin/flights/${second.flight.id}`, {
      token: adminToken,
      body: { status: 'CANCELLED' },
    });
    await t.database.db.insert(refundPayouts).values({
      bookingId: second.id,
      kind: 'CANCELLATION',
      txid: 'a'.repeat(64),
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amountCents: 29_900,
      paidAt: new Date(),
    });
    const refused = await options(second.c.token, second.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ALREADY_CANCELLED' });
  });
});

describe('seats move atomically (decision 002)', () => {
  it('a change and a booking racing for the last seat of a class: exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      const { c, id } = await paidBooking();
      const target = await flightOfRoute(12 * DAY_MS, 29_900, 1);
      const [seat] = await freeSeats(target.id);
      const q = (await quote(c.token, id, target.id, [seat!])).body.data;
      const rival = await customer();
      const [moved, booked] = await Promise.all([
        change(c.token, id, { quoteId: q.quoteId, flightId: target.id, seatNumbers: [seat!] }),
        book(rival, request(target.id, seat!)),
      ]);
      const wins = [moved.status === 200, booked.status === 201].filter(Boolean);
      expect(wins).toHaveLength(1);
      const loser = moved.status === 200 ? booked : moved;
      expect(loser.status).toBe(409);
      expect(['SEAT_TAKEN', 'SEATS_SOLD_OUT']).toContain((loser.body as { code?: string }).code);
      expect(await freeSeats(target.id)).toEqual([]);
      // the loser of a change keeps its booking as it was
      if (moved.status !== 200)
        expect((await getBooking(c.token, id)).body.data).toMatchObject({ bookingStatus: 'CONFIRMED' });
    }
  });
});

describe('the desk changes a booking for the customer (docs/product.md#122-one-view-per-customer)', () => {
  it('an agent sees the customer quote and changes at it; the audit trail names the agent', async () => {
    const { c, id } = await paidBooking();
    const agent = await createAdmin(t.database.db, { teamRole: 'agent' });
    const token = tokenFor(t.app, agent.id, 'admin');
    const cheaper = await flightOfRoute(9 * DAY_MS, 19_900);
    const listed = await options(token, id, true);
    expect(listed.body.data.flights.map((f) => f.flightId)).toContain(cheaper.id);
    const customerQuote = (await quote(c.token, id, cheaper.id, ['2B'])).body.data;
    const deskQuote = (await quote(token, id, cheaper.id, ['2B'], true)).body.data;
    expect(deskQuote.refundAmount).toBe(customerQuote.refundAmount);
    const done = await change(
      token,
      id,
      { quoteId: deskQuote.quoteId, flightId: cheaper.id, seatNumbers: ['2B'] },
      true,
    );
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      id,
      bookingStatus: 'CONFIRMED',
      flightNumber: cheaper.flightNumber,
    });
    const desk = await call<Booking>(t.app, 'GET', `/admin/bookings/${id}`, { token });
    expect(desk.body.data.changes).toMatchObject([{ status: 'DONE', toFlight: { flightId: cheaper.id } }]);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(events.find((e) => e.action === 'booking.change_for_customer')?.actorId).toBe(agent.id);
    await smtp.waitFor((m) => recipientOf(m) === c.user.email && /^Flight changed/.test(m.subject ?? ''));
  });
});
