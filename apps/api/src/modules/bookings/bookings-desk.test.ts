import { MSG, bookingMessages, type Booking, type BookingPage } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backdateBooking, createAdmin, createFlight, createUser, weekdayAhead } from '../../test/factories';
import { bookingPassengers, bookings } from '../../db/schema';
import { buildTestApp, call, tokenFor } from '../../test/app';
import {
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
import { recipientOf } from '../../test/smtp';

useBookingApp();

describe('the admin booking desk', () => {
  it('approves a PENDING booking: CONFIRMED and paid; a second decision is a 409', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '5A'));
    const res = await decide(body.data.id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bookingApproved);
    expect(res.body.data).toMatchObject({
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      cancellation: null,
    });
    for (const action of ['approve', 'reject']) {
      const again = await decide(body.data.id, action);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(bookingMessages.notPending);
    }
    const mine = await call<Booking>(t.app, 'GET', `/user/bookings/${body.data.id}`, { token: c.token });
    expect(mine.body.data.bookingStatus).toBe('CONFIRMED');
  });

  it('rejects a PENDING booking: CANCELLED, refund 0, the reason, the seat offered again', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const [c, next] = [await customer(), await customer()];
    const { body } = await book(c, request(flight.id, '1E'));
    const res = await decide(body.data.id, 'reject');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bookingRejected);
    expect(res.body.data.bookingStatus).toBe('CANCELLED');
    expect(res.body.data.cancellation).toMatchObject({
      cancelled: true,
      refundAmount: 0,
      reason: MSG.rejectReason,
    });
    expect(await freeSeats(flight.id)).toContain('1E');
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(0);
    expect((await book(next, request(flight.id, '1E'))).status).toBe(201);
    const cancelRejected = await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, {
      token: c.token,
    });
    expect(cancelRejected.status).toBe(409);
  });

  it('refuses a cancelled booking, unknown ids, bad actions and the wrong role', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '6A'));
    await call(t.app, 'POST', `/user/bookings/${body.data.id}/cancel`, { token: c.token });
    expect((await decide(body.data.id, 'approve')).status).toBe(409);
    expect((await decide(body.data.id, 'maybe')).status).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
    expect((await call(t.app, 'GET', '/admin/bookings', { token: c.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/admin/bookings/${body.data.id}`, { token: c.token })).status).toBe(
      403,
    );
    expect((await decide(body.data.id, 'approve', c.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/admin/bookings')).status).toBe(401);
  });

  it('lists every booking newest first with filters by created day, class and status', async () => {
    const local = await buildTestApp();
    try {
      const db = local.database.db;
      const admin = await createAdmin(db);
      const token = tokenFor(local.app, admin.id, 'admin');
      const flight = await createFlight(db, {
        classes: [
          { type: 'ECONOMY', priceCents: 100, capacity: 12 },
          { type: 'BUSINESS', priceCents: 200, capacity: 6 },
        ],
      });
      const user = await createUser(db, { firstName: 'Lin', lastName: 'Ng' });
      const userToken = tokenFor(local.app, user.id, 'user');
      const made: Booking[] = [];
      for (const [classType, seat] of [
        ['ECONOMY', '2A'],
        ['BUSINESS', '1A'],
        ['ECONOMY', '2B'],
      ] as const) {
        const res = await call<Booking>(local.app, 'POST', '/user/bookings', {
          token: userToken,
          body: request(flight.id, seat, { classType }),
        });
        made.push(res.body.data);
      }
      // spread the bookings over three days
      const days = ['2026-03-01T23:59:59.000Z', '2026-03-02T00:00:00.000Z', '2026-03-03T12:00:00.000Z'];
      for (const [i, booking] of made.entries()) {
        await db
          .update(bookings)
          .set({ createdAt: new Date(days[i]!) })
          .where(eq(bookings.id, booking.id));
      }
      await call(local.app, 'POST', `/admin/bookings/${made[2]!.id}/approve`, {
        token,
        body: { action: 'approve' },
      });
      const list = (query: string) =>
        call<BookingPage>(local.app, 'GET', `/admin/bookings${query}`, { token });

      const all = await list('');
      expect(all.status).toBe(200);
      expect(all.body.data).toMatchObject({ currentPage: 1, totalPages: 1, totalBookings: 3 });
      expect(all.body.data.data.map((b) => b.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
      expect(all.body.data.data[0]).toMatchObject({
        userId: { _id: user.id, firstName: 'Lin', lastName: 'Ng', email: user.email },
        flightId: {
          _id: flight.id,
          flightNumber: flight.flightNumber,
          departure: { city: flight.departureCity },
          arrival: { city: flight.arrivalCity },
        },
      });
      const ids = async (query: string) => (await list(query)).body.data.data.map((b) => b.id);
      expect(await ids('?startDate=2026-03-02')).toEqual([made[2]!.id, made[1]!.id]);
      expect(await ids('?endDate=2026-03-01')).toEqual([made[0]!.id]);
      expect(await ids('?startDate=2026-03-02&endDate=2026-03-02')).toEqual([made[1]!.id]);
      expect(await ids('?classType=ECONOMY')).toEqual([made[2]!.id, made[0]!.id]);
      expect(await ids('?status=CONFIRMED')).toEqual([made[2]!.id]);
      expect(await ids('?status=PENDING&classType=ECONOMY')).toEqual([made[0]!.id]);
      expect(await ids('?classType=&status=')).toHaveLength(3);
      const paged = await list('?page=2&limit=2');
      expect(paged.body.data).toMatchObject({ currentPage: 2, totalPages: 2, totalBookings: 3 });
      expect(paged.body.data.data.map((b) => b.id)).toEqual([made[0]!.id]);
      expect((await list('?startDate=03/01/2026')).status).toBe(400);
      expect((await list('?limit=0')).status).toBe(400);
      expect((await list('?limit=101')).body.data.data).toHaveLength(3);
      const one = await call<Booking>(local.app, 'GET', `/admin/bookings/${made[1]!.id}`, { token });
      expect(one.body.data).toMatchObject({ id: made[1]!.id, classType: 'BUSINESS' });
    } finally {
      await local.close();
    }
  });
});

describe('e-mails over SMTP', () => {
  it('sends booking received (tracking ID, amount, BTC address, link), approved, rejected and cancelled with the refund', async () => {
    const flight = await createFlight(t.database.db, {
      departureAt: weekdayAhead(20),
      classes: [{ type: 'ECONOMY', priceCents: 45_050, capacity: 6 }],
    });
    const c = await customer({ email: 'mail-journey@example.com', firstName: 'Mae', lastName: 'Jemison' });
    const first = (await book(c, request(flight.id, '1A'))).body.data;
    const received = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && (m.subject ?? '').includes(first.trackingId),
    );
    expect(received.subject).toMatch(/received/i);
    expect(received.text).toContain(first.trackingId);
    expect(received.text).toContain('$450.50');
    // the address the rotation showed when the booking was made, stored with it
    expect(['bc1qfirstaddress000000000000000000000', 'bc1qsecond']).toContain(first.payment?.address);
    expect(received.text).toContain(`this address: ${first.payment?.address}`);
    expect(received.text).toContain(`http://skylark.test/bookings/${first.id}`);

    await decide(first.id, 'approve');
    const approved = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /confirmed/i.test(m.subject ?? ''),
    );
    expect(approved.text).toContain(first.trackingId);

    // past the 24-hour rule's window, which would refund it all (decision 097)
    await backdateBooking(t.database.db, first.id);
    await call(t.app, 'POST', `/user/bookings/${first.id}/cancel`, { token: c.token });
    const cancelled = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /cancelled/i.test(m.subject ?? ''),
    );
    expect(cancelled.text).toContain('Refund amount: $405.45'); // 90 % of $450.50

    const second = (await book(c, request(flight.id, '1B'))).body.data;
    await decide(second.id, 'reject');
    const rejected = await smtp.waitFor(
      (m) => recipientOf(m) === c.user.email && /not confirmed/i.test(m.subject ?? ''),
    );
    expect(rejected.text).toContain(MSG.rejectReason);
    expect(rejected.text).toContain(second.trackingId);
  });

  it('a replayed idempotent request sends no second mail', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer({ email: 'mail-once@example.com' });
    const headers = { 'idempotency-key': 'mail-once' };
    await book(c, request(flight.id, '1A'), headers);
    await book(c, request(flight.id, '1A'), headers);
    await t.app.jobs.drain('mail');
    await smtp.waitFor((m) => recipientOf(m) === c.user.email);
    expect(smtp.messages.filter((m) => recipientOf(m) === c.user.email)).toHaveLength(1);
  });
});

describe('payment addresses', () => {
  it('lists the configured Bitcoin addresses for the payment page', async () => {
    const c = await customer();
    const res = await call<{ addresses: string[] }>(t.app, 'GET', '/user/bookings/payment-addresses', {
      token: c.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.addresses).toEqual(['bc1qfirstaddress000000000000000000000', 'bc1qsecond']);
  });
});

describe('database guarantees', () => {
  it('refuses a second active passenger on one seat even when application code is bypassed', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const { body } = await book(c, request(flight.id, '7A'));
    const [passenger] = await t.database.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, body.data.id));
    const { id: _id, ...copy } = passenger!;
    await expect(t.database.db.insert(bookingPassengers).values(copy)).rejects.toThrow();
  });
});
