import {
  customerMessages,
  DAY_MS,
  type Booking,
  type CancellationQuote,
  type CustomerOverview,
  bookingMessages,
  pendingPerFlightMessage,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../../test/factories';
import { auditEvents, bookings, contactMessages, newsletterSubscribers } from '../../db/schema';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { oneSeatBooking } from '../../test/booking-body';
import { recipientOf } from '../../test/smtp';

let adminToken: string;
let agentToken: string;
let agentEmail: string;

useMailApp({ MAX_PENDING_PASSENGERS: '2' });
beforeAll(async () => {
  const db = t.database.db;
  adminToken = tokenFor(t.app, (await createAdmin(db)).id, 'admin');
  const agent = await createAdmin(db, { teamRole: 'agent', firstName: 'Desk', lastName: 'Agent' });
  agentToken = tokenFor(t.app, agent.id, 'admin');
  agentEmail = agent.email;
});

const overviewOf = (id: string, token = agentToken) =>
  call<CustomerOverview>(t.app, 'GET', `/admin/users/${id}/overview`, { token });
const bookFor = (id: string, body: unknown, token = agentToken) =>
  call<Booking>(t.app, 'POST', `/admin/users/${id}/bookings`, { token, body });

describe('the customer page (GET /admin/users/{id}/overview)', () => {
  it('shows an agent the profile, bookings of every status, messages by e-mail, newsletter state and audit events', async () => {
    const db = t.database.db;
    const ada = await createUser(db, { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.com' });
    const flight = await createFlight(db);
    const seats = ['1A', '1B', '1C'];
    const [pending, confirmed, toReject] = await Promise.all(
      seats.map((seat, i) =>
        createBooking(db, {
          flightId: flight.id,
          classType: 'ECONOMY',
          seats: [seat],
          userId: ada.id,
          bookingStatus: i === 1 ? 'CONFIRMED' : 'PENDING',
          paymentStatus: i === 1 ? 'CONFIRMED' : 'PENDING',
        }),
      ),
    );
    const reject = await call(t.app, 'POST', `/admin/bookings/${toReject!.id}/approve`, {
      token: adminToken,
      body: { action: 'reject' },
    });
    expect(reject.status).toBe(200);
    const someoneElse = await createUser(db);
    await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['2A'],
      userId: someoneElse.id,
    });
    await db.insert(contactMessages).values([
      {
        firstName: 'Ada',
        lastName: 'B',
        email: 'ADA.Byron@example.com',
        subject: 'Seat',
        message: 'Window please',
      },
      {
        firstName: 'Other',
        lastName: 'X',
        email: someoneElse.email,
        subject: 'Not hers',
        message: 'Hello there',
      },
    ]);
    await db.insert(newsletterSubscribers).values({ email: 'ada.byron@example.com', status: 'confirmed' });
    const block = await call(t.app, 'PATCH', `/admin/users/${ada.id}/status`, {
      token: adminToken,
      body: { status: 'blocked' },
    });
    expect(block.status).toBe(200);

    const res = await overviewOf(ada.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(customerMessages.overviewRetrieved);
    const view = res.body.data;
    expect(view.user).toMatchObject({ _id: ada.id, firstName: 'Ada', lastName: 'Byron', totalBookings: 3 });
    expect(view.bookings.map((b) => [b.id, b.bookingStatus]).sort()).toEqual(
      [
        [pending!.id, 'PENDING'],
        [confirmed!.id, 'CONFIRMED'],
        [toReject!.id, 'CANCELLED'],
      ].sort(),
    );
    expect(view.messages.map((m) => m.subject)).toEqual(['Seat']);
    expect(view.newsletter).toMatchObject({ status: 'confirmed' });
    expect(view.auditEvents.map((e) => [e.action, e.targetId])).toEqual([
      ['user.block', ada.id],
      ['booking.reject', toReject!.id],
    ]);
    expect(view.auditEvents[1]!.targetLabel).toContain('of Test Passenger');
  });

  it('answers a customer never subscribed with no newsletter, an unknown id with 404, a traveller with 403', async () => {
    const bob = await createUser(t.database.db);
    const res = await overviewOf(bob.id, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bookings: [], messages: [], newsletter: null, auditEvents: [] });
    expect((await overviewOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await overviewOf(bob.id, tokenFor(t.app, bob.id, 'user'))).status).toBe(403);
  });
});

describe("the inbox names the sender's account", () => {
  it('gives each message the account with its e-mail in any case, or null, in the list and the detail', async () => {
    const db = t.database.db;
    const sender = await createUser(db, { email: `sender-${Date.now()}@example.com` });
    const [known, unknown] = await db
      .insert(contactMessages)
      .values([
        {
          firstName: 'S',
          lastName: 'One',
          email: sender.email.toUpperCase(),
          subject: 'Known',
          message: 'Hello there',
        },
        {
          firstName: 'N',
          lastName: 'Two',
          email: 'nobody-here@example.com',
          subject: 'Unknown',
          message: 'Hi there',
        },
      ])
      .returning();
    const list = await call<{ data: { _id: string; accountId: string | null }[] }>(
      t.app,
      'GET',
      '/admin/messages?limit=100',
      { token: agentToken },
    );
    const accountOf = (id: string) => list.body.data.data.find((m) => m._id === id)?.accountId;
    expect(accountOf(known!.id)).toBe(sender.id);
    expect(accountOf(unknown!.id)).toBeNull();
    const detail = await call<{ accountId: string | null }>(t.app, 'GET', `/admin/messages/${known!.id}`, {
      token: agentToken,
    });
    expect(detail.body.data.accountId).toBe(sender.id);
  });
});

describe('booking for a customer (POST /admin/users/{id}/bookings)', () => {
  it("books with the customer's rules, records the agent, e-mails the customer and writes the trail", async () => {
    const db = t.database.db;
    const grace = await createUser(db, { firstName: 'Grace', lastName: 'Hopper' });
    const flight = await createFlight(db, {
      classes: [{ type: 'ECONOMY', priceCents: 12_345, capacity: 12 }],
    });
    const res = await bookFor(grace.id, oneSeatBooking(flight.id, '1A'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(customerMessages.bookedForCustomer);
    const booking = res.body.data;
    expect(booking).toMatchObject({
      bookingStatus: 'PENDING',
      customerName: 'Grace Hopper',
      email: grace.email,
      totalAmount: 123.45,
      userId: { _id: grace.id },
    });
    expect(booking.payment?.payBy).toEqual(expect.any(String));

    const mail = await smtp.waitFor((m) => m.subject?.includes(booking.trackingId) ?? false);
    expect(recipientOf(mail)).toBe(grace.email);
    expect(mail.subject).toBe(`Booking received: ${flight.flightNumber}, tracking ID ${booking.trackingId}`);

    const detail = await call<Booking>(t.app, 'GET', `/admin/bookings/${booking.id}`, { token: adminToken });
    expect(detail.body.data.bookedBy).toMatchObject({ name: 'Desk Agent' });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.createdByAdminId).toBe(detail.body.data.bookedBy!._id);
    const trail = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'booking.create_for_customer'), eq(auditEvents.targetId, booking.id)),
      );
    expect(trail).toMatchObject([{ actorEmail: agentEmail, actorRole: 'admin' }]);

    // the customer's own view has it; a booking the customer made names nobody
    const own = await call<Booking>(t.app, 'GET', `/user/bookings/${booking.id}`, {
      token: tokenFor(t.app, grace.id, 'user'),
    });
    expect(own.status).toBe(200);
    const self = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: tokenFor(t.app, grace.id, 'user'),
      body: oneSeatBooking(flight.id, '1B'),
    });
    expect(self.status).toBe(201);
    const selfDetail = await call<Booking>(t.app, 'GET', `/admin/bookings/${self.body.data.id}`, {
      token: adminToken,
    });
    expect(selfDetail.body.data.bookedBy).toBeNull();
  });

  it("holds the customer's caps on unpaid passengers, counting the customer's own bookings", async () => {
    const db = t.database.db;
    const c = await createUser(db);
    const flight = await createFlight(db);
    const own = await call(t.app, 'POST', '/user/bookings', {
      token: tokenFor(t.app, c.id, 'user'),
      body: oneSeatBooking(flight.id, '4A'),
    });
    expect(own.status).toBe(201);
    expect((await bookFor(c.id, oneSeatBooking(flight.id, '4B'))).status).toBe(201);
    const third = await bookFor(c.id, oneSeatBooking(flight.id, '4C'));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(pendingPerFlightMessage(2));
  });

  it('refuses a traveller (403), a blocked customer (409) and an unknown one (404); seats stay checked', async () => {
    const db = t.database.db;
    const c = await createUser(db);
    const flight = await createFlight(db);
    const asTraveller = await bookFor(c.id, oneSeatBooking(flight.id, '5A'), tokenFor(t.app, c.id, 'user'));
    expect(asTraveller.status).toBe(403);
    const blocked = await createUser(db, { status: 'blocked' });
    const refused = await bookFor(blocked.id, oneSeatBooking(flight.id, '5A'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: customerMessages.customerBlocked,
      code: 'ACCOUNT_BLOCKED',
    });
    expect(
      (await bookFor('00000000-0000-4000-8000-000000000000', oneSeatBooking(flight.id, '5A'))).status,
    ).toBe(404);
    expect((await bookFor(c.id, oneSeatBooking(flight.id, '5A'))).status).toBe(201);
    const twice = await bookFor(c.id, oneSeatBooking(flight.id, '5A'));
    expect(twice.body).toMatchObject({ statusCode: 409, code: 'SEAT_TAKEN' });
  });
});

describe("cancelling on the customer's behalf (POST /admin/bookings/{id}/cancel)", () => {
  it("refunds what the customer's own cancellation would, e-mails them and names the agent in the trail", async () => {
    const db = t.database.db;
    const c = await createUser(db);
    // 10½ days out, booked two days ago (past the 24-hour rule, decision 097): the policy's 90 %, the same figure the traveller's cancellation gives
    const flight = await createFlight(db, { departureAt: new Date(Date.now() + 10.5 * DAY_MS) });
    const [paid, twin] = await Promise.all(
      ['6A', '6B'].map((seat) =>
        createBooking(db, {
          flightId: flight.id,
          classType: 'ECONOMY',
          seats: [seat],
          userId: c.id,
          email: c.email,
          totalAmountCents: 40_000,
          createdAt: new Date(Date.now() - 2 * DAY_MS),
        }),
      ),
    );
    const res = await call<Booking>(t.app, 'POST', `/admin/bookings/${paid!.id}/cancel`, {
      token: agentToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(customerMessages.cancelledForCustomer);
    const byCustomer = await call<Booking>(t.app, 'POST', `/user/bookings/${twin!.id}/cancel`, {
      token: tokenFor(t.app, c.id, 'user'),
    });
    expect(res.body.data.cancellation?.refundAmount).toBe(360);
    expect(res.body.data.cancellation?.refundAmount).toBe(byCustomer.body.data.cancellation?.refundAmount);
    expect(res.body.data.cancellation?.reason).toBe(bookingMessages.customerCancelledReason);
    const mail = await smtp.waitFor(
      (m) =>
        (m.subject?.includes(`Booking cancelled`) && m.subject.includes(res.body.data.trackingId)) || false,
    );
    expect(recipientOf(mail)).toBe(c.email);
    const trail = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'booking.cancel_for_customer'), eq(auditEvents.targetId, paid!.id)));
    expect(trail).toMatchObject([{ actorEmail: agentEmail, after: { refundAmountCents: 36_000 } }]);
    const again = await call(t.app, 'POST', `/admin/bookings/${paid!.id}/cancel`, { token: agentToken });
    expect(again.body).toMatchObject({ statusCode: 409, code: 'ALREADY_CANCELLED' });
  });

  it("quotes the customer's own refund at the desk and cancels only at a quote that still holds", async () => {
    const db = t.database.db;
    const c = await createUser(db);
    const flight = await createFlight(db, { departureAt: new Date(Date.now() + 10.5 * DAY_MS) });
    const paid = await createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['7A'],
      userId: c.id,
      email: c.email,
      totalAmountCents: 40_000,
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    });
    const quote = await call<CancellationQuote>(
      t.app,
      'GET',
      `/admin/bookings/${paid.id}/cancellation-quote`,
      {
        token: agentToken,
      },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({ refundAmount: 360, refundPercent: 90, paid: true });
    const traveller = await call(t.app, 'GET', `/admin/bookings/${paid.id}/cancellation-quote`, {
      token: tokenFor(t.app, c.id, 'user'),
    });
    expect([401, 403]).toContain(traveller.status);

    // a newer quote replaces it: the older one no longer holds, and nothing is cancelled
    const newer = await call<CancellationQuote>(
      t.app,
      'GET',
      `/admin/bookings/${paid.id}/cancellation-quote`,
      {
        token: agentToken,
      },
    );
    const stale = await call<{ quote: CancellationQuote }>(
      t.app,
      'POST',
      `/admin/bookings/${paid.id}/cancel`,
      {
        token: agentToken,
        body: { quoteId: quote.body.data.quoteId },
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'QUOTE_CHANGED', data: { quote: { refundAmount: 360 } } });
    const [still] = await db
      .select({ status: bookings.bookingStatus })
      .from(bookings)
      .where(eq(bookings.id, paid.id));
    expect(still?.status).not.toBe('CANCELLED');

    const done = await call<Booking>(t.app, 'POST', `/admin/bookings/${paid.id}/cancel`, {
      token: agentToken,
      body: { quoteId: stale.body.data.quote.quoteId },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.cancellation?.refundAmount).toBe(360);
    expect(newer.status).toBe(200);
  });
});
