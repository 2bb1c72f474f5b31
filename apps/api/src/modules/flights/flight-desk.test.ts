import {
  DAY_MS,
  flightDeskMessages,
  type AuditPage,
  type FlightCancellation,
  type TodayBoard,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, weekdayAhead } from '../../test/factories';
import { bookings, flights, invoicePayments } from '../../db/schema';
import { call } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { firstSegment, selectBookings } from '../../db/first-flight';
import { newAdminToken } from '../../test/signed-in-app';

/* Cancel flight with its effect shown before and after, and the Today board (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */

let admin: string;
let agent: string;

useMailApp();
beforeAll(async () => {
  admin = await newAdminToken(t);
  agent = await newAdminToken(t, { teamRole: 'agent' });
});

describe('cancelling a flight', () => {
  it('previews the travellers and refunds, then cancels, refunds, mails and audits it as a cancellation', async () => {
    const flight = await createFlight(t.database.db, {
      flightNumber: 'CX300',
      departureAt: weekdayAhead(10),
    });
    const paid = await createBooking(t.database.db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['1A', '1B'],
      totalAmountCents: 45_000,
      email: 'paid@example.com',
      customerName: 'Ada Lovelace',
    });
    const unpaid = await createBooking(t.database.db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['2A'],
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmountCents: 12_000,
      email: 'unpaid@example.com',
    });

    const preview = await call<FlightCancellation>(t.app, 'GET', `/admin/flights/${flight.id}/cancellation`, {
      token: admin,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ flightNumber: 'CX300', travellers: 3, refundTotal: 450 });
    expect(preview.body.data.bookings).toHaveLength(2);
    expect(preview.body.data.bookings.find((b) => b._id === paid.id)).toMatchObject({
      customerName: 'Ada Lovelace',
      travellers: 2,
      paid: true,
      refundAmount: 450,
    });
    // a preview changes nothing
    const [still] = await t.database.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(still!.status).toBe('SCHEDULED');

    const done = await call<FlightCancellation>(t.app, 'POST', `/admin/flights/${flight.id}/cancel`, {
      token: admin,
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(flightDeskMessages.flightCancelled);
    expect(done.body.data).toMatchObject({ travellers: 3, refundTotal: 450 });
    expect(done.body.data.bookings.find((b) => b._id === unpaid.id)).toMatchObject({
      travellers: 1,
      paid: false,
      refundAmount: 0,
    });
    const rows = await selectBookings(t.database.db).where(eq(firstSegment.flightId, flight.id));
    expect(rows.map((r) => [r.bookingStatus, r.refundAmountCents]).sort()).toEqual([
      ['CANCELLED', 0],
      ['CANCELLED', 45_000],
    ]);
    await smtp.waitFor((m) => recipientOf(m) === 'paid@example.com');

    // the trail reads "Flight cancelled", findable by its action
    const trail = await call<AuditPage>(t.app, 'GET', '/admin/audit?action=flight.cancel', { token: admin });
    expect(trail.body.data.data.map((e) => e.targetId)).toContain(flight.id);

    // a second time: 409, and nothing changes
    const again = await call(t.app, 'POST', `/admin/flights/${flight.id}/cancel`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(flightDeskMessages.alreadyCancelled);
    const previewAgain = await call(t.app, 'GET', `/admin/flights/${flight.id}/cancellation`, {
      token: admin,
    });
    expect(previewAgain.status).toBe(409);
  });

  it("previews the refunds the cancellation then owes, from each booking's ledger", async () => {
    const flight = await createFlight(t.database.db, { departureAt: weekdayAhead(12) });
    const unpaid = (seat: string, totalAmountCents: number) =>
      createBooking(t.database.db, {
        flightId: flight.id,
        classType: 'ECONOMY',
        seats: [seat],
        bookingStatus: 'PENDING',
        paymentStatus: 'PENDING',
        totalAmountCents,
      });
    const paidOnChain = async (bookingId: string, txid: string, amountSats: number) => {
      await t.database.db
        .update(bookings)
        .set({ btcUsdRate: 100_000, amountSats: 300_000 })
        .where(eq(bookings.id, bookingId));
      await t.database.db.insert(invoicePayments).values({
        txid: txid.repeat(32),
        vout: 0,
        bookingId,
        amountSats,
        confirmations: 1,
        counted: true,
        firstSeenAt: new Date(),
      });
    };
    // paid in full on chain and approved; then a reorg took the payment back
    const gone = await unpaid('5A', 30_000);
    await paidOnChain(gone.id, 'a7', 300_000);
    const approved = await call(t.app, 'POST', `/admin/bookings/${gone.id}/approve`, {
      token: admin,
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await t.database.db.delete(invoicePayments).where(eq(invoicePayments.bookingId, gone.id));
    // never paid, but $50 of its $300 arrived
    const part = await unpaid('5B', 30_000);
    await paidOnChain(part.id, 'b8', 50_000);

    const preview = await call<FlightCancellation>(t.app, 'GET', `/admin/flights/${flight.id}/cancellation`, {
      token: admin,
    });
    const refunds = (c: FlightCancellation) => c.bookings.map((b) => [b._id, b.refundAmount]).sort();
    expect(refunds(preview.body.data)).toEqual(
      [
        [gone.id, 0],
        [part.id, 50],
      ].sort(),
    );
    expect(preview.body.data.refundTotal).toBe(50);
    const done = await call<FlightCancellation>(t.app, 'POST', `/admin/flights/${flight.id}/cancel`, {
      token: admin,
    });
    expect(done.status).toBe(200);
    expect(refunds(done.body.data)).toEqual(refunds(preview.body.data));
    expect(done.body.data.refundTotal).toBe(50);
  });

  it('logs a cancellation through the edit form as a cancellation too', async () => {
    const flight = await createFlight(t.database.db, { departureAt: weekdayAhead(12) });
    const res = await call(t.app, 'PATCH', `/admin/flights/${flight.id}`, {
      token: admin,
      body: { status: 'CANCELLED' },
    });
    expect(res.status).toBe(200);
    const trail = await call<AuditPage>(t.app, 'GET', '/admin/audit?limit=100', { token: admin });
    const mine = trail.body.data.data.filter((e) => e.targetId === flight.id);
    expect(mine.map((e) => e.action)).toEqual(['flight.cancel']);
  });

  it('is refused to an agent (403) and answers 404 for an unknown flight, 400 for a bad id', async () => {
    const flight = await createFlight(t.database.db, { departureAt: weekdayAhead(12) });
    expect((await call(t.app, 'POST', `/admin/flights/${flight.id}/cancel`, { token: agent })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, 'GET', `/admin/flights/${flight.id}/cancellation`, { token: agent })).status,
    ).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'POST', `/admin/flights/${unknown}/cancel`, { token: admin })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', '/admin/flights/not-an-id/cancellation', { token: admin })).status).toBe(
      400,
    );
    const [row] = await t.database.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(row!.status).toBe('SCHEDULED');
  });
});

describe('GET /admin/flights/today', () => {
  it('lists the next 24 hours soonest first with load factor and pending payments; check-in is not counted', async () => {
    const soon = await createFlight(t.database.db, {
      flightNumber: 'TD101',
      departureAt: new Date(Date.now() + 3 * 3600_000),
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 4 }],
    });
    const sooner = await createFlight(t.database.db, {
      flightNumber: 'TD100',
      departureAt: new Date(Date.now() + 3600_000),
    });
    await createFlight(t.database.db, {
      flightNumber: 'TD102',
      departureAt: new Date(Date.now() + 25 * 3600_000),
    });
    await createFlight(t.database.db, {
      flightNumber: 'TD099',
      departureAt: new Date(Date.now() - 3600_000),
    });
    await createBooking(t.database.db, { flightId: soon.id, classType: 'ECONOMY', seats: ['1A'] });
    await createBooking(t.database.db, {
      flightId: soon.id,
      classType: 'ECONOMY',
      seats: ['1B'],
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });

    const board = await call<TodayBoard>(t.app, 'GET', '/admin/flights/today', { token: agent });
    expect(board.status).toBe(200);
    const numbers = board.body.data.flights.map((f) => f.flightNumber);
    expect(numbers.filter((n) => n.startsWith('TD'))).toEqual(['TD100', 'TD101']);
    expect(board.body.data.flights.find((f) => f._id === soon.id)).toMatchObject({
      bookedSeats: 2,
      seatsForSale: 4,
      loadFactor: 50,
      pendingPayments: 1,
      checkedIn: 0,
    });
    expect(board.body.data.flights.find((f) => f._id === sooner.id)?.pendingPayments).toBe(0);
    expect(Date.parse(board.body.data.to) - Date.parse(board.body.data.from)).toBe(DAY_MS);
  });
});
