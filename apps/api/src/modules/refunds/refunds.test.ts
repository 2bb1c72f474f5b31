import { type Booking, type RefundOwed, type RefundsOwed, DAY_MS, refundMessages } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser, weekdayAhead } from '../../test/factories';
import { auditEvents, bookings, invoicePayments } from '../../db/schema';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { newAdminToken } from '../../test/signed-in-app';
import { listRefundsOwed } from './service';

let adminToken: string;

useMailApp({ BTC_USD_RATE: '50000' });
beforeAll(async () => {
  adminToken = await newAdminToken(t);
});

const SEGWIT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const TXID = 'a1'.repeat(32);

/** A booking of a $299 flight 10 days out made two days ago (past the 24-hour rule, decision 097), paid unless said otherwise, with its owner's token. */
async function booking(paid = true) {
  const user = await createUser(t.database.db, {
    email: `refund-${Math.random().toString(36).slice(2)}@example.com`,
  });
  const flight = await createFlight(t.database.db, { departureAt: weekdayAhead(10) });
  const status = paid ? 'CONFIRMED' : 'PENDING';
  const row = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['4A'],
    userId: user.id,
    email: user.email,
    bookingStatus: status,
    paymentStatus: status,
    createdAt: new Date(Date.now() - 2 * DAY_MS),
  });
  return {
    id: row.id,
    trackingId: row.trackingId,
    email: user.email,
    token: tokenFor(t.app, user.id, 'user'),
  };
}

const cancel = (token: string, id: string, body?: object) =>
  call<Booking>(t.app, 'POST', `/user/bookings/${id}/cancel`, { token, body });
const giveAddress = (token: string, id: string, refundAddress: string) =>
  call<Booking>(t.app, 'PUT', `/user/bookings/${id}/refund-address`, { token, body: { refundAddress } });
/** What the desk saw of a listed refund: the mark-paid body names it. */
const seenOf = (r: RefundOwed | undefined) => ({
  kind: r?.kind ?? 'CANCELLATION',
  amountUsd: r?.amountUsd ?? null,
  amountBtc: r?.amountBtc ?? null,
  address: r?.address ?? '',
});
const owed = async () =>
  (await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: adminToken })).body.data;

describe('refund addresses (docs/product.md#147-cancelling-with-a-quote-and-refunds)', () => {
  it('takes only a Bitcoin mainnet address with a good checksum; a refused one cancels nothing', async () => {
    const b = await booking();
    for (const bad of [
      `${SEGWIT.slice(0, -1)}r`,
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      `${LEGACY.slice(0, -1)}3`,
    ]) {
      const res = await cancel(b.token, b.id, { refundAddress: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.data).toEqual({
        errors: [{ field: 'refundAddress', message: refundMessages.addressInvalid }],
      });
    }
    // BIP173: a bech32 address in mixed case is invalid, even with a good checksum once lowered
    const mixed = `BC1Q${SEGWIT.slice(4)}`;
    for (const res of [
      await cancel(b.token, b.id, { refundAddress: mixed }),
      await giveAddress(b.token, b.id, mixed),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual({
        errors: [{ field: 'refundAddress', message: refundMessages.addressMixedCase }],
      });
    }
    expect(
      (await call<Booking>(t.app, 'GET', `/user/bookings/${b.id}`, { token: b.token })).body.data
        .bookingStatus,
    ).toBe('CONFIRMED');
    const done = await cancel(b.token, b.id, { refundAddress: SEGWIT.toUpperCase() });
    expect(done.status).toBe(200);
    expect(done.body.data.refund).toEqual({
      address: SEGWIT,
      needsAddress: false,
      owed: ['CANCELLATION'],
      paid: [],
    });
  });

  it('after a cancellation without a body, asks for the address until one is given', async () => {
    const b = await booking();
    const cancelled = await cancel(b.token, b.id);
    expect(cancelled.body.data.refund).toMatchObject({ address: null, needsAddress: true });
    const mail = await smtp.waitFor((m) => recipientOf(m) === b.email && /cancelled/.test(m.subject ?? ''));
    expect(mail.text).toContain('Please give a Bitcoin refund address on your booking page');
    expect((await giveAddress(b.token, b.id, 'not-an-address')).status).toBe(400);
    const given = await giveAddress(b.token, b.id, LEGACY);
    expect(given.status).toBe(200);
    expect(given.body.data.refund).toMatchObject({ address: LEGACY, needsAddress: false });
  });

  it('refuses an address where nothing is owed', async () => {
    const b = await booking(false);
    expect((await cancel(b.token, b.id)).body.data.refund).toBeNull();
    const res = await giveAddress(b.token, b.id, SEGWIT);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NO_REFUND_OWED' });
  });
});

describe('the refunds owed and marking one paid (docs/product.md#147-cancelling-with-a-quote-and-refunds)', () => {
  it('lists a cancellation refund in dollars and bitcoin; the administrator marks it paid, the traveller sees and is e-mailed the txid; the audit trail has each step', async () => {
    const b = await booking();
    await cancel(b.token, b.id, { refundAddress: SEGWIT });
    const listed = (await owed()).refunds.find((r) => r.bookingId === b.id);
    // $269.10 (90 %) at $50,000 a bitcoin
    expect(listed).toMatchObject({
      kind: 'CANCELLATION',
      amountUsd: 269.1,
      amountBtc: '0.005382',
      address: SEGWIT,
    });
    expect(listed?.trackingId).toBe(b.trackingId);
    // a booking with no rate of its own is converted at today's
    expect(listed).toMatchObject({ btcUsdRate: 50_000, rateReceived: false });

    const badTxid = await call(t.app, 'POST', `/admin/refunds/${b.id}/paid`, {
      token: adminToken,
      body: { ...seenOf(listed), txid: 'abc' },
    });
    expect(badTxid.status).toBe(400);
    const paid = await call<Booking>(t.app, 'POST', `/admin/refunds/${b.id}/paid`, {
      token: adminToken,
      body: { ...seenOf(listed), txid: TXID.toUpperCase() },
    });
    expect(paid.status).toBe(200);
    const again = await call(t.app, 'POST', `/admin/refunds/${b.id}/paid`, {
      token: adminToken,
      body: { ...seenOf(listed), txid: TXID },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REFUND_ALREADY_PAID' });
    expect((await owed()).refunds.some((r) => r.bookingId === b.id)).toBe(false);

    const seen = (await call<Booking>(t.app, 'GET', `/user/bookings/${b.id}`, { token: b.token })).body.data;
    expect(seen.refund).toMatchObject({
      needsAddress: false,
      owed: [],
      paid: [{ kind: 'CANCELLATION', txid: TXID }],
    });
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === b.email && /refund has been sent/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain(`Transaction ID: ${TXID}`);
    expect(mail.text).toContain(`To address: ${SEGWIT}`);

    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'booking'), eq(auditEvents.targetId, b.id)));
    expect(trail.map((e) => e.action).sort()).toEqual([
      'booking.cancel',
      'refund.address_set',
      'refund.paid',
    ]);
  });

  it("converts a dollar refund to bitcoin at the rate the booking was paid at, not today's", async () => {
    const b = await booking();
    // invoiced at $40,000 a bitcoin: the rate the money came in at
    await t.database.db.update(bookings).set({ btcUsdRate: 40_000 }).where(eq(bookings.id, b.id));
    await cancel(b.token, b.id, { refundAddress: SEGWIT });
    const listed = (await owed()).refunds.find((r) => r.bookingId === b.id);
    // $269.10 (90 %) at $40,000 a bitcoin
    expect(listed).toMatchObject({
      amountUsd: 269.1,
      amountBtc: '0.0067275',
      btcUsdRate: 40_000,
      rateReceived: true,
    });
    const paid = await call<Booking>(t.app, 'POST', `/admin/refunds/${b.id}/paid`, {
      token: adminToken,
      body: { ...seenOf(listed), txid: 'd1'.repeat(32) },
    });
    expect(paid.status).toBe(200);
  });

  it('will not mark paid a refund with no address yet, nor one not owed', async () => {
    const b = await booking();
    await cancel(b.token, b.id);
    const listed = (await owed()).refunds.find((r) => r.bookingId === b.id);
    const noAddress = await call(t.app, 'POST', `/admin/refunds/${b.id}/paid`, {
      token: adminToken,
      body: { ...seenOf(listed), txid: TXID },
    });
    expect(noAddress.status).toBe(409);
    expect(noAddress.body).toMatchObject({ message: refundMessages.addressMissing });
    const notOwed = await call(t.app, 'POST', `/admin/refunds/${b.id}/paid`, {
      token: adminToken,
      body: { ...seenOf(listed), kind: 'OVERPAYMENT', txid: TXID },
    });
    expect(notOwed.body).toMatchObject({ code: 'NO_REFUND_OWED' });
  });

  it('lists overpayments and late payments flagged by payment detection, in bitcoin and in dollars', async () => {
    const over = await booking();
    const late = await booking(false);
    await t.database.db
      .update(bookings)
      .set({ invoiceStatus: 'OVERPAID', amountSats: 100_000 })
      .where(eq(bookings.id, over.id));
    await t.database.db
      .update(bookings)
      .set({
        invoiceStatus: 'LATE',
        amountSats: 598_000,
        bookingStatus: 'CANCELLED',
        cancelReason: 'EXPIRED',
        cancelledAt: new Date(),
      })
      .where(eq(bookings.id, late.id));
    await t.database.db.insert(invoicePayments).values([
      {
        txid: 'b1'.repeat(32),
        vout: 0,
        bookingId: over.id,
        amountSats: 150_000,
        confirmations: 6,
        counted: true,
        firstSeenAt: new Date(),
      },
      {
        txid: 'c1'.repeat(32),
        vout: 0,
        bookingId: late.id,
        amountSats: 80_000,
        confirmations: 6,
        counted: true,
        firstSeenAt: new Date(),
      },
    ]);
    const list = (await owed()).refunds;
    expect(list.find((r) => r.bookingId === over.id)).toMatchObject({
      kind: 'OVERPAYMENT',
      amountBtc: '0.0005',
      amountUsd: 25,
    });
    expect(list.find((r) => r.bookingId === late.id)).toMatchObject({
      kind: 'LATE_PAYMENT',
      amountBtc: '0.0008',
      amountUsd: 40,
    });
    const seen = (await call<Booking>(t.app, 'GET', `/user/bookings/${late.id}`, { token: late.token })).body
      .data;
    expect(seen.refund).toMatchObject({ needsAddress: true, owed: ['LATE_PAYMENT'] });
  });

  it('shows each refund its deadline, 20 days after it became owed, and marks it overdue past it (decision 097)', async () => {
    const b = await booking();
    expect((await cancel(b.token, b.id)).status).toBe(200);
    const listed = (await owed()).refunds.find((r) => r.bookingId === b.id)!;
    const since = new Date(listed.since).getTime();
    expect(new Date(listed.dueBy).getTime()).toBe(since + 20 * DAY_MS);
    expect(listed.overdue).toBe(false);

    const atDeadline = await listRefundsOwed(t.database.db, undefined, new Date(since + 20 * DAY_MS));
    expect(atDeadline.refunds.find((r) => r.bookingId === b.id)?.overdue).toBe(false);
    const after = await listRefundsOwed(t.database.db, undefined, new Date(since + 20 * DAY_MS + 1000));
    expect(after.refunds.find((r) => r.bookingId === b.id)?.overdue).toBe(true);
  });
});
