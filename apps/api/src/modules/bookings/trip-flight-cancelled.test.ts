import {
  type Booking,
  type ChangeOptions,
  type CheckInState,
  type ChangeQuote,
  type FlightCancellation,
  type RefundsOwed,
  HOUR_MS,
} from '@skylark/contract';
import { PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, invoicePayments } from '../../db/schema';
import { call } from '../../test/app';
import {
  adminToken,
  book,
  bookedSeats,
  customer,
  decide,
  freeSeats,
  request,
  smtp,
  t,
  useBookingApp,
} from '../../test/booking-app';
import { change, getBooking } from '../../test/change-fixtures';
import { createFlight, offWeekend } from '../../test/factories';
import { CDG, DXB, JFK, route, segmentsRequest } from '../../test/segments';
import { recipientOf } from '../../test/smtp';

useBookingApp();

/** A two-passenger multi-city trip JFK → CDG → DXB → JFK at $200 a seat ($1,200), paid unless `paid` is false. */
async function multiCityTrip(paid = true) {
  const c = await customer();
  const flights = await route(t.database.db, [JFK, CDG, DXB, JFK]);
  const made = await book(c, segmentsRequest(flights.map((f) => ({ flightId: f!.id, seats: ['4A', '4B'] }))));
  expect(made.status).toBe(201);
  if (paid)
    await call(t.app, 'POST', `/admin/bookings/${made.body.data.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
  return { c, flights: flights.map((f) => f!), id: made.body.data.id, trackingId: made.body.data.trackingId };
}

const cancelFlight = (flightId: string) =>
  call<FlightCancellation>(t.app, 'POST', `/admin/flights/${flightId}/cancel`, { token: adminToken });
const choose = (token: string, id: string, choice: 'keep-rest' | 'cancel-trip') =>
  call<Booking>(t.app, 'POST', `/user/bookings/${id}/cancelled-flight/${choice}`, { token });
const seatsSold = (flight: { classes: { id: string }[] }) => bookedSeats(flight.classes[0]!.id);

describe('one flight of a trip cancelled by the airline (decision 088)', () => {
  it('cancels that flight only: the trip stays booked on its other flights, the desk saw it listed, and the e-mail offers the three choices', async () => {
    const { c, flights, id, trackingId } = await multiCityTrip();
    const [first, middle, last] = flights;
    // a one-flight booking on the same flight is cancelled as before
    const single = await customer();
    const oneWay = (await book(single, request(middle!.id, '9A'))).body.data;

    const preview = await call<FlightCancellation>(
      t.app,
      'GET',
      `/admin/flights/${middle!.id}/cancellation`,
      {
        token: adminToken,
      },
    );
    expect(preview.body.data.trips).toEqual([
      { _id: id, trackingId, customerName: expect.any(String), travellers: 2, flights: 3 },
    ]);
    expect(preview.body.data.bookings.map((b) => b.trackingId)).toEqual([oneWay.trackingId]);

    const done = await cancelFlight(middle!.id);
    expect(done.status).toBe(200);
    expect(done.body.data.trips?.map((trip) => trip.trackingId)).toEqual([trackingId]);
    expect(done.body.data.bookings.map((b) => b.trackingId)).toEqual([oneWay.trackingId]);

    const trip = (await getBooking(c.token, id)).body.data;
    expect(trip).toMatchObject({
      bookingStatus: 'CONFIRMED',
      cancellation: null,
      totalAmount: 1200,
      cancelledFlight: {
        segment: 1,
        flightNumber: middle!.flightNumber,
        choice: null,
        keepRestRefund: 400,
        cancelTripRefund: 1200,
      },
      change: { freeMove: 'FLIGHT_CANCELLED', freeMoveSegment: 1 },
    });
    expect(trip.segments).toHaveLength(3);
    // the other flights keep their seats; the cancelled one's are free
    expect(await seatsSold(first!)).toBe(2);
    expect(await seatsSold(last!)).toBe(2);
    expect(await seatsSold(middle!)).toBe(0);
    expect(await freeSeats(first!.id)).not.toContain('4A');
    // online check-in never opens for the cancelled flight
    const checkIn = await call<CheckInState>(t.app, 'GET', `/user/bookings/${id}/check-in`, {
      token: c.token,
    });
    expect(checkIn.body.data.flights.map((f) => [f.flightNumber, f.window, f.passengers.length])).toEqual([
      [first!.flightNumber, 'NOT_OPEN', 2],
      [middle!.flightNumber, 'CLOSED', 0],
      [last!.flightNumber, 'NOT_OPEN', 2],
    ]);
    expect((await getBooking(single.token, oneWay.id)).body.data).toMatchObject({
      bookingStatus: 'CANCELLED',
      cancelReason: 'FLIGHT_CANCELLED',
    });

    const mail = await smtp.waitFor(
      (m) =>
        recipientOf(m) === c.user.email && m.subject === `Flight ${middle!.flightNumber} has been cancelled`,
    );
    expect(mail.text).toContain(`flight ${middle!.flightNumber}, flight 2 of your trip ${trackingId}`);
    expect(mail.text).toContain('Your other flights are still booked');
    expect(mail.text).toContain(
      'move this flight free of charge to another flight of the route within 3 days',
    );
    expect(mail.text).toContain('cancel the whole trip, with everything you paid refunded');
    expect(mail.text).toContain("keep your other flights, with this flight's fare refunded");
    expect(mail.text).toContain(`/bookings/${id}`);
  });

  it("keeping the rest owes back that flight's charge from the ledger, once; an unpaid trip owes nothing and its amount due falls", async () => {
    const { c, flights, id } = await multiCityTrip();
    await cancelFlight(flights[2]!.id);
    const kept = await choose(c.token, id, 'keep-rest');
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      totalAmount: 800,
      cancelledFlight: { segment: 2, choice: 'KEEP_REST' },
      refund: { owed: ['CANCELLATION'] },
      change: { freeMove: null },
    });
    expect(await seatsSold(flights[0]!)).toBe(2);
    const refunds = await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: adminToken });
    expect(refunds.body.data.refunds.filter((r) => r.bookingId === id)).toMatchObject([
      { kind: 'CANCELLATION', amountUsd: 400 },
    ]);
    const again = await choose(c.token, id, 'keep-rest');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'NO_FLIGHT_CANCELLED' });
    expect((await choose(c.token, id, 'cancel-trip')).status).toBe(409);

    const unpaid = await multiCityTrip(false);
    await cancelFlight(unpaid.flights[0]!.id);
    expect((await getBooking(unpaid.c.token, unpaid.id)).body.data).toMatchObject({
      bookingStatus: 'PENDING',
      cancelledFlight: { segment: 0, keepRestRefund: 0, cancelTripRefund: 0 },
      change: { freeMove: null },
    });
    const keptUnpaid = await choose(unpaid.c.token, unpaid.id, 'keep-rest');
    expect(keptUnpaid.status).toBe(200);
    expect(keptUnpaid.body.data).toMatchObject({
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmount: 800,
      refund: null,
    });
    const listed = await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: adminToken });
    expect(listed.body.data.refunds.some((r) => r.bookingId === unpaid.id)).toBe(false);
  });

  it("a kept trip's e-ticket and calendar leave the cancelled flight out, and cancelling the rest later owes it back as a second refund the desk can send", async () => {
    const { c, flights, id, trackingId } = await multiCityTrip();
    await cancelFlight(flights[1]!.id);
    expect((await choose(c.token, id, 'keep-rest')).status).toBe(200);
    const read = await getBooking(c.token, id);
    expect(read.body.data.segments.map((s) => s.cancelled ?? false)).toEqual([false, true, false]);

    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/bookings/${id}/ticket.pdf`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(ticket.statusCode).toBe(200);
    const pdf = await PDFDocument.load(ticket.rawPayload);
    // a boarding pass per passenger per flight flown: two flights, not three
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getKeywords()!.match(/M1.{58}/g)).toHaveLength(4);

    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/bookings/${id}/calendar.ics`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    const events = calendar.body.split('BEGIN:VEVENT').slice(1);
    expect(events.map((e) => /STATUS:(\w+)/.exec(e)?.[1])).toEqual(['CONFIRMED', 'CANCELLED', 'CONFIRMED']);
    expect(events[1]).toContain(`UID:booking-${trackingId}-2@skylark`);

    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    await call(t.app, 'PUT', `/user/bookings/${id}/refund-address`, {
      token: c.token,
      body: { refundAddress: address },
    });
    const sendRefund = async (txid: string) => {
      const listed = (
        await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: adminToken })
      ).body.data.refunds.filter((r) => r.bookingId === id);
      expect(listed).toHaveLength(1);
      const { kind, amountUsd, amountBtc } = listed[0]!;
      const paid = await call<Booking>(t.app, 'POST', `/admin/refunds/${id}/paid`, {
        token: adminToken,
        body: { kind, amountUsd, amountBtc, address, txid },
      });
      expect(paid.status).toBe(200);
      return { amountUsd, booking: paid.body.data };
    };
    expect((await sendRefund('b1'.repeat(32))).amountUsd).toBe(400);

    const cancelled = await call<Booking>(t.app, 'POST', `/user/bookings/${id}/cancel`, { token: c.token });
    expect(cancelled.status).toBe(200);
    const total = cancelled.body.data.cancellation!.refundAmount;
    // the fare rules refund part of the $800 the trip still holds, on top of the $400 already sent
    expect(total).toBeGreaterThan(400);
    expect(total).toBeLessThanOrEqual(1200);
    expect(cancelled.body.data.refund).toMatchObject({ owed: ['CANCELLATION'] });
    const second = await sendRefund('b2'.repeat(32));
    // in whole cents: a dollar amount less 400 in floating point need not be the API's figure
    expect(Math.round(second.amountUsd! * 100)).toBe(Math.round(total * 100) - 40_000);
    expect(second.booking.refund).toMatchObject({
      owed: [],
      paid: [{ kind: 'CANCELLATION' }, { kind: 'CANCELLATION' }],
    });
    const after = await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: adminToken });
    expect(after.body.data.refunds.some((r) => r.bookingId === id)).toBe(false);
  });

  it('cancelling the whole trip owes back everything received and frees every seat; only its owner may choose', async () => {
    const { c, flights, id } = await multiCityTrip();
    await cancelFlight(flights[1]!.id);
    const stranger = await customer();
    expect((await choose(stranger.token, id, 'cancel-trip')).status).toBe(404);

    const cancelled = await choose(c.token, id, 'cancel-trip');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      bookingStatus: 'CANCELLED',
      cancelReason: 'FLIGHT_CANCELLED',
      cancellation: { refundAmount: 1200 },
      cancelledFlight: { segment: 1, choice: 'CANCEL_TRIP' },
      refund: { owed: ['CANCELLATION'] },
    });
    for (const flight of flights) expect(await seatsSold(flight)).toBe(0);
    const again = await choose(c.token, id, 'keep-rest');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_CANCELLED' });

    // a trip with no flight cancelled has nothing to choose
    const other = await multiCityTrip();
    const none = await choose(other.c.token, other.id, 'keep-rest');
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'NO_FLIGHT_CANCELLED' });
  });

  it("moves the cancelled flight free of charge, the trip's other flights kept on their seats", async () => {
    const { c, flights, id } = await multiCityTrip();
    const [first, middle] = flights;
    await cancelFlight(middle!.id);
    // two hours either side of the cancelled weekday flight: one of them is on its weekday, and both
    // fit between the trip's other flights whatever today's weekday is
    const departureAt = [2, -2]
      .map((hours) => new Date(middle!.departureAt.getTime() + hours * HOUR_MS))
      .find((at) => offWeekend(at).getTime() === at.getTime())!;
    const instead = await createFlight(t.database.db, {
      departureCity: CDG,
      arrivalCity: DXB,
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 6 * HOUR_MS),
      classes: [{ type: 'ECONOMY', priceCents: 90_000 }],
    });
    const offered = await call<ChangeOptions>(t.app, 'GET', `/user/bookings/${id}/change-options?segment=1`, {
      token: c.token,
    });
    expect(offered.body.data).toMatchObject({ freeMove: 'FLIGHT_CANCELLED', changeFee: 0 });
    const q = await call<ChangeQuote>(
      t.app,
      'GET',
      `/user/bookings/${id}/change-quote?segment=1&flightId=${instead.id}&seatNumbers=7A,7B`,
      { token: c.token },
    );
    expect(q.body.data).toMatchObject({ amountDue: 0, refundAmount: 0 });
    const moved = await change(c.token, id, {
      segment: 1,
      quoteId: q.body.data.quoteId,
      flightId: instead.id,
      seatNumbers: ['7A', '7B'],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ bookingStatus: 'CONFIRMED', totalAmount: 1200 });
    expect(moved.body.data.segments.map((s) => [s.flightId, s.seatNumbers])).toEqual([
      [first!.id, ['4A', '4B']],
      [instead.id, ['7A', '7B']],
      [flights[2]!.id, ['4A', '4B']],
    ]);
    expect(await seatsSold(first!)).toBe(2);
    expect(await seatsSold(instead)).toBe(2);
    // the trip moved in place: the booking flies on, and no choice is left on it
    const after = (await getBooking(c.token, id)).body.data;
    expect(after).toMatchObject({ bookingStatus: 'CONFIRMED', cancelReason: null });
    expect(after.cancelledFlight ?? null).toBeNull();
  });

  it('offers no free move of the cancelled flight once the payment the trip was paid with left the chain', async () => {
    const { c, flights, id } = await multiCityTrip(false);
    const db = t.database.db;
    // detection saw $1,200 paid in full at $100,000 a bitcoin, and the desk confirmed it
    await db
      .update(bookings)
      .set({ btcUsdRate: 100_000, amountSats: 1_200_000, invoiceStatus: 'PAID', paymentSeenAt: new Date() })
      .where(eq(bookings.id, id));
    await db.insert(invoicePayments).values({
      txid: 'ef'.repeat(32),
      vout: 0,
      bookingId: id,
      amountSats: 1_200_000,
      confirmations: 1,
      counted: true,
      firstSeenAt: new Date(),
    });
    expect((await decide(id, 'approve')).status).toBe(200);
    await cancelFlight(flights[1]!.id);
    expect((await getBooking(c.token, id)).body.data.change).toMatchObject({
      freeMove: 'FLIGHT_CANCELLED',
      freeMoveSegment: 1,
    });

    // a reorg drops the transaction: detection moves the invoice back to awaiting
    await db.delete(invoicePayments).where(eq(invoicePayments.bookingId, id));
    await db.update(bookings).set({ invoiceStatus: 'AWAITING' }).where(eq(bookings.id, id));
    const trip = (await getBooking(c.token, id)).body.data;
    // nor anything owed back that it no longer has
    expect(trip).toMatchObject({
      bookingStatus: 'CONFIRMED',
      change: { freeMove: null },
      cancelledFlight: { keepRestRefund: 0, cancelTripRefund: 0 },
    });
    const offered = await call<ChangeOptions>(t.app, 'GET', `/user/bookings/${id}/change-options?segment=1`, {
      token: c.token,
    });
    expect(offered.body.data.freeMove).toBeNull();
  });

  it('offers the free move to a trip the desk confirmed, though a payment it saw in the mempool never arrived', async () => {
    const { c, flights, id } = await multiCityTrip(false);
    const db = t.database.db;
    // detection saw a transaction that then dropped out of the mempool: the invoice awaits again
    await db
      .update(bookings)
      .set({
        btcUsdRate: 100_000,
        amountSats: 1_200_000,
        invoiceStatus: 'AWAITING',
        paymentSeenAt: new Date(),
      })
      .where(eq(bookings.id, id));
    // the desk confirms the trip without it: the ledger holds the $1,200 as attested by them
    expect((await decide(id, 'approve')).status).toBe(200);
    await cancelFlight(flights[1]!.id);
    expect((await getBooking(c.token, id)).body.data.change).toMatchObject({
      freeMove: 'FLIGHT_CANCELLED',
      freeMoveSegment: 1,
    });
    const offered = await call<ChangeOptions>(t.app, 'GET', `/user/bookings/${id}/change-options?segment=1`, {
      token: c.token,
    });
    expect(offered.body.data).toMatchObject({ freeMove: 'FLIGHT_CANCELLED', changeFee: 0 });
  });
});
