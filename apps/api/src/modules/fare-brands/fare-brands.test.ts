import {
  type AuditPage,
  type Booking,
  type CancellationQuote,
  type ChangeOptions,
  type ChangeQuote,
  type FareBrandSettings,
  type Flight,
  DAY_MS,
  HOUR_MS,
  defaultBrandTerms,
  fareBrandMessages,
  fareRuleLines,
} from '@skylark/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingLedger } from '../../db/schema';
import { call } from '../../test/app';
import {
  adminToken,
  book,
  customer,
  decide,
  freeSeats,
  smtp,
  t,
  useBookingApp,
} from '../../test/booking-app';
import { backdateBooking, createFlight, offWeekend } from '../../test/factories';
import { recipientOf } from '../../test/smtp';
import { CDG, JFK, route, segmentsRequest } from '../../test/segments';

useBookingApp();

// Fare brands (docs/product.md#1416-fare-brands): priced, booked, charged and quoted by the brand bought

const flightAnswer = (id: string) => call<Flight>(t.app, 'GET', `/user/flights/${id}`);
const getBooking = (token: string, id: string) =>
  call<Booking>(t.app, 'GET', `/user/bookings/${id}`, { token });
const cancellationQuote = (token: string, id: string) =>
  call<CancellationQuote>(t.app, 'GET', `/user/bookings/${id}/cancellation-quote`, { token });
const changeOptions = (token: string, id: string, segment = 0) =>
  call<ChangeOptions>(t.app, 'GET', `/user/bookings/${id}/change-options?segment=${segment}`, { token });
const changeQuote = (token: string, id: string, segment: number, flightId: string, seats: string[]) =>
  call<ChangeQuote>(
    t.app,
    'GET',
    `/user/bookings/${id}/change-quote?segment=${segment}&flightId=${flightId}&seatNumbers=${seats.join(',')}`,
    { token },
  );
const putBrands = (classType: string, body: unknown, token = adminToken) =>
  call<FareBrandSettings>(t.app, 'PUT', `/admin/fare-brands/${classType}`, { token, body });

/** What the ledger charged the booking, per flight (segment). */
async function chargedBySegment(bookingId: string) {
  const rows = await t.database.db
    .select()
    .from(bookingLedger)
    .where(and(eq(bookingLedger.bookingId, bookingId), eq(bookingLedger.kind, 'CHARGE')));
  const by = new Map<number, number>();
  for (const r of rows) by.set(r.segment ?? -1, (by.get(r.segment ?? -1) ?? 0) + r.amountCents);
  return by;
}

/**
 * A paid one-passenger return trip JFK–CDG–JFK at $200 a flight, in the brands asked for, booked two
 * days ago unless `fresh`, so that the 24-hour rule (decision 097) is past and the brand's own terms apply.
 */
async function paidTrip(brands: { booking?: string; out?: string; back?: string }, fresh = false) {
  const c = await customer();
  const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
  const body = segmentsRequest([
    { flightId: out!.id, seats: ['3A'] },
    { flightId: back!.id, seats: ['3B'] },
  ]) as Record<string, unknown> & { segments: Record<string, unknown>[] };
  if (brands.booking) body.fareBrand = brands.booking;
  if (brands.out) body.segments[0]!.fareBrand = brands.out;
  if (brands.back) body.segments[1]!.fareBrand = brands.back;
  const made = await book(c, body);
  expect(made.status).toBe(201);
  expect((await decide(made.body.data.id, 'approve')).status).toBe(200);
  if (!fresh) await backdateBooking(t.database.db, made.body.data.id);
  return { c, out: out!, back: back!, booking: made.body.data };
}

describe('fare brands', () => {
  it("answers each class's brands beside the spec's price, Classic at the class price", async () => {
    const flight = await createFlight(t.database.db, {
      classes: [
        { type: 'ECONOMY', priceCents: 20_000 },
        { type: 'BUSINESS', priceCents: 90_000 },
      ],
    });
    const res = await flightAnswer(flight.id);
    expect(res.status).toBe(200);
    const economy = res.body.data.classTypes.find((c) => c.type === 'ECONOMY')!;
    expect(economy.price).toBe(200);
    expect(economy.fares).toEqual([
      {
        brand: 'LIGHT',
        price: 170,
        includedBags: 0,
        change: { allowed: false, fee: 0 },
        refund: { policy: 'NONE', fullUntilHours: 0 },
      },
      {
        brand: 'CLASSIC',
        price: 200,
        includedBags: 1,
        change: { allowed: true, fee: 75 },
        refund: { policy: 'BANDS', fullUntilHours: 0 },
      },
      {
        brand: 'FLEX',
        price: 260,
        includedBags: 2,
        change: { allowed: true, fee: 0 },
        refund: { policy: 'FULL', fullUntilHours: 24 },
      },
    ]);
    const business = res.body.data.classTypes.find((c) => c.type === 'BUSINESS')!;
    expect(business.fares?.map((f) => [f.brand, f.price, f.change.fee])).toEqual([
      ['LIGHT', 765, 0],
      ['CLASSIC', 900, 50],
      ['FLEX', 1170, 0],
    ]);
  });

  it('books Flex for the whole trip: charged on the ledger per flight, kept with the booking', async () => {
    const { booking } = await paidTrip({ booking: 'FLEX' });
    expect(booking.totalAmount).toBe(520);
    expect(booking.segments.map((s) => [s.fareBrand, s.fareTerms?.includedBags])).toEqual([
      ['FLEX', 2],
      ['FLEX', 2],
    ]);
    expect(Object.fromEntries(await chargedBySegment(booking.id))).toEqual({ 0: 26_000, 1: 26_000 });
  });

  it('books a brand per flight, Classic when none is named', async () => {
    const light = await paidTrip({ out: 'LIGHT' });
    expect(light.booking.segments.map((s) => s.fareBrand)).toEqual(['LIGHT', 'CLASSIC']);
    expect(Object.fromEntries(await chargedBySegment(light.booking.id))).toEqual({ 0: 17_000, 1: 20_000 });
    const mixed = await paidTrip({ booking: 'FLEX', back: 'LIGHT' });
    expect(mixed.booking.segments.map((s) => s.fareBrand)).toEqual(['FLEX', 'LIGHT']);
    expect(mixed.booking.totalAmount).toBe(430);
  });

  it('refuses an unknown brand with a 400 and books nothing', async () => {
    const c = await customer();
    const [out] = await route(t.database.db, [JFK, CDG]);
    const body = { ...segmentsRequest([{ flightId: out!.id, seats: ['3A'] }]), fareBrand: 'GOLD' };
    const res = await book(c, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await freeSeats(out!.id)).toContain('3A');
  });

  it('quotes a cancellation by the brand bought: Flex all back, Classic by the bands, Light nothing', async () => {
    const flex = await paidTrip({ booking: 'FLEX' });
    const classic = await paidTrip({});
    const light = await paidTrip({ booking: 'LIGHT' });
    const quoted = async (trip: Awaited<ReturnType<typeof paidTrip>>) => {
      const res = await cancellationQuote(trip.c.token, trip.booking.id);
      expect(res.status).toBe(200);
      return [res.body.data.refundPercent, res.body.data.refundAmount];
    };
    expect(await quoted(flex)).toEqual([100, 520]);
    expect(await quoted(classic)).toEqual([90, 360]);
    expect(await quoted(light)).toEqual([0, 0]);
    // a trip in two brands: each flight's charge at its own terms
    const mixed = await paidTrip({ booking: 'FLEX', back: 'LIGHT' });
    const res = await cancellationQuote(mixed.c.token, mixed.booking.id);
    expect(res.body.data.refundAmount).toBe(260);
    // within 24 hours of booking, a week or more ahead, everything received comes back whatever the brand
    const lightToday = await paidTrip({ booking: 'LIGHT' }, true);
    expect(await quoted(lightToday)).toEqual([100, 340]);
  });

  it("gives Flex back in full only until 24 hours before departure, then the fare rules' bands", async () => {
    const c = await customer();
    const [soon] = await route(t.database.db, [JFK, CDG], { firstInHours: 20 });
    const made = await book(c, {
      ...segmentsRequest([{ flightId: soon!.id, seats: ['3A'] }]),
      fareBrand: 'FLEX',
    });
    expect(made.status).toBe(201);
    await decide(made.body.data.id, 'approve');
    // $260 for two passengers, or $208 with the weekend offer when the flight leaves on a weekend
    const charged = made.body.data.totalAmount;
    expect([260, 208]).toContain(charged);
    const res = await cancellationQuote(c.token, made.body.data.id);
    expect(res.body.data).toMatchObject({ refundPercent: 10, refundAmount: charged / 10 });
  });

  it("prints the brand's terms in the booking's e-mail, not Classic's refund bands", async () => {
    const light = await paidTrip({ booking: 'LIGHT' });
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === light.c.user.email && (m.subject ?? '').includes(light.booking.trackingId),
    );
    expect(mail.text).toContain('Light fare (Economy): No checked bag; No changes; No refund');
    expect(mail.text).not.toContain(fareRuleLines('ECONOMY')[0]!.text);
    expect(mail.text).toContain(fareRuleLines('ECONOMY')[2]!.text);
  });

  it('quotes a change by the brand bought: Light refused, Classic with its fee, Flex free', async () => {
    const light = await paidTrip({ booking: 'LIGHT' });
    const refused = await changeOptions(light.c.token, light.booking.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CHANGE_NOT_ALLOWED',
      message: fareBrandMessages.changeNotAllowed,
    });

    const later = (trip: Awaited<ReturnType<typeof paidTrip>>) =>
      createFlight(t.database.db, {
        departureCity: JFK,
        arrivalCity: CDG,
        departureAt: offWeekend(new Date(trip.out.departureAt.getTime() - DAY_MS)),
        arrivalAt: new Date(
          offWeekend(new Date(trip.out.departureAt.getTime() - DAY_MS)).getTime() + 6 * HOUR_MS,
        ),
        classes: [{ type: 'ECONOMY', priceCents: 20_000 }],
      });
    const classic = await paidTrip({});
    expect((await changeOptions(classic.c.token, classic.booking.id)).body.data.changeFee).toBe(75);
    const classicTo = await later(classic);
    const classicQuote = await changeQuote(classic.c.token, classic.booking.id, 0, classicTo.id, ['5A']);
    expect(classicQuote.status).toBe(200);
    expect(classicQuote.body.data).toMatchObject({ fareDifference: 0, changeFee: 75, amountDue: 75 });

    const flex = await paidTrip({ booking: 'FLEX' });
    expect((await changeOptions(flex.c.token, flex.booking.id)).body.data.changeFee).toBe(0);
    const flexTo = await later(flex);
    const flexQuote = await changeQuote(flex.c.token, flex.booking.id, 0, flexTo.id, ['5A']);
    expect(flexQuote.status).toBe(200);
    // the new flight at Flex's price: no fare difference, no fee
    expect(flexQuote.body.data).toMatchObject({ fareDifference: 0, changeFee: 0, amountDue: 0 });
  });

  it('prices a booking by brands another server changed since this one read them', async () => {
    expect((await paidTrip({ booking: 'FLEX' })).booking.totalAmount).toBe(520);
    const flexAt = (
      percent: number,
    ) => sql`update fare_brands set terms = jsonb_set(terms, '{priceDiffPercent}', ${String(percent)}::jsonb)
      where class_type = 'ECONOMY' and brand = 'FLEX'`;
    // as another process writes it: this one still holds the brands it read
    await t.database.db.execute(flexAt(50));
    try {
      const later = await paidTrip({ booking: 'FLEX' });
      expect(later.booking.totalAmount).toBe(600);
      expect(Object.fromEntries(await chargedBySegment(later.booking.id))).toEqual({ 0: 30_000, 1: 30_000 });
    } finally {
      await t.database.db.execute(flexAt(30));
    }
  });

  it("lets an administrator set a class's brands, audited; bookings keep the terms they bought", async () => {
    const flex = await paidTrip({ booking: 'FLEX' });
    const c = await customer();
    const refused = await putBrands('ECONOMY', {
      LIGHT: defaultBrandTerms('ECONOMY', 'LIGHT'),
      CLASSIC: { ...defaultBrandTerms('ECONOMY', 'CLASSIC'), priceDiffPercent: 5 },
      FLEX: defaultBrandTerms('ECONOMY', 'FLEX'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(fareBrandMessages.classicPriceFixed);
    const update = {
      LIGHT: { ...defaultBrandTerms('ECONOMY', 'LIGHT'), priceDiffPercent: -25 },
      CLASSIC: { ...defaultBrandTerms('ECONOMY', 'CLASSIC'), includedBags: 2 },
      FLEX: {
        ...defaultBrandTerms('ECONOMY', 'FLEX'),
        priceDiffPercent: 50,
        change: { allowed: true, feeCents: 1000 },
        refund: { policy: 'NONE', fullUntilHours: 0 },
      },
    };
    expect((await putBrands('ECONOMY', update, c.token)).status).toBe(403);
    const res = await putBrands('ECONOMY', update);
    expect(res.status).toBe(200);
    expect(res.body.data.ECONOMY.FLEX.priceDiffPercent).toBe(50);

    const listed = await call<FareBrandSettings>(t.app, 'GET', '/admin/fare-brands', { token: adminToken });
    expect(listed.body.data.ECONOMY.LIGHT.priceDiffPercent).toBe(-25);
    const audit = await call<AuditPage>(t.app, 'GET', '/admin/audit?action=fare_brands.update', {
      token: adminToken,
    });
    expect(audit.body.data.data[0]).toMatchObject({ action: 'fare_brands.update', targetId: 'ECONOMY' });
    expect(audit.body.data.data[0]!.before).toMatchObject({ FLEX: { priceDiffPercent: 30 } });

    // the flight answer and a new booking follow the new settings
    expect((await flightAnswer(flex.out.id)).body.data.classTypes[0]!.fares?.map((f) => f.price)).toEqual([
      150, 200, 300,
    ]);
    const newFlex = await paidTrip({ booking: 'FLEX' });
    expect(newFlex.booking.totalAmount).toBe(600);
    expect((await cancellationQuote(newFlex.c.token, newFlex.booking.id)).body.data.refundAmount).toBe(0);

    // the Flex bought before keeps its full refund and free changes
    expect((await cancellationQuote(flex.c.token, flex.booking.id)).body.data.refundAmount).toBe(520);
    expect((await changeOptions(flex.c.token, flex.booking.id)).body.data.changeFee).toBe(0);
    expect(
      (await getBooking(flex.c.token, flex.booking.id)).body.data.segments[0]!.fareTerms?.refund.policy,
    ).toBe('FULL');
    await putBrands('ECONOMY', {
      LIGHT: defaultBrandTerms('ECONOMY', 'LIGHT'),
      CLASSIC: defaultBrandTerms('ECONOMY', 'CLASSIC'),
      FLEX: defaultBrandTerms('ECONOMY', 'FLEX'),
    });
  });
});
