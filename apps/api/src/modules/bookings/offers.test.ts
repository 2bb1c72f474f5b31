import {
  DAY_MS,
  FAMILY_PARTY_MESSAGE,
  ageMismatchMessage,
  dateOfBirthRequiredMessage,
  ageOnDeparture,
  offerMessages,
  offerProblem,
  priceWithOffer,
  type Booking,
  type CreateBookingInput,
} from '@skylark/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFlight, createUser } from '../../test/factories';
import { call, tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { provenAge } from '../../test/booking-body';
import { newAdminToken } from '../../test/signed-in-app';

let adminToken: string;
let token: string;
let email: string;

useMailApp({ BTC_ADDRESSES: 'bc1qofferaddress00000000000000000000' });
beforeAll(async () => {
  adminToken = await newAdminToken(t);
  const user = await createUser(t.database.db, { email: 'offers@example.com' });
  token = tokenFor(t.app, user.id, 'user');
  email = user.email;
});

/** The next UTC `weekday` (0 Sunday … 6 Saturday) at least `days` ahead, at 10:00. */
function nextWeekday(weekday: number, days: number): Date {
  const d = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + 10 * 3_600_000);
  while (d.getUTCDay() !== weekday) d.setTime(d.getTime() + DAY_MS);
  return d;
}

const flightAt = (departureAt: Date) =>
  createFlight(t.database.db, {
    departureAt,
    classes: [{ type: 'ECONOMY', priceCents: 22_999, capacity: 12 }],
  });

const request = (flightId: string, ages: number[], offer?: string): CreateBookingInput =>
  ({
    flightId,
    classType: 'ECONOMY',
    passengers: ages.map((age, i) => ({
      firstName: 'Ada',
      lastName: `Family${'abcdefghi'[i]}`,
      ...provenAge(age),
    })),
    seatNumbers: ages.map((_, i) => `${1 + Math.floor(i / 6)}${'ABCDEF'[i % 6]}`),
    mealPreferences: ages.map(() => 'REGULAR'),
    specialAssistance: ages.map(() => ({ wheelchair: false, infant: false, elderly: false })),
    ...(offer ? { offer } : {}),
  }) as CreateBookingInput;

const book = (body: unknown) => call<Booking>(t.app, 'POST', '/user/bookings', { token, body });

describe('offers on a booking (docs/product.md#141-offers)', () => {
  it('prices in whole cents: weekend 20 % off, early-bird 25 % off, family children under 12 free', () => {
    const saturday = nextWeekday(6, 3);
    const base = { classPriceCents: 22_999, departureAt: saturday, ages: [40] };
    expect(priceWithOffer(base)).toEqual({ listCents: 22_999, totalCents: 22_999 });
    expect(priceWithOffer({ ...base, offer: 'weekend' })).toEqual({ listCents: 22_999, totalCents: 18_399 });
    const far = new Date(Date.now() + 61 * DAY_MS);
    expect(priceWithOffer({ ...base, offer: 'early-bird', departureAt: far, ages: [40, 9] })).toEqual({
      listCents: 45_998,
      totalCents: 34_499, // 75 % of 45,998 = 34,498.5, rounded
    });
    expect(priceWithOffer({ ...base, offer: 'family', ages: [40, 38, 9, 4] })).toEqual({
      listCents: 91_996,
      totalCents: 45_998,
    });
    expect(offerProblem({ offer: 'family', departureAt: saturday, ages: [40, 9] })).toBe(
      offerMessages.family,
    );
    expect(offerProblem({ offer: 'weekend', departureAt: nextWeekday(3, 3), ages: [40] })).toBe(
      offerMessages.weekend,
    );
  });

  it('a booking that names no offer pays the class price on a weekday, and gets the weekend offer by rule on a Saturday', async () => {
    const weekday = await flightAt(nextWeekday(3, 3));
    const res = await book(request(weekday.id, [40]));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ totalAmount: 229.99, listPrice: 229.99, offer: null });
    const saturday = await flightAt(nextWeekday(6, 3));
    const byRule = await book(request(saturday.id, [40]));
    expect(byRule.body.data).toMatchObject({ totalAmount: 183.99, listPrice: 229.99, offer: 'weekend' });
    expect(byRule.body.data.fareBreakdown?.offer).toEqual({
      code: 'weekend',
      name: 'Weekend getaway',
      saving: 46,
    });
  });

  it('applies an eligible offer, stores its name and the list price, and the admin record and e-mail show it', async () => {
    const flight = await flightAt(nextWeekday(0, 3));
    const res = await book(request(flight.id, [40, 35], 'weekend'));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ totalAmount: 367.98, listPrice: 459.98, offer: 'weekend' });

    const admin = await call<Booking>(t.app, 'GET', `/admin/bookings/${res.body.data.id}`, {
      token: adminToken,
    });
    expect(admin.body.data).toMatchObject({ totalAmount: 367.98, listPrice: 459.98, offer: 'weekend' });
    const mine = await call<Booking>(t.app, 'GET', `/user/bookings/${res.body.data.id}`, { token });
    expect(mine.body.data).toMatchObject({ offer: 'weekend', listPrice: 459.98 });

    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === email && (m.subject ?? '').includes(res.body.data.trackingId),
    );
    expect(mail.text).toContain('Amount due: $367.98.');
    expect((mail.text ?? '').split('\n')).toContain('Offer: Weekend getaway, list price $459.98');
  });

  it('family: two paying passengers aged 12 or over, children under 12 free', async () => {
    const flight = await flightAt(nextWeekday(3, 5));
    const res = await book(request(flight.id, [41, 39, 11, 6], 'family'));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ totalAmount: 459.98, listPrice: 919.96, offer: 'family' });
  });

  it.each([
    ['weekend', nextWeekday(3, 3), [40], offerMessages.weekend],
    ['early-bird', new Date(Date.now() + 30 * DAY_MS), [40], offerMessages['early-bird']],
    ['family', new Date(Date.now() + 30 * DAY_MS), [40, 8], offerMessages.family],
  ] as const)(
    'refuses an ineligible %s offer with 400 and a clear message, booking nothing',
    async (offer, at, ages, message) => {
      const flight = await flightAt(at);
      const res = await book(request(flight.id, [...ages], offer));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
      const seats = await call<{ availableSeats: unknown[] }>(
        t.app,
        'GET',
        `/user/flights/${flight.id}/seats?classType=ECONOMY`,
      );
      expect(seats.body.data.availableSeats).toHaveLength(12);
    },
  );

  it('family needs one passenger aged 12 or over per infant and per three children: 2 adults and 7 "age 1" pay the list price', async () => {
    const flight = await flightAt(nextWeekday(3, 5));
    const infants = await book(request(flight.id, [40, 38, 1, 1, 1, 1, 1, 1, 1], 'family'));
    expect(infants.status).toBe(400);
    expect(infants.body).toMatchObject({ success: false, message: FAMILY_PARTY_MESSAGE });
    const children = await book(request(flight.id, [40, 38, 5, 5, 5, 5, 5, 5, 5], 'family'));
    expect(children.body.message).toBe(FAMILY_PARTY_MESSAGE);
    const plain = await book(request(flight.id, [40, 38, 1, 1, 1, 1, 1, 1, 1]));
    expect(plain.status).toBe(201);
    expect(plain.body.data.totalAmount).toBe(2069.91);
    expect(
      offerProblem({ offer: 'family', departureAt: flight.departureAt, ages: [40, 38, 1, 0, 3, 4, 5, 6] }),
    ).toBeNull();
    expect(offerProblem({ offer: 'family', departureAt: flight.departureAt, ages: [40, 38, 1, 0, 1] })).toBe(
      FAMILY_PARTY_MESSAGE,
    );
  });

  it('a date of birth must agree with the declared age on the day of departure', async () => {
    const flight = await flightAt(nextWeekday(3, 5));
    const body = request(flight.id, [40, 38, 1], 'family');
    body.passengers[2]!.dateOfBirth = '1990-01-01';
    const res = await book(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: ageMismatchMessage(3),
      data: { errors: [{ field: 'passengers.2.age', message: ageMismatchMessage(3) }] },
    });
    body.passengers[2]!.age = ageOnDeparture('1990-01-01', flight.departureAt)!;
    body.offer = undefined;
    expect((await book(body)).status).toBe(201);
  });

  it('an age under 12 needs a date of birth: 2 adults and 6 undocumented "age 8" get no family price, nor any booking', async () => {
    const flight = await flightAt(nextWeekday(3, 5));
    const ages = [40, 38, 8, 8, 8, 8, 8, 8];
    const undocumented = request(flight.id, ages);
    undocumented.passengers = undocumented.passengers.map(({ firstName, lastName, age }) => ({
      firstName,
      lastName,
      age,
    }));
    for (const body of [undocumented, { ...undocumented, offer: 'family' as const }]) {
      const res = await book(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: dateOfBirthRequiredMessage(3),
        data: { errors: [{ field: 'passengers.2.dateOfBirth', message: dateOfBirthRequiredMessage(3) }] },
      });
    }
    // adults still book as the spec's request has it, without a date of birth
    const adults = await book(request(flight.id, [40, 38]));
    expect(adults.status).toBe(201);
    // with the dates of birth that prove the ages, the family price: the two adults pay
    const proven = await book(request((await flightAt(nextWeekday(3, 5))).id, ages, 'family'));
    expect(proven.status).toBe(201);
    expect(proven.body.data).toMatchObject({ totalAmount: 459.98, listPrice: 1839.92, offer: 'family' });
  });

  it('refuses an unknown offer name', async () => {
    const flight = await flightAt(nextWeekday(6, 3));
    expect((await book(request(flight.id, [40], 'summer'))).status).toBe(400);
  });
});
