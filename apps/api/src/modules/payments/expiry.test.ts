import {
  type Booking,
  type BookingPage,
  CANCEL_REASON_LABELS,
  PAY_BY_BEFORE_DEPARTURE_MS,
  airportDateTime,
  bookingsClosedMessage,
  expiredMailSubject,
  HOUR_MS,
} from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { type PaymentsApp, startPaymentsApp, waitUntil } from '../../test/payments-app';
import { recipientOf } from '../../test/smtp';
import { expireBooking, expireDueBookings, flagEndedHolds } from './expiry';

const ROTATION = ['bc1qrotationaddressone00000000000000000', 'bc1qrotationaddresstwo00000000000000000'];

// A controlled clock: the service functions are given `now`; the timer runs on the real one, far
// from any pay-by time of this app (a 30-minute window).
let p: PaymentsApp;
// A one-second window: the product's own timer expires bookings as they run out.
let fast: PaymentsApp;

beforeAll(async () => {
  [p, fast] = await Promise.all([
    startPaymentsApp({
      BTC_USD_RATE: '50000',
      BTC_ADDRESSES: ROTATION.join(','),
      PAYMENT_GRACE_SECONDS: '3600',
    }),
    startPaymentsApp({ PAYMENT_WINDOW_SECONDS: '1' }),
  ]);
  // a fresh server and database: slow on a busy machine
}, 180_000);
afterAll(async () => {
  await Promise.all([p?.close(), fast?.close()]);
});

const seatFree = async (app: PaymentsApp, flightId: string, seat: string) => {
  const res = await call<{ availableSeats: { seatNumber: string }[] }>(
    app.t.app,
    'GET',
    `/user/flights/${flightId}/seats?classType=ECONOMY`,
  );
  return res.body.data.availableSeats.some((s) => s.seatNumber === seat);
};

describe('the invoice of a new booking', () => {
  it('carries the amount at BTC_USD_RATE, the rotating address shown, a BIP21 uri and the pay-by time', async () => {
    const flight = await createFlight(p.t.database.db); // $299 economy
    const c = await p.customer();
    const mailed = p.smtp.waitFor((m) => recipientOf(m) === c.email);
    const res = await p.book(c.token, flight.id, '1A');
    expect(res.status).toBe(201);
    const b = res.body.data;
    const invoice = b.payment!;
    // $299 at $50,000 a bitcoin: 0.00598 BTC
    expect(invoice).toMatchObject({ amountSats: 598_000, btcUsdRate: 50_000, status: 'AWAITING' });
    expect(ROTATION).toContain(invoice.address);
    expect(invoice.uri).toBe(`bitcoin:${invoice.address}?amount=0.00598&label=${b.trackingId}`);
    expect(Date.parse(invoice.payBy!) - Date.parse(b.createdAt)).toBe(1800 * 1000);
    expect(invoice).toMatchObject({
      holdUntil: null,
      receivedSats: 0,
      transactions: [],
      needsDecision: false,
    });
    // the address shown is the booking's for good, whatever the rotation shows later
    expect((await p.get(c.token, b.id)).payment).toEqual(invoice);
    const mail = await mailed;
    expect(mail.text).toContain(`send exactly 0.00598 BTC`);
    expect(mail.text).toContain(invoice.address);
    // one zone, named, as the site writes it: the departure airport's
    expect(mail.text).toContain(`Pay by ${airportDateTime(invoice.payBy!, b.departure.city)}. A booking`);
    const tracked = await call<{ payment: unknown }>(
      p.t.app,
      'GET',
      `/user/bookings/tracking/${b.trackingId}`,
    );
    expect(tracked.body.data.payment).toEqual({ payBy: invoice.payBy, status: 'AWAITING' });
  });

  it('is due 2 hours before departure at the latest; with less time left the booking is refused', async () => {
    // 2 h 10 min ahead: 10 minutes to pay, less than the 30-minute window
    const soon = await createFlight(p.t.database.db, { departureAt: new Date(Date.now() + 2.2 * HOUR_MS) });
    const c = await p.customer();
    const res = await p.book(c.token, soon.id, '1A');
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.data.payment!.payBy!)).toBe(
      soon.departureAt.getTime() - PAY_BY_BEFORE_DEPARTURE_MS,
    );

    const tooSoon = await createFlight(p.t.database.db, {
      departureAt: new Date(Date.now() + 1.5 * HOUR_MS),
    });
    const refused = await p.book(c.token, tooSoon.id, '1A');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      bookingsClosedMessage({ city: tooSoon.departureCity, date: tooSoon.departureAt }),
    );
    expect(await seatFree(p, tooSoon.id, '1A')).toBe(true);
  });
});

describe('the pay-by time', () => {
  it('cancels an unpaid booking by itself: seats free, cancelReason EXPIRED, the traveller e-mailed, audited', async () => {
    const flight = await createFlight(fast.t.database.db);
    const c = await fast.customer();
    const res = await fast.book(c.token, flight.id, '2C');
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    const mailed = fast.smtp.waitFor((m) => m.subject === expiredMailSubject(res.body.data.trackingId));

    const expired = await waitUntil(async () => {
      const b = await fast.get(c.token, id);
      return b.bookingStatus === 'CANCELLED' ? b : null;
    });
    expect(expired).toMatchObject({ cancelReason: 'EXPIRED', paymentStatus: 'PENDING' });
    expect(expired.payment?.status).toBe('EXPIRED');
    expect(expired.cancellation).toMatchObject({ cancelled: true, refundAmount: 0 });
    expect(await seatFree(fast, flight.id, '2C')).toBe(true);
    expect((await mailed).text).toContain('was not paid by its pay-by time');
    const [event] = await fast.auditOf('booking.expire', id);
    expect(event).toMatchObject({ actorRole: 'system', after: { cancelReason: 'EXPIRED' } });
    expect(CANCEL_REASON_LABELS.EXPIRED).toBe('Expired: not paid in time');
  });

  it('a reported payment holds the seats past the pay-by time; when the hold ends an administrator is asked', async () => {
    const flight = await createFlight(p.t.database.db);
    const c = await p.customer();
    const unpaid = (await p.book(c.token, flight.id, '3A')).body.data;
    const reported = (await p.book(c.token, flight.id, '3B')).body.data;
    const report = await call<Booking>(p.t.app, 'POST', `/user/bookings/${reported.id}/payment-reported`, {
      token: c.token,
    });
    const payBy = Date.parse(reported.payment!.payBy!);
    expect(Date.parse(report.body.data.payment!.holdUntil!)).toBe(payBy + 3600 * 1000);

    const afterPayBy = new Date(Math.max(payBy, Date.parse(unpaid.payment!.payBy!)) + 1000);
    const expired = await expireDueBookings(p.t.database.db, afterPayBy);
    expect(expired.map((b) => b.id)).toContain(unpaid.id);
    expect(expired.map((b) => b.id)).not.toContain(reported.id);
    // idempotent: once expired, nothing more to do
    expect(await expireBooking(p.t.database.db, unpaid.id, afterPayBy)).toBeNull();
    expect(await seatFree(p, flight.id, '3A')).toBe(true);
    expect(await seatFree(p, flight.id, '3B')).toBe(false);

    const afterHold = new Date(payBy + 3600 * 1000 + 1000);
    expect(await flagEndedHolds(p.t.database.db, afterHold)).toContain(reported.id);
    expect(await flagEndedHolds(p.t.database.db, afterHold)).not.toContain(reported.id);
    await expireDueBookings(p.t.database.db, afterHold);
    const held = await p.get(c.token, reported.id);
    expect(held).toMatchObject({ bookingStatus: 'PENDING', cancelReason: null });
    expect(held.payment?.needsDecision).toBe(true);
    expect(await seatFree(p, flight.id, '3B')).toBe(false);
    expect(await p.auditOf('booking.payment_flagged', reported.id)).toEqual([
      expect.objectContaining({
        actorRole: 'system',
        after: expect.objectContaining({ reason: 'HOLD_ENDED' }),
      }),
    ]);

    // first in the administrators' queue; deciding clears the flag
    const queue = await call<BookingPage>(
      p.t.app,
      'GET',
      '/admin/bookings?status=PENDING&order=queue&limit=5',
      {
        token: p.adminToken,
      },
    );
    expect(queue.body.data.data[0]?.id).toBe(reported.id);
    const approved = await call<Booking>(p.t.app, 'POST', `/admin/bookings/${reported.id}/approve`, {
      token: p.adminToken,
      body: { action: 'approve' },
    });
    expect(approved.body.data).toMatchObject({ bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' });
    expect(approved.body.data.payment?.needsDecision).toBe(false);
  });

  it('names why every other cancellation happened: CUSTOMER and ADMIN_REJECTED', async () => {
    const flight = await createFlight(p.t.database.db);
    const c = await p.customer();
    const own = (await p.book(c.token, flight.id, '4A')).body.data;
    const rejected = (await p.book(c.token, flight.id, '4B')).body.data;
    const cancelled = await call<Booking>(p.t.app, 'POST', `/user/bookings/${own.id}/cancel`, {
      token: c.token,
    });
    expect(cancelled.body.data.cancelReason).toBe('CUSTOMER');
    const decided = await call<Booking>(p.t.app, 'POST', `/admin/bookings/${rejected.id}/approve`, {
      token: p.adminToken,
      body: { action: 'reject' },
    });
    expect(decided.body.data.cancelReason).toBe('ADMIN_REJECTED');
    expect((await p.get(c.token, rejected.id)).cancelReason).toBe('ADMIN_REJECTED');
  });
});
