import { type Booking, type CreateBookingInput, type Tracking, bookingMessages } from '@skylark/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { newAdminToken } from '../../test/signed-in-app';

// BIP-0084 test vectors (account 0 of "abandon … about"): the first two receive addresses
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const SECOND = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';

let adminToken: string;

useMailApp({ BTC_XPUB: ZPUB, BTC_EXPLORER_URL: 'https://explorer.test/a/{address}' });
beforeAll(async () => {
  adminToken = await newAdminToken(t);
});

async function customer() {
  const user = await createUser(t.database.db);
  return { user, token: tokenFor(t.app, user.id, 'user') };
}

const body = (flightId: string, seat: string): CreateBookingInput => ({
  flightId,
  classType: 'ECONOMY',
  passengers: [{ firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' }],
  seatNumbers: [seat],
  mealPreferences: ['VEGETARIAN'],
  specialAssistance: [{ wheelchair: false, infant: false, elderly: false }],
});

const report = (token: string, id: string) =>
  call<Booking>(t.app, 'POST', `/user/bookings/${id}/payment-reported`, { token });

describe('each booking its own address (BTC_XPUB)', () => {
  // one test: the indexes are the account's, in the order bookings are made
  it('gives consecutive test-vector addresses, skips none for a refused booking, answers and stores them', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 51_900, capacity: 12 }],
    });
    const c = await customer();
    const mailed = smtp.waitFor((m) => recipientOf(m) === c.user.email);
    const first = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: body(flight.id, '1A'),
    });
    expect(first.status).toBe(201);
    const b = first.body.data;
    expect(b.payment).toMatchObject({
      address: FIRST,
      uri: `bitcoin:${FIRST}?label=${b.trackingId}`,
      explorerUrl: null,
    });
    expect((await mailed).text).toContain(FIRST);

    // the seat is taken: the booking is refused and its index given back
    const refused = await call(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: body(flight.id, '1A'),
    });
    expect(refused.status).toBe(409);
    const second = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: body(flight.id, '1B'),
    });
    expect(second.body.data.payment?.address).toBe(SECOND);

    const own = await call<Booking>(t.app, 'GET', `/user/bookings/${b.id}`, { token: c.token });
    expect(own.body.data.payment?.address).toBe(FIRST);
    const admin = await call<Booking>(t.app, 'GET', `/admin/bookings/${b.id}`, { token: adminToken });
    expect(admin.body.data.payment).toMatchObject({
      address: FIRST,
      uri: `bitcoin:${FIRST}?label=${b.trackingId}`,
      explorerUrl: `https://explorer.test/a/${FIRST}`,
    });

    // concurrent bookings take distinct, consecutive indexes
    const racers = await Promise.all(
      ['2A', '2B', '2C', '2D'].map(async (seat) => {
        const r = await customer();
        return call<Booking>(t.app, 'POST', '/user/bookings', {
          token: r.token,
          body: body(flight.id, seat),
        });
      }),
    );
    const account = t.config.btcAccount!;
    const expected = [2, 3, 4, 5].map((i) => account.addressAt(i));
    expect(racers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(racers.map((r) => r.body.data.payment?.address).sort()).toEqual([...expected].sort());
  });

  it('a booking made without an account key (the demo seed) carries no payment address', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const row = await createBooking(t.database.db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['1A'],
      userId: c.user.id,
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });
    const own = await call<Booking>(t.app, 'GET', `/user/bookings/${row.id}`, { token: c.token });
    expect(own.body.data.payment).toBeNull();
  });
});

describe('POST /user/bookings/{id}/payment-reported', () => {
  it('records the report once: a second call keeps the first time; tracking and admin show it', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const booked = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: body(flight.id, '3A'),
    });
    expect(booked.body.data.paymentReportedAt).toBeNull();
    const id = booked.body.data.id;

    const before = Date.now();
    const first = await report(c.token, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: bookingMessages.paymentReportRecorded });
    const at = first.body.data.paymentReportedAt!;
    // stamped by this report: not before it was sent, not after its answer
    expect(Date.parse(at)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
    expect(first.body.data).toMatchObject({ bookingStatus: 'PENDING', paymentStatus: 'PENDING' });

    await new Promise((resolve) => setImmediate(resolve));
    const again = await report(c.token, id);
    expect(again.status).toBe(200);
    expect(again.body.data.paymentReportedAt).toBe(at);

    const tracked = await call<Tracking>(
      t.app,
      'GET',
      `/user/bookings/tracking/${booked.body.data.trackingId}`,
    );
    expect(tracked.body.data.paymentReportedAt).toBe(at);
    const admin = await call<Booking>(t.app, 'GET', `/admin/bookings/${id}`, { token: adminToken });
    expect(admin.body.data.paymentReportedAt).toBe(at);
    const list = await call<{ data: Booking[] }>(t.app, 'GET', '/admin/bookings?limit=100', {
      token: adminToken,
    });
    expect(list.body.data.data.find((x) => x.id === id)?.paymentReportedAt).toBe(at);
  });

  it('refuses a cancelled or confirmed booking with 409 in the wrapper; another customer gets 404', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const pending = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: body(flight.id, '4A'),
    });
    await call(t.app, 'POST', `/user/bookings/${pending.body.data.id}/cancel`, { token: c.token });
    const cancelled = await report(c.token, pending.body.data.id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({
      success: false,
      statusCode: 409,
      message: bookingMessages.paymentReportNotPending,
      data: null,
      code: 'NOT_PENDING',
      type: 'conflict',
    });

    const confirmed = await createBooking(t.database.db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: ['4B'],
      userId: c.user.id,
    });
    const answer = await report(c.token, confirmed.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(bookingMessages.paymentReportNotPending);

    const other = await customer();
    const mine = await call<Booking>(t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: body(flight.id, '4C'),
    });
    const foreign = await report(other.token, mine.body.data.id);
    expect(foreign.status).toBe(404);
    const after = await call<Booking>(t.app, 'GET', `/user/bookings/${mine.body.data.id}`, {
      token: c.token,
    });
    expect(after.body.data.paymentReportedAt).toBeNull();
  });
});
