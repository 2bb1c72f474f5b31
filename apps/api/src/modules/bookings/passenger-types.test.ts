import {
  DAY_MS,
  FAMILY_PARTY_MESSAGE,
  lapInfantMessages,
  type Booking,
  type CreateBookingInput,
  type Manifest,
} from '@skylark/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFlight, createUser } from '../../test/factories';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { provenAge } from '../../test/booking-body';
import { newAdminToken } from '../../test/signed-in-app';

// Passenger types, lap infants and offers applied by rule (docs/product.md#141-offers, docs/product.md#1410-passenger-types-and-infants-on-a-lap)

let token: string;
let adminToken: string;

useMailApp();
beforeAll(async () => {
  token = tokenFor(t.app, (await createUser(t.database.db, { email: 'family@example.com' })).id, 'user');
  adminToken = await newAdminToken(t);
});

/** A Wednesday (UTC) 5 to 11 days ahead at 10:00: no offer applies by date. */
const wednesday = (() => {
  const d = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 5 * DAY_MS + 10 * 3_600_000);
  while (d.getUTCDay() !== 3) d.setTime(d.getTime() + DAY_MS);
  return d;
})();
const flightOn = (departureAt = wednesday) =>
  createFlight(t.database.db, {
    departureAt,
    classes: [{ type: 'ECONOMY', priceCents: 47_900, capacity: 12 }],
  });

/** A yyyy-MM-dd birth date `years` (and `days`) before the UTC day of `at`. */
function bornBefore(at: Date, years: number, days = 0): string {
  const d = new Date(
    Date.UTC(at.getUTCFullYear() - years, at.getUTCMonth(), at.getUTCDate()) - days * DAY_MS,
  );
  return d.toISOString().slice(0, 10);
}

const party = (flightId: string, ages: number[], extra: Partial<CreateBookingInput> = {}) =>
  ({
    flightId,
    classType: 'ECONOMY',
    passengers: ages.map((age, i) => ({
      firstName: 'Kim',
      lastName: `Lee${'abcdefghi'[i]}`,
      ...provenAge(age),
    })),
    seatNumbers: ages.map((_, i) => `${1 + Math.floor(i / 6)}${'ABCDEF'[i % 6]}`),
    mealPreferences: ages.map(() => 'REGULAR'),
    specialAssistance: ages.map(() => ({ wheelchair: false, infant: false, elderly: false })),
    ...extra,
  }) as CreateBookingInput;

const book = (body: unknown) => call<Booking>(t.app, 'POST', '/user/bookings', { token, body });

describe('the family offer applies by rule, whichever way the traveller came', () => {
  it('2 adults and an 8-year-old pay for the adults only, without naming the offer, and the breakdown says so', async () => {
    const flight = await flightOn();
    const plain = await book(party(flight.id, [40, 38, 8]));
    expect(plain.status, plain.body.message).toBe(201);
    expect(plain.body.data).toMatchObject({ totalAmount: 958, listPrice: 1437, offer: 'family' });
    expect(plain.body.data.fareBreakdown).toEqual({
      lines: [
        { type: 'adult', count: 2, unitPrice: 479, amount: 958 },
        { type: 'child', count: 1, unitPrice: 479, amount: 479 },
      ],
      listPrice: 1437,
      offer: { code: 'family', name: 'Family offer', saving: 479 },
      total: 958,
    });
    const named = await book({
      ...party(flight.id, [40, 38, 8]),
      seatNumbers: ['2A', '2B', '2C'],
      offer: 'family',
    });
    expect(named.body.data).toMatchObject({ totalAmount: 958, offer: 'family' });
  });

  it('one adult pays the list price and names no offer; an offer named that does not fit is still refused', async () => {
    const flight = await flightOn();
    const res = await book(party(flight.id, [40]));
    expect(res.body.data).toMatchObject({ totalAmount: 479, listPrice: 479, offer: null });
    expect(res.body.data.fareBreakdown).toMatchObject({ offer: null, total: 479 });
    const refused = await book(
      party(flight.id, [40, 38, 1, 1, 1], { seatNumbers: ['1B', '1C', '1D', '1E', '1F'], offer: 'family' }),
    );
    expect(refused.body).toMatchObject({ statusCode: 400, message: FAMILY_PARTY_MESSAGE });
  });
});

describe('lap infants: under 2, one per passenger aged 12 or over, no seat', () => {
  it('books 2 adults, a child and a lap infant; every read names the infant and who holds them', async () => {
    const flight = await flightOn();
    const infant = {
      name: 'Mia Lee',
      dateOfBirth: bornBefore(flight.departureAt, 1),
      travellingWithIndex: 1,
    };
    const res = await book(party(flight.id, [40, 38, 8], { infants: [infant] }));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.passengers).toHaveLength(3);
    expect(res.body.data.infants).toEqual([
      { name: 'Mia Lee', dateOfBirth: infant.dateOfBirth, travellingWith: 'Kim Leeb' },
    ]);
    expect(res.body.data.fareBreakdown?.lines).toContainEqual({
      type: 'lapInfant',
      count: 1,
      unitPrice: 0,
      amount: 0,
    });
    expect(res.body.data.totalAmount).toBe(958);
    const seats = await call<{ availableSeats: unknown[] }>(
      t.app,
      'GET',
      `/user/flights/${flight.id}/seats?classType=ECONOMY`,
    );
    expect(seats.body.data.availableSeats).toHaveLength(9);
    const mine = await call<Booking>(t.app, 'GET', `/user/bookings/${res.body.data.id}`, { token });
    expect(mine.body.data.infants).toHaveLength(1);
    const admin = await call<Booking>(t.app, 'GET', `/admin/bookings/${res.body.data.id}`, {
      token: adminToken,
    });
    expect(admin.body.data.infants?.[0]?.name).toBe('Mia Lee');
    const manifest = await call<Manifest>(t.app, 'GET', `/admin/flights/${flight.id}/manifest`, {
      token: adminToken,
    });
    const holder = manifest.body.data.passengers.find((p) => p.name === 'Kim Leeb');
    expect(holder?.assistance).toEqual([`Lap infant: Mia Lee (born ${infant.dateOfBirth})`]);
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === 'family@example.com' && (m.subject ?? '').includes(res.body.data.trackingId),
    );
    expect((mail.text ?? '').split('\n')).toContain(
      `Infant on a lap: Mia Lee, born ${infant.dateOfBirth}, with Kim Leeb`,
    );
  });

  it("the spec's request without infants answers no infants", async () => {
    const flight = await flightOn();
    const res = await book(party(flight.id, [30]));
    expect(res.status).toBe(201);
    expect(res.body.data.infants).toEqual([]);
  });

  it.each([
    [
      'two years old on the day of departure',
      [40],
      (at: Date) => [{ name: 'Old Enough', dateOfBirth: bornBefore(at, 2), travellingWithIndex: 0 }],
      'infants.0.dateOfBirth',
      lapInfantMessages.tooOld(1),
    ],
    [
      'held by a child',
      [40, 9],
      (at: Date) => [{ name: 'Baby Lee', dateOfBirth: bornBefore(at, 0, 30), travellingWithIndex: 1 }],
      'infants.0.travellingWithIndex',
      lapInfantMessages.notAnAdult(1),
    ],
    [
      'held by nobody',
      [40],
      (at: Date) => [{ name: 'Baby Lee', dateOfBirth: bornBefore(at, 1), travellingWithIndex: 3 }],
      'infants.0.travellingWithIndex',
      lapInfantMessages.noAdult(1),
    ],
    [
      'two on one lap',
      [40, 38],
      (at: Date) => [
        { name: 'Twin One', dateOfBirth: bornBefore(at, 1), travellingWithIndex: 0 },
        { name: 'Twin Two', dateOfBirth: bornBefore(at, 1), travellingWithIndex: 0 },
      ],
      'infants.1.travellingWithIndex',
      lapInfantMessages.oneEach(2),
    ],
  ] as const)(
    'refuses a lap infant %s with 400, booking nothing',
    async (_, ages, infants, field, message) => {
      const flight = await flightOn();
      const res = await book(party(flight.id, [...ages], { infants: infants(flight.departureAt) }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, data: { errors: [{ field, message }] } });
      const seats = await call<{ availableSeats: unknown[] }>(
        t.app,
        'GET',
        `/user/flights/${flight.id}/seats?classType=ECONOMY`,
      );
      expect(seats.body.data.availableSeats).toHaveLength(12);
    },
  );

  it('refuses malformed infants with 400, never 500', async () => {
    const flight = await flightOn();
    for (const infants of [
      [{ name: '', dateOfBirth: '2026-01-01', travellingWithIndex: 0 }],
      [{ name: 'A', dateOfBirth: 'yesterday', travellingWithIndex: 0 }],
      [{ name: 'A', dateOfBirth: '2026-01-01', travellingWithIndex: -1 }],
      Array.from({ length: 10 }, () => ({ name: 'A', dateOfBirth: '2026-01-01', travellingWithIndex: 0 })),
      'one',
    ]) {
      const res = await book({ ...party(flight.id, [40]), infants });
      expect(res.status).toBe(400);
    }
  });
});
