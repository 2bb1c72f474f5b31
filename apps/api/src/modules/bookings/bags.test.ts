import {
  type AuditPage,
  type BagCap,
  type BagPrices,
  type Booking,
  type CancellationQuote,
  type Flight,
  type Manifest,
  bagMessages,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingLedger, bookingPassengers } from '../../db/schema';
import { call } from '../../test/app';
import {
  adminToken,
  book,
  customer,
  decide,
  request,
  t,
  useBookingApp,
  type Customer,
} from '../../test/booking-app';
import { DAY_MS } from '@skylark/contract';
import { flightOfRoute, getBooking as getAnyBooking, quoteAndChange } from '../../test/change-fixtures';
import { createFlight } from '../../test/factories';
import { CDG, JFK, route, segmentsRequest } from '../../test/segments';

useBookingApp();

// Paid bags (docs/product.md#1419-paid-bags): bought at booking or later, charged on the ledger, capped per flight

const getBooking = (c: Customer, id: string) =>
  call<Booking>(t.app, 'GET', `/user/bookings/${id}`, { token: c.token });
const addBags = (c: Customer, id: string, bags: unknown) =>
  call<Booking>(t.app, 'POST', `/user/bookings/${id}/bags`, { token: c.token, body: { bags } });
const setCap = (flightId: string, bagCap: number | null) =>
  call<BagCap>(t.app, 'PUT', `/admin/flights/${flightId}/bag-cap`, { token: adminToken, body: { bagCap } });
const manifestOf = (flightId: string) =>
  call<Manifest>(t.app, 'GET', `/admin/flights/${flightId}/manifest`, { token: adminToken });
const csvOf = async (flightId: string) =>
  (await call(t.app, 'GET', `/admin/flights/${flightId}/manifest.csv`, { token: adminToken })).response.body;

/** The booking's bag charges on the ledger: [segment, passenger, cents]. */
async function bagCharges(bookingId: string) {
  const rows = await t.database.db
    .select()
    .from(bookingLedger)
    .where(and(eq(bookingLedger.bookingId, bookingId), eq(bookingLedger.offer, 'BAGS')));
  return rows.map((r) => [r.segment, r.passengerIndex, r.amountCents]).sort();
}

const extraBagsOn = async (flightId: string) =>
  (await t.database.db.select().from(bookingPassengers).where(eq(bookingPassengers.flightId, flightId)))
    .map((p) => p.extraBags)
    .reduce((a, b) => a + b, 0);

/** A two-passenger return trip JFK–CDG–JFK in ECONOMY at $200 a flight, with the bags asked for. */
async function tripWithBags(bags: unknown[], fareBrand?: string) {
  const c = await customer();
  const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
  const body = {
    ...segmentsRequest([
      { flightId: out!.id, seats: ['3A', '3B'] },
      { flightId: back!.id, seats: ['4A', '4B'] },
    ]),
    bags,
    ...(fareBrand && { fareBrand }),
  };
  const made = await book(c, body);
  return { c, out: out!, back: back!, made };
}

describe('paid bags', () => {
  it("answers each class's bag price with the flight, the defaults until an administrator sets one (audited)", async () => {
    const flight = await createFlight(t.database.db, {
      classes: [
        { type: 'ECONOMY', priceCents: 20_000 },
        { type: 'BUSINESS', priceCents: 90_000 },
      ],
    });
    const read = async () =>
      (await call<Flight>(t.app, 'GET', `/user/flights/${flight.id}`)).body.data.classTypes.map((c) => [
        c.type,
        c.bagPrice,
      ]);
    expect(await read()).toEqual([
      ['ECONOMY', 35],
      ['BUSINESS', 45],
    ]);
    const set = await call<BagPrices>(t.app, 'PUT', '/admin/bag-prices/BUSINESS', {
      token: adminToken,
      body: { price: 49.5 },
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(bagMessages.priceUpdated);
    expect(set.body.data.BUSINESS).toBe(49.5);
    expect(await read()).toEqual([
      ['ECONOMY', 35],
      ['BUSINESS', 49.5],
    ]);
    const audit = await call<AuditPage>(t.app, 'GET', '/admin/audit?action=bag_prices.update', {
      token: adminToken,
    });
    expect(audit.body.data.data[0]).toMatchObject({
      before: { classType: 'BUSINESS', priceCents: 4500 },
      after: { classType: 'BUSINESS', priceCents: 4950 },
    });
    // put back for the other tests of this file
    await call(t.app, 'PUT', '/admin/bag-prices/BUSINESS', { token: adminToken, body: { price: 45 } });
    const bad = await call(t.app, 'PUT', '/admin/bag-prices/ECONOMY', {
      token: adminToken,
      body: { price: -1 },
    });
    expect(bad.status).toBe(400);
  });

  it('charges the bags bought at booking on the ledger, per passenger per flight, and the invoice asks for them', async () => {
    const { made, c } = await tripWithBags(
      [
        { passengerIndex: 0, segment: 0, extraBags: 2 },
        { passengerIndex: 1, segment: 1, extraBags: 1 },
      ],
      'FLEX',
    );
    expect(made.status).toBe(201);
    const booking = made.body.data;
    // two Flex fares of $260 on two flights, and three bags at $35
    expect(booking.totalAmount).toBe(4 * 260 + 3 * 35);
    expect(await bagCharges(booking.id)).toEqual([
      [0, 0, 7000],
      [1, 1, 3500],
    ]);
    const read = await getBooking(c, booking.id);
    expect(read.body.data.bags?.map((b) => [b.passengerIndex, b.segment, b.included, b.extra])).toEqual([
      [0, 0, 2, 2],
      [0, 1, 2, 0],
      [1, 0, 2, 0],
      [1, 1, 2, 1],
    ]);
  });

  it('refuses hostile bag requests with a 400 in the wrapper, booking nothing', async () => {
    const cases = [
      [{ passengerIndex: 0, segment: 0, extraBags: 4 }],
      [{ passengerIndex: 0, segment: 0, extraBags: -1 }],
      [{ passengerIndex: 5, segment: 0, extraBags: 1 }],
      [{ passengerIndex: 0, segment: 3, extraBags: 1 }],
      [
        { passengerIndex: 0, segment: 0, extraBags: 1 },
        { passengerIndex: 0, segment: 0, extraBags: 2 },
      ],
      'three',
    ];
    for (const bags of cases) {
      const { made, out } = await tripWithBags(bags as unknown[]);
      expect(made.status, JSON.stringify(bags)).toBe(400);
      expect(made.body).toMatchObject({ success: false, statusCode: 400 });
      expect(await extraBagsOn(out.id)).toBe(0);
    }
  });

  it('adds bags to an unpaid booking at once: a charge on the ledger, the invoice asks for the new amount', async () => {
    const flight = await createFlight(t.database.db, { classes: [{ type: 'ECONOMY', priceCents: 20_000 }] });
    const c = await customer();
    const made = await book(c, request(flight.id, '5A'));
    expect(made.status).toBe(201);
    const res = await addBags(c, made.body.data.id, [{ passengerIndex: 0, segment: 0, extraBags: 2 }]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(bagMessages.bagsAdded);
    expect(res.body.data.totalAmount).toBe(270);
    expect(res.body.data.bags).toEqual([
      { passengerIndex: 0, segment: 0, name: 'Ada Lovelace', included: 1, extra: 2 },
    ]);
    expect(res.body.data.changes?.at(-1)).toMatchObject({ status: 'DONE', amountDue: 70, payment: null });
    expect(await bagCharges(made.body.data.id)).toEqual([[0, 0, 7000]]);
    // fewer than bought, or none more, is refused and changes nothing
    const fewer = await addBags(c, made.body.data.id, [{ passengerIndex: 0, segment: 0, extraBags: 1 }]);
    expect(fewer.status).toBe(400);
    expect(fewer.body.message).toBe(bagMessages.noRemoval);
    const hostile = await addBags(c, made.body.data.id, [{ passengerIndex: 2, segment: 0, extraBags: 3 }]);
    expect(hostile.status).toBe(400);
    const other = await customer();
    expect(
      (await addBags(other, made.body.data.id, [{ passengerIndex: 0, segment: 0, extraBags: 3 }])).status,
    ).toBe(404);
    expect(await bagCharges(made.body.data.id)).toEqual([[0, 0, 7000]]);
  });

  it('adds a bag to a paid booking on a second invoice; the bags wait for it', async () => {
    const flight = await createFlight(t.database.db, { classes: [{ type: 'ECONOMY', priceCents: 20_000 }] });
    const c = await customer();
    const made = await book(c, request(flight.id, '6A'));
    expect((await decide(made.body.data.id, 'approve')).status).toBe(200);
    const res = await addBags(c, made.body.data.id, [{ passengerIndex: 0, segment: 0, extraBags: 1 }]);
    expect(res.status).toBe(200);
    const change = res.body.data.changes!.at(-1)!;
    expect(change).toMatchObject({
      status: 'PENDING_PAYMENT',
      amountDue: 35,
      bags: { items: [{ passengerIndex: 0, segment: 0, added: 1, bagPrice: 35 }] },
    });
    expect(change.payment?.address).toMatch(/^bc1q/);
    // not yet bought: the booking's bags and ledger wait for the payment
    expect(res.body.data.bags?.[0]?.extra).toBe(0);
    expect(await bagCharges(made.body.data.id)).toEqual([]);
  });

  it('caps a flight: past the cap a 409 BAGS_SOLD_OUT, and of concurrent buyers of the last bags only the cap gets them', async () => {
    const flight = await createFlight(t.database.db, { classes: [{ type: 'ECONOMY', priceCents: 20_000 }] });
    const cap = await setCap(flight.id, 3);
    expect(cap.status).toBe(200);
    expect(cap.body.data).toEqual({ flightId: flight.id, bagCap: 3, sold: 0 });
    const first = await customer();
    const two = await book(
      first,
      request(flight.id, '7A', { bags: [{ passengerIndex: 0, segment: 0, extraBags: 2 }] }),
    );
    expect(two.status).toBe(201);
    const over = await book(
      await customer(),
      request(flight.id, '7B', { bags: [{ passengerIndex: 0, segment: 0, extraBags: 2 }] }),
    );
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ success: false, code: 'BAGS_SOLD_OUT', message: bagMessages.soldOut });
    // ten travellers race for the one bag left, at booking and on an existing booking
    const racers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        book(
          await customer(),
          request(flight.id, `${10 + i}A`, { bags: [{ passengerIndex: 0, segment: 0, extraBags: 1 }] }),
        ),
      ).concat([addBags(first, two.body.data.id, [{ passengerIndex: 0, segment: 0, extraBags: 3 }])]),
    );
    const won = racers.filter((r) => r.status === 201 || r.status === 200);
    expect(won).toHaveLength(1);
    expect(
      racers
        .filter((r) => r.status === 409)
        .every((r) => (r.body as unknown as { code: string }).code === 'BAGS_SOLD_OUT'),
    ).toBe(true);
    expect(racers.filter((r) => r.status !== 409)).toHaveLength(1);
    expect(await extraBagsOn(flight.id)).toBe(3);
    expect(
      (await call<BagCap>(t.app, 'GET', `/admin/flights/${flight.id}/bag-cap`, { token: adminToken })).body
        .data.sold,
    ).toBe(3);
  });

  it("shows each passenger's bags on the manifest and its CSV, in a column at the end", async () => {
    const { made, out } = await tripWithBags([{ passengerIndex: 1, segment: 0, extraBags: 3 }], 'LIGHT');
    expect(made.status).toBe(201);
    const manifest = await manifestOf(out.id);
    expect(manifest.body.data.passengers.map((p) => [p.seatNumber, p.bags])).toEqual([
      ['3A', { included: 0, extra: 0 }],
      ['3B', { included: 0, extra: 3 }],
    ]);
    const lines = (await csvOf(out.id)).split('\r\n');
    expect(lines[0]!.endsWith(',Services,Bags')).toBe(true);
    expect(lines[1]!.endsWith(',0 bags (included)')).toBe(true);
    expect(lines[2]!.endsWith(',"3 bags (0 included, 3 extra)"')).toBe(true);
  });

  it("refunds the bags with the fare: the cancellation quote follows the ledger's charges", async () => {
    const flight = await createFlight(t.database.db, { classes: [{ type: 'ECONOMY', priceCents: 20_000 }] });
    const c = await customer();
    const made = await book(
      c,
      request(flight.id, '8A', { bags: [{ passengerIndex: 0, segment: 0, extraBags: 1 }] }),
    );
    expect((await decide(made.body.data.id, 'approve')).status).toBe(200);
    // a fresh booking a week or more ahead is refunded in full under the 24-hour rule, bags included
    const quote = await call<CancellationQuote>(
      t.app,
      'GET',
      `/user/bookings/${made.body.data.id}/cancellation-quote`,
      {
        token: c.token,
      },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data.refundAmount).toBe(235);
  });

  it("refuses a change of flight whose new flight's cap has no room for the bags carried: 409 BAGS_SOLD_OUT, nothing changed", async () => {
    for (const paid of [false, true]) {
      const from = await flightOfRoute(10 * DAY_MS, 29_900);
      const to = await flightOfRoute(12 * DAY_MS, 29_900);
      const c = await customer();
      const made = await book(
        c,
        request(from.id, '9A', { bags: [{ passengerIndex: 0, segment: 0, extraBags: 2 }] }),
      );
      expect(made.status).toBe(201);
      const id = made.body.data.id;
      // paid, the change waits for its difference (the change fee) on a second invoice
      if (paid) expect((await decide(id, 'approve')).status).toBe(200);
      const charges = await bagCharges(id);
      expect((await setCap(to.id, 1)).status).toBe(200);
      const refused = await quoteAndChange(c.token, id, to.id, ['9A']);
      expect(refused.status, `paid: ${paid}`).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        statusCode: 409,
        code: 'BAGS_SOLD_OUT',
        message: bagMessages.soldOut,
      });
      const kept = (await getAnyBooking(c.token, id)).body.data;
      expect(kept.flightNumber).toBe(from.flightNumber);
      expect(kept.changes ?? []).toEqual([]);
      expect(kept.bags?.map((b) => b.extra)).toEqual([2]);
      expect(await bagCharges(id)).toEqual(charges);
      expect(await extraBagsOn(to.id)).toBe(0);
      // with room for them, the bags move with their passenger
      expect((await setCap(to.id, 2)).status).toBe(200);
      const moved = await quoteAndChange(c.token, id, to.id, ['9A']);
      expect(moved.status).toBe(200);
      expect(moved.body.data.changes?.at(-1)?.status).toBe(paid ? 'PENDING_PAYMENT' : 'DONE');
      expect(
        (await call<BagCap>(t.app, 'GET', `/admin/flights/${to.id}/bag-cap`, { token: adminToken })).body.data
          .sold,
      ).toBe(2);
    }
  });
});
