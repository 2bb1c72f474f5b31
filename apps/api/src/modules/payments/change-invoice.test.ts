import { type Booking, type ChangeQuote, type RefundsOwed, DAY_MS } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/app';
import { WATCHED_POLL, useWatchedPayments } from '../../test/watched-payments';
import { createFlight, offWeekend } from '../../test/factories';
import { lapseDueChanges } from './expiry';

/** A paid booking's dearer change paid on chain, on the change's own invoice (decision 086). */

const chain = useWatchedPayments();

const poll = chain.poll;

const flightIn = (days: number, priceCents: number) =>
  createFlight(chain.app.t.database.db, {
    departureCity: 'London, Heathrow (LHR)',
    arrivalCity: 'Tokyo, Haneda (HND)',
    departureAt: offWeekend(new Date(Date.now() + days * DAY_MS)),
    classes: [{ type: 'ECONOMY', priceCents }],
  });

const seatsLeft = async (flightId: string) =>
  (
    await call<{ availableSeats: { seatNumber: string }[] }>(
      chain.app.t.app,
      'GET',
      `/user/flights/${flightId}/seats?classType=ECONOMY`,
    )
  ).body.data.availableSeats.map((s) => s.seatNumber);

/** A booking made and paid in full on chain: confirmed by detection. */
async function paidOnChain(seat: string) {
  const flight = await flightIn(10, 29_900);
  const c = await chain.app.customer();
  const made = await chain.app.book(c.token, flight.id, seat);
  expect(made.status).toBe(201);
  const invoice = made.body.data.payment!;
  chain.esplora.pay(invoice.address, invoice.amountSats!);
  chain.esplora.mine();
  await poll();
  const booking = await chain.app.get(c.token, made.body.data.id);
  expect(booking).toMatchObject({ bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' });
  return { c, flight, booking };
}

async function changeTo(token: string, id: string, flightId: string, seat: string) {
  const q = await call<ChangeQuote>(
    chain.app.t.app,
    'GET',
    `/user/bookings/${id}/change-quote?flightId=${flightId}&seatNumbers=${seat}`,
    { token },
  );
  expect(q.status).toBe(200);
  const done = await call<Booking>(chain.app.t.app, 'POST', `/user/bookings/${id}/change`, {
    token,
    body: { quoteId: q.body.data.quoteId, flightId, seatNumbers: [seat] },
  });
  expect(done.status).toBe(200);
  return done.body.data;
}

describe("a paid booking's dearer change, paid on chain", () => {
  it('is a second invoice of the same booking; once paid the booking moves, keeping its tracking ID', async () => {
    const { c, flight, booking } = await paidOnChain('3A');
    const dearer = await flightIn(12, 49_900);
    const pending = await changeTo(c.token, booking.id, dearer.id, '5A');
    expect(pending).toMatchObject({
      id: booking.id,
      trackingId: booking.trackingId,
      bookingStatus: 'CONFIRMED',
      flightNumber: flight.flightNumber,
    });
    const change = pending.changes![0]!;
    // $200 dearer and the $75 fee, at $50,000 a bitcoin, to an address of its own
    expect(change).toMatchObject({ status: 'PENDING_PAYMENT', amountDue: 275 });
    expect(change.payment).toMatchObject({ amountSats: 550_000, status: 'AWAITING', receivedSats: 0 });
    expect(change.payment!.address).not.toBe(booking.payment!.address);
    expect(change.payment!.payBy).toBeTruthy();
    expect(await seatsLeft(flight.id)).not.toContain('3A');
    expect(await seatsLeft(dearer.id)).not.toContain('5A');

    chain.esplora.pay(change.payment!.address, 550_000);
    await poll();
    // seen, not yet confirmed: the booking keeps its flight
    expect((await chain.app.get(c.token, booking.id)).flightNumber).toBe(flight.flightNumber);
    chain.esplora.mine();
    await poll();
    const moved = await chain.app.get(c.token, booking.id);
    expect(moved).toMatchObject({
      id: booking.id,
      trackingId: booking.trackingId,
      bookingStatus: 'CONFIRMED',
      flightNumber: dearer.flightNumber,
      totalAmount: 299 + 275,
    });
    expect(moved.passengers.map((x) => x.seatNumber)).toEqual(['5A']);
    expect(moved.changes![0]).toMatchObject({
      status: 'DONE',
      payment: { status: 'PAID', receivedSats: 550_000 },
    });
    // the booking's own invoice is untouched by the change's payment
    expect(moved.payment).toMatchObject({ status: 'PAID', receivedSats: booking.payment!.receivedSats });
    expect(moved.refund).toBeNull();
    expect(await seatsLeft(flight.id)).toContain('3A');
    expect(await seatsLeft(dearer.id)).not.toContain('5A');
    const mine = await call<{ data: { id: string }[] }>(chain.app.t.app, 'GET', '/user/bookings', {
      token: c.token,
    });
    expect(mine.body.data.data.map((b) => b.id)).toEqual([booking.id]);
    expect(await chain.app.auditOf('booking.change_completed', booking.id)).toHaveLength(1);
  });

  it('lapses unpaid: the new seat is freed, and money that reaches its address later is owed back', async () => {
    const { c, flight, booking } = await paidOnChain('3B');
    const dearer = await flightIn(13, 49_900);
    const pending = await changeTo(c.token, booking.id, dearer.id, '6A');
    const change = pending.changes![0]!;
    const later = new Date(Date.parse(change.payment!.payBy!) + 1000);
    expect(await lapseDueChanges(chain.app.t.database.db, later, WATCHED_POLL.graceSeconds)).toContain(
      change.id,
    );
    const kept = await chain.app.get(c.token, booking.id);
    expect(kept).toMatchObject({ flightNumber: flight.flightNumber, bookingStatus: 'CONFIRMED' });
    expect(kept.changes![0]!.status).toBe('LAPSED');
    expect(await seatsLeft(dearer.id)).toContain('6A');
    expect(await seatsLeft(flight.id)).not.toContain('3B');

    chain.esplora.pay(change.payment!.address, 550_000);
    chain.esplora.mine();
    await poll(later);
    expect((await chain.app.get(c.token, booking.id)).flightNumber).toBe(flight.flightNumber);
    const owed = await call<RefundsOwed>(chain.app.t.app, 'GET', '/admin/refunds', {
      token: chain.app.adminToken,
    });
    expect(owed.body.data.refunds.filter((r) => r.bookingId === booking.id)).toMatchObject([
      { kind: 'LATE_PAYMENT', amountUsd: 275 },
    ]);
  });
});
