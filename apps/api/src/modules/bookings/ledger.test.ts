import { type Booking, type ChangeQuote, type RefundsOwed, DAY_MS, HOUR_MS } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, flightClasses, invoicePayments } from '../../db/schema';
import { call } from '../../test/app';
import { adminToken, book, customer, decide, request, t, useBookingApp } from '../../test/booking-app';
import { createBooking, createFlight } from '../../test/factories';
import { CDG, JFK, segmentsRequest } from '../../test/segments';
import { cancellationQuote, change, getBooking, quote } from '../../test/change-fixtures';

useBookingApp();

/** Noon UTC on the first `weekday` (0 Sunday … 6 Saturday) at least `days` from now. */
function on(weekday: number, days: number): Date {
  const d = new Date(Date.now() + days * DAY_MS);
  d.setUTCHours(12, 0, 0, 0);
  while (d.getUTCDay() !== weekday) d.setTime(d.getTime() + DAY_MS);
  return d;
}

const flight = (from: string, to: string, departureAt: Date, priceCents: number) =>
  createFlight(t.database.db, {
    departureCity: from,
    arrivalCity: to,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 7 * HOUR_MS),
    classes: [{ type: 'ECONOMY', priceCents, capacity: 90 }],
  });

/** A return trip JFK → CDG ($100) → JFK ($1,000), both on Wednesdays, and a $100 return beside it. */
async function dearReturnTrip() {
  const c = await customer();
  const out = await flight(JFK, CDG, on(3, 10), 10_000);
  const back = await flight(CDG, JFK, on(3, 17), 100_000);
  const cheapBack = await flight(CDG, JFK, new Date(back.departureAt.getTime() + DAY_MS), 10_000);
  const made = await book(
    c,
    segmentsRequest([
      { flightId: out.id, seats: ['1A'] },
      { flightId: back.id, seats: ['1A'] },
    ]),
  );
  expect(made.status).toBe(201);
  expect(made.body.data.totalAmount).toBe(1100);
  return { c, out, back, cheapBack, booking: made.body.data };
}

const ledger = async (bookingId: string) =>
  (
    await t.database.db.execute<{ kind: string; cents: number }>(
      sql`select kind, sum(amount_cents)::int as cents from booking_ledger where booking_id = ${bookingId} group by kind`,
    )
  ).rows.reduce<Record<string, number>>((all, r) => ({ ...all, [r.kind]: Number(r.cents) }), {});

/** The quote for moving a trip's second flight (segment 1) to `flightId`, seat 1A. */
const tripQuote = async (token: string, id: string, flightId: string) =>
  (
    await call<ChangeQuote>(
      t.app,
      'GET',
      `/user/bookings/${id}/change-quote?flightId=${flightId}&seatNumbers=1A&segment=1`,
      {
        token,
      },
    )
  ).body.data;

const giveAddress = (token: string, id: string, refundAddress: string) =>
  call(t.app, 'PUT', `/user/bookings/${id}/refund-address`, { token, body: { refundAddress } });

const refundsOwed = async () =>
  (await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: adminToken })).body.data.refunds;

describe('the booking ledger (docs/product.md "The booking\'s ledger")', () => {
  it('charges each passenger on each flight, with the offer that fitted that flight: a weekend offer prices only the weekend flight', async () => {
    const c = await customer();
    const saturday = await flight(JFK, CDG, on(6, 5), 20_000);
    const wednesday = await flight(CDG, JFK, new Date(saturday.departureAt.getTime() + 4 * DAY_MS), 20_000);
    const made = await book(
      c,
      segmentsRequest([
        { flightId: saturday.id, seats: ['2A', '2B'] },
        { flightId: wednesday.id, seats: ['2A', '2B'] },
      ]),
    );
    expect(made.status).toBe(201);
    // 20 % off the Saturday flight only: 2 × $160 + 2 × $200
    expect(made.body.data.totalAmount).toBe(720);
    expect(await ledger(made.body.data.id)).toEqual({ CHARGE: 72_000 });
  });

  it('an unpaid trip changed to a cheaper flight stays unpaid and owes its new price, never confirmed for $0', async () => {
    const { c, cheapBack, booking } = await dearReturnTrip();
    const q = await tripQuote(c.token, booking.id, cheapBack.id);
    expect(q).toMatchObject({ fareDifference: -900, changeFee: 75, amountDue: 275, refundAmount: 0 });
    const done = await change(c.token, booking.id, {
      quoteId: q.quoteId,
      flightId: cheapBack.id,
      seatNumbers: ['1A'],
      segment: 1,
    });
    expect(done.status).toBe(200);
    // the kept $100, the new $100 and the $75 fee: nothing was paid, so all of it is due
    expect(done.body.data).toMatchObject({
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmount: 275,
    });
    // and the pay-by time is the one the booking had: a change does not hold the seats longer
    expect(done.body.data.payment?.payBy).toBe(booking.payment?.payBy);
  });

  it('a paid trip is owed back no more than the ledger charged for the changed flight, whatever its list price since', async () => {
    const { c, back, cheapBack, booking } = await dearReturnTrip();
    expect((await decide(booking.id, 'approve')).status).toBe(200);
    // the old flight's list price is raised after the booking: it was charged $1,000, no more
    await t.database.db
      .update(flightClasses)
      .set({ priceCents: 500_000 })
      .where(eq(flightClasses.flightId, back.id));
    const q = await tripQuote(c.token, booking.id, cheapBack.id);
    expect(q).toMatchObject({ fareDifference: -900, amountDue: 0, refundAmount: 825 });
    const done = await change(c.token, booking.id, {
      quoteId: q.quoteId,
      flightId: cheapBack.id,
      seatNumbers: ['1A'],
      segment: 1,
    });
    expect(done.status).toBe(200);
    const after = (await getBooking(c.token, booking.id)).body.data;
    expect(after.changes).toMatchObject([{ status: 'DONE', refundAmount: 825 }]);
    // the same booking's books: $1,100 in, the old flight's $1,000 taken back, the new one's $100
    // and the fee charged, $825 owed back
    expect(await ledger(booking.id)).toMatchObject({
      CHARGE: 20_000,
      FEE: 7_500,
      PAYMENT_ATTESTED: 110_000,
      REFUND_OWED: 82_500,
    });
    expect(after.totalAmount).toBe(275);
  });

  it('a child who flew free on the family offer stays free on a change, and pays no fee', async () => {
    const c = await customer();
    const first = await flight(JFK, CDG, on(3, 10), 30_000);
    const other = await flight(JFK, CDG, new Date(first.departureAt.getTime() + DAY_MS), 30_000);
    const child = new Date(first.departureAt.getTime() - 8.5 * 365 * DAY_MS).toISOString().slice(0, 10);
    const made = await book(c, {
      flightId: first.id,
      classType: 'ECONOMY',
      seatNumbers: ['4A', '4B', '4C'],
      passengers: [
        { firstName: 'Ada', lastName: 'Byron', age: 36, gender: 'FEMALE' },
        { firstName: 'Will', lastName: 'Byron', age: 40, gender: 'MALE' },
        { firstName: 'Anne', lastName: 'Byron', age: 8, gender: 'FEMALE', dateOfBirth: child },
      ],
      mealPreferences: ['REGULAR', 'REGULAR', 'REGULAR'],
      specialAssistance: [0, 1, 2].map(() => ({ wheelchair: false, infant: false, elderly: false })),
    });
    expect(made.status).toBe(201);
    expect(made.body.data.totalAmount).toBe(600);
    expect((await decide(made.body.data.id, 'approve')).status).toBe(200);
    const q = await quote(c.token, made.body.data.id, other.id, ['5A', '5B', '5C']);
    expect(q.body.data).toMatchObject({ fareDifference: 0, changeFee: 150, amountDue: 150, refundAmount: 0 });
  });

  it('a confirmed booking whose payment left the chain owes back nothing it no longer has', async () => {
    const c = await customer();
    const f = await flight(JFK, CDG, on(3, 10), 29_900);
    const row = await createBooking(t.database.db, {
      flightId: f.id,
      classType: 'ECONOMY',
      seats: ['3C'],
      userId: c.user.id,
      email: c.user.email,
      totalAmountCents: 29_900,
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });
    await t.database.db
      .update(bookings)
      .set({ btcUsdRate: 100_000, amountSats: 299_000 })
      .where(eq(bookings.id, row.id));
    const output = {
      txid: 'ab'.repeat(32),
      vout: 0,
      bookingId: row.id,
      amountSats: 299_000,
      confirmations: 1,
      counted: true,
      firstSeenAt: new Date(),
    };
    await t.database.db.insert(invoicePayments).values(output);
    expect((await decide(row.id, 'approve')).body).toMatchObject({ statusCode: 200 });
    expect(await ledger(row.id)).toEqual({ CHARGE: 29_900, PAYMENT: 29_900 });
    // a reorg: detection drops the output
    await t.database.db.delete(invoicePayments).where(eq(invoicePayments.bookingId, row.id));
    expect(await ledger(row.id)).toMatchObject({ PAYMENT_REVERSED: 29_900 });
    const q = await cancellationQuote(c.token, row.id);
    expect(q.body.data.refundAmount).toBe(0);
  });

  it('money paid to a cancelled booking is owed back, and no longer once it left the chain', async () => {
    const c = await customer();
    const f = await flight(JFK, CDG, on(3, 10), 24_000);
    const made = await book(c, request(f.id, '7A'));
    const id = made.body.data.id;
    await t.database.db
      .update(bookings)
      .set({ btcUsdRate: 100_000, amountSats: 240_000 })
      .where(eq(bookings.id, id));
    expect((await call(t.app, 'POST', `/admin/flights/${f.id}/cancel`, { token: adminToken })).status).toBe(
      200,
    );
    await t.database.db.insert(invoicePayments).values({
      txid: 'cd'.repeat(32),
      vout: 0,
      bookingId: id,
      amountSats: 240_000,
      confirmations: 1,
      counted: true,
      firstSeenAt: new Date(),
    });
    expect((await refundsOwed()).find((r) => r.bookingId === id)).toMatchObject({
      kind: 'LATE_PAYMENT',
      amountUsd: 240,
    });
    // a reorg: detection drops the output before it is final
    await t.database.db.delete(invoicePayments).where(eq(invoicePayments.bookingId, id));
    expect(await ledger(id)).toMatchObject({ PAYMENT: 24_000, PAYMENT_REVERSED: 24_000, REFUND_OWED: 0 });
    expect((await refundsOwed()).find((r) => r.bookingId === id)).toBeUndefined();
  });

  it('money paid beyond the price is owed back only while the chain still holds it beyond the price', async () => {
    const c = await customer();
    const f = await flight(JFK, CDG, on(3, 10), 24_000);
    const id = (await book(c, request(f.id, '8A'))).body.data.id;
    await t.database.db
      .update(bookings)
      .set({ btcUsdRate: 100_000, amountSats: 240_000 })
      .where(eq(bookings.id, id));
    const output = (txid: string, amountSats: number) =>
      t.database.db.insert(invoicePayments).values({
        txid: txid.repeat(32),
        vout: 0,
        bookingId: id,
        amountSats,
        confirmations: 1,
        counted: true,
        firstSeenAt: new Date(),
      });
    const leaves = (txid: string) =>
      t.database.db.delete(invoicePayments).where(eq(invoicePayments.txid, txid.repeat(32)));
    await output('a1', 240_000);
    await output('b2', 60_000);
    expect(await ledger(id)).toMatchObject({ PAYMENT: 30_000, REFUND_OWED: 6_000 });
    // the surplus leaves the chain, then comes back
    await leaves('b2');
    expect(await ledger(id)).toMatchObject({ PAYMENT_REVERSED: 6_000, REFUND_OWED: 0 });
    await output('b2', 60_000);
    expect((await ledger(id)).REFUND_OWED).toBe(6_000);
    // the first payment leaves: $60 is now short of the price, and nothing is beyond it
    await leaves('a1');
    expect(await ledger(id)).toMatchObject({ PAYMENT: 36_000, PAYMENT_REVERSED: 30_000, REFUND_OWED: 0 });
  });

  it('a refund on a booking an administrator approved without a payment is listed as attested by them', async () => {
    const c = await customer();
    const f = await flight(JFK, CDG, on(3, 10), 4_000);
    const made = await book(c, request(f.id, '6A'));
    expect((await decide(made.body.data.id, 'approve')).status).toBe(200);
    expect((await call(t.app, 'POST', `/admin/flights/${f.id}/cancel`, { token: adminToken })).status).toBe(
      200,
    );
    const owed = (await refundsOwed()).find((r) => r.bookingId === made.body.data.id);
    expect(owed).toMatchObject({ kind: 'CANCELLATION', amountUsd: 40 });
    expect(owed?.attestedBy).not.toBeNull();
  });

  it('the desk cannot mark a refund sent to an address or of an amount that changed since it read the list', async () => {
    const c = await customer();
    const f = await flight(JFK, CDG, on(3, 10), 30_000);
    const made = await book(c, request(f.id, '7A'));
    const id = made.body.data.id;
    expect((await decide(id, 'approve')).status).toBe(200);
    const first = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const second = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
    expect((await call(t.app, 'POST', `/admin/flights/${f.id}/cancel`, { token: adminToken })).status).toBe(
      200,
    );
    expect((await giveAddress(c.token, id, first)).status).toBe(200);
    const seen = (await refundsOwed()).find((r) => r.bookingId === id)!;
    expect(seen).toMatchObject({ amountUsd: 300, address: first });
    // the traveller changes the address after the desk read it
    expect((await giveAddress(c.token, id, second)).status).toBe(200);
    const body = {
      kind: 'CANCELLATION',
      txid: 'cd'.repeat(32),
      amountUsd: seen.amountUsd,
      amountBtc: seen.amountBtc,
      address: seen.address,
    };
    const stale = await call(t.app, 'POST', `/admin/refunds/${id}/paid`, { token: adminToken, body });
    expect(stale.status).toBe(409);
    expect((stale.body as { code?: string }).code).toBe('REFUND_CHANGED');
    const sent = await call<Booking>(t.app, 'POST', `/admin/refunds/${id}/paid`, {
      token: adminToken,
      body: { ...body, address: second },
    });
    expect(sent.status).toBe(200);
    // once sent, the address is kept as it was, and nothing more is owed
    expect((await giveAddress(c.token, id, first)).status).toBe(409);
    expect(await ledger(id)).toMatchObject({ REFUND_OWED: 30_000, REFUND_PAID: 30_000 });
  });

  it('the database keeps the ledger append-only and refuses a refund beyond what came in', async () => {
    const c = await customer();
    const f = await flight(JFK, CDG, on(3, 10), 10_000);
    const made = await book(c, request(f.id, '8A'));
    expect(made.body).toMatchObject({ statusCode: 201 });
    const id = made.body.data.id;
    await expect(
      t.database.db.execute(sql`update booking_ledger set amount_cents = 0 where booking_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from booking_ledger where booking_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`insert into booking_ledger (booking_id, kind, refund_kind, amount_cents) values (${id}, 'REFUND_OWED', 'CANCELLATION', 100)`,
      ),
    ).rejects.toThrow();
    expect(await ledger(id)).toEqual({ CHARGE: 10_000 });
  });
});
