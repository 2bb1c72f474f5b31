import {
  type Booking,
  type Flight,
  type RefundsOwed,
  DAY_MS,
  HOUR_MS,
  eu261Texts,
  refundMessages,
} from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingLedger } from '../../db/schema';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { newAdminToken } from '../../test/signed-in-app';

/* EU261 notices and compensation (docs/product.md#1414-eu261-notice-of-rights-and-compensation, decision 098). */

const PARIS = 'Paris, Charles de Gaulle (CDG)';
const LONDON = 'London, Heathrow (LHR)';
const CAIRO = 'Cairo, Cairo International (CAI)';
const NEW_YORK = 'New York, John F. Kennedy International (JFK)';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let admin: string;
useMailApp({ BTC_USD_RATE: '50000', EUR_USD_RATE: '1.1' });
beforeAll(async () => {
  admin = await newAdminToken(t);
});

let number = 100;
/** A flight leaving in `days` with a booking of two travellers, paid unless said otherwise, and its owner's token. */
async function bookedFlight(from: string, to: string, { paid = true, days = 5 } = {}) {
  const flight = await createFlight(t.database.db, {
    flightNumber: `EU${++number}`,
    departureCity: from,
    arrivalCity: to,
    departureAt: new Date(Date.now() + days * DAY_MS),
  });
  const user = await createUser(t.database.db, { email: `eu261-${number}@example.com` });
  const status = paid ? 'CONFIRMED' : 'PENDING';
  const booking = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['3A', '3B'],
    userId: user.id,
    email: user.email,
    bookingStatus: status,
    paymentStatus: status,
  });
  return { flight, booking, token: tokenFor(t.app, user.id, 'user') };
}

const cancel = (id: string, body?: object) =>
  call(t.app, 'POST', `/admin/flights/${id}/cancel`, { token: admin, body });
const reschedule = (id: string, body: object) =>
  call<Flight>(t.app, 'PATCH', `/admin/flights/${id}`, { token: admin, body });
const read = async (token: string, id: string) =>
  (await call<Booking>(t.app, 'GET', `/user/bookings/${id}`, { token })).body.data;
const owed = async () =>
  (await call<RefundsOwed>(t.app, 'GET', '/admin/refunds', { token: admin })).body.data.refunds;
const compensationRows = (bookingId: string) =>
  t.database.db
    .select()
    .from(bookingLedger)
    .where(and(eq(bookingLedger.bookingId, bookingId), eq(bookingLedger.kind, 'COMPENSATION_OWED')));

describe('a flight from an EU airport cancelled by the airline', () => {
  // two travellers, at $1.10 a euro and $50,000 a bitcoin
  it.each([
    [LONDON, 250, 550, '0.011'],
    [CAIRO, 400, 880, '0.0176'],
    [NEW_YORK, 600, 1320, '0.0264'],
  ])(
    'to %s owes each paid traveller €%i, on the ledger and on the refunds list',
    async (to, euros, usd, btc) => {
      const { flight, booking, token } = await bookedFlight(PARIS, to);
      expect((await cancel(flight.id, { cause: 'WITHIN_AIRLINE_CONTROL' })).status).toBe(200);

      const seen = await read(token, booking.id);
      expect(seen.eu261).toEqual([
        expect.objectContaining({
          flightNumber: flight.flightNumber,
          disruption: 'CANCELLED',
          cause: 'WITHIN_AIRLINE_CONTROL',
          outcome: 'OWED',
          eurosPerPassenger: euros,
          passengersCompensated: 2,
          compensationEuros: 2 * euros,
          compensationUsd: usd,
        }),
      ]);
      expect(seen.refund?.owed).toEqual(['CANCELLATION', 'COMPENSATION']);
      const listed = (await owed()).find((r) => r.bookingId === booking.id && r.kind === 'COMPENSATION');
      expect(listed).toMatchObject({ amountUsd: usd, amountBtc: btc });
      // the e-mail of the cancellation carries the notice and the amount
      const mail = await smtp.waitFor((m) => recipientOf(m) === booking.email);
      expect(mail.text).toContain(eu261Texts.title);
      expect(mail.text).toContain(eu261Texts.care);
      expect(mail.text).toContain(
        `€${euros} per passenger, €${(2 * euros).toLocaleString('en-US')} for 2 passengers`,
      );
    },
  );

  it('gives the notice without compensation for extraordinary circumstances', async () => {
    const { flight, booking, token } = await bookedFlight(PARIS, NEW_YORK);
    expect((await cancel(flight.id, { cause: 'EXTRAORDINARY_CIRCUMSTANCES' })).status).toBe(200);
    const seen = await read(token, booking.id);
    expect(seen.eu261).toEqual([
      expect.objectContaining({ outcome: 'EXTRAORDINARY', eurosPerPassenger: 600, compensationEuros: 0 }),
    ]);
    expect(seen.refund?.owed).toEqual(['CANCELLATION']);
    expect(await compensationRows(booking.id)).toHaveLength(0);
  });

  it('owes compensation when the desk names no cause, and nothing when told 14 days ahead', async () => {
    const plain = await bookedFlight(PARIS, LONDON);
    expect((await cancel(plain.flight.id)).status).toBe(200);
    expect((await read(plain.token, plain.booking.id)).eu261?.[0]).toMatchObject({
      outcome: 'OWED',
      compensationEuros: 500,
    });

    const early = await bookedFlight(PARIS, LONDON, { days: 20 });
    expect((await cancel(early.flight.id)).status).toBe(200);
    expect((await read(early.token, early.booking.id)).eu261?.[0]).toMatchObject({
      outcome: 'EARLY_NOTICE',
      compensationEuros: 0,
    });
  });

  it('gives nothing to a flight leaving outside the EU or to an unpaid booking, and refuses an unknown cause', async () => {
    const outside = await bookedFlight(NEW_YORK, PARIS);
    const bad = await cancel(outside.flight.id, { cause: 'WEATHER' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await cancel(outside.flight.id, { cause: 'WITHIN_AIRLINE_CONTROL' })).status).toBe(200);
    expect((await read(outside.token, outside.booking.id)).eu261).toBeUndefined();

    const unpaid = await bookedFlight(PARIS, NEW_YORK, { paid: false });
    expect((await cancel(unpaid.flight.id)).status).toBe(200);
    expect((await read(unpaid.token, unpaid.booking.id)).eu261).toBeUndefined();
  });
});

describe('a flight from an EU airport delayed by the desk', () => {
  it('owes compensation once its arrival moves three hours later, once per traveller and flight', async () => {
    const { flight, booking, token } = await bookedFlight(PARIS, NEW_YORK);
    const arrival = new Date(flight.arrivalAt);
    const later = (hours: number) => ({
      arrival: { date: new Date(arrival.getTime() + hours * HOUR_MS).toISOString() },
    });

    expect((await reschedule(flight.id, later(2))).status).toBe(200);
    expect((await read(token, booking.id)).eu261).toBeUndefined();

    expect((await reschedule(flight.id, { ...later(3.5), cause: 'WITHIN_AIRLINE_CONTROL' })).status).toBe(
      200,
    );
    expect((await read(token, booking.id)).eu261).toEqual([
      expect.objectContaining({
        disruption: 'DELAYED',
        delayMinutes: 210,
        outcome: 'OWED',
        compensationEuros: 1200,
      }),
    ]);

    // delayed again, then cancelled: still owed once
    expect((await reschedule(flight.id, later(5))).status).toBe(200);
    expect((await cancel(flight.id)).status).toBe(200);
    expect(await compensationRows(booking.id)).toHaveLength(2);
    expect((await read(token, booking.id)).eu261).toEqual([
      expect.objectContaining({ disruption: 'CANCELLED', outcome: 'OWED', compensationEuros: 1200 }),
    ]);
  });

  it('gives the notice without compensation when extraordinary circumstances delayed it', async () => {
    const { flight, booking, token } = await bookedFlight(PARIS, CAIRO);
    const date = new Date(new Date(flight.arrivalAt).getTime() + 4 * HOUR_MS).toISOString();
    expect(
      (await reschedule(flight.id, { arrival: { date }, cause: 'EXTRAORDINARY_CIRCUMSTANCES' })).status,
    ).toBe(200);
    expect((await read(token, booking.id)).eu261).toEqual([
      expect.objectContaining({ disruption: 'DELAYED', outcome: 'EXTRAORDINARY', compensationEuros: 0 }),
    ]);
    expect((await read(token, booking.id)).refund).toBeNull();
    const mail = await smtp.waitFor((m) => recipientOf(m) === booking.email);
    expect(mail.text).toContain(eu261Texts.choiceDelayed);
    expect(mail.text).toContain(eu261Texts.extraordinary);
  });
});

describe('paying compensation', () => {
  it('is paid once through the refunds list, beside the cancellation refund', async () => {
    const { flight, booking, token } = await bookedFlight(PARIS, LONDON);
    expect((await cancel(flight.id)).status).toBe(200);
    const given = await call<Booking>(t.app, 'PUT', `/user/bookings/${booking.id}/refund-address`, {
      token,
      body: { refundAddress: ADDRESS },
    });
    expect(given.status).toBe(200);
    const listed = (await owed()).find((r) => r.bookingId === booking.id && r.kind === 'COMPENSATION')!;
    const body = {
      kind: 'COMPENSATION',
      txid: 'c3'.repeat(32),
      amountUsd: listed.amountUsd,
      amountBtc: listed.amountBtc,
      address: ADDRESS,
    };
    const paid = await call<Booking>(t.app, 'POST', `/admin/refunds/${booking.id}/paid`, {
      token: admin,
      body,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.refund?.owed).toEqual(['CANCELLATION']);
    expect(paid.body.data.refund?.paid).toEqual([expect.objectContaining({ kind: 'COMPENSATION' })]);

    const again = await call(t.app, 'POST', `/admin/refunds/${booking.id}/paid`, {
      token: admin,
      body: { ...body, txid: 'd4'.repeat(32) },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'REFUND_ALREADY_PAID',
      message: refundMessages.refundAlreadyPaid,
    });
    // the cancellation's refund is still owed in full
    const left = (await owed()).filter((r) => r.bookingId === booking.id);
    expect(left.map((r) => r.kind)).toEqual(['CANCELLATION']);
  });
});
