import { MSG, trackingMessages, type Tracking } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flights } from '../../db/schema';
import { isUniqueViolation } from '../../lib/errors';
import { createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { insertBookings } from './booking-insert';
import { book, customer, request, t, useBookingApp } from '../../test/booking-app';

useBookingApp();

/** Public tracking shows a little less without the owner or the lead passenger's last name (docs/product.md#14-bookings-and-payment). */
describe('public tracking by ID', () => {
  it("masks the e-mail and leaves out special assistance, unless the owner or the lead passenger's last name asks", async () => {
    const flight = await createFlight(t.database.db);
    const owner = await customer({ email: 'grace.hopper@example.com' });
    const made = await book(
      owner,
      request(flight.id, '3A', {
        passengers: [
          { firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' },
          { firstName: 'Alan', lastName: 'Turing', age: 41, gender: 'MALE' },
        ],
        seatNumbers: ['3A', '3B'],
        mealPreferences: ['VEGETARIAN', 'REGULAR'],
        specialAssistance: [
          { wheelchair: true, infant: false, elderly: false },
          { wheelchair: false, infant: false, elderly: true },
        ],
      }),
    );
    expect(made.status).toBe(201);
    const track = (query = '', token?: string) =>
      call<Tracking>(t.app, 'GET', `/user/bookings/tracking/${made.body.data.trackingId}${query}`, { token });

    const stranger = await customer();
    for (const res of [
      await track(),
      await track('?lastName=Turing'), // not the lead passenger
      await track('?lastName=Lovelac'),
      await track('', stranger.token),
      await track('', 'not.a.token'),
    ]) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ email: 'g***@example.com', limited: true });
      expect(res.body.data.passengers.map((p) => p.specialAssistance)).toEqual([undefined, undefined]);
      expect(JSON.stringify(res.body.data)).not.toMatch(/wheelchair|elderly|grace\.hopper/);
    }

    for (const res of [await track('?lastName=%20lOvElAcE%20'), await track('', owner.token)]) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ email: 'grace.hopper@example.com', limited: false });
      expect(res.body.data.passengers.map((p) => p.specialAssistance)).toEqual([
        { wheelchair: true, infant: false, elderly: false },
        { wheelchair: false, infant: false, elderly: true },
      ]);
    }
  });

  it("finds a booking by the first 7 characters of its tracking ID with any passenger's last name, and by nothing less", async () => {
    const flight = await createFlight(t.database.db);
    const owner = await customer({ email: 'grace.pnr@example.com' });
    const made = await book(
      owner,
      request(flight.id, '5A', {
        passengers: [
          { firstName: 'Ada', lastName: 'Lovelace', age: 36, gender: 'FEMALE' },
          { firstName: 'Alan', lastName: 'Turing', age: 41, gender: 'MALE' },
        ],
        seatNumbers: ['5A', '5B'],
        mealPreferences: ['VEGETARIAN', 'REGULAR'],
        specialAssistance: [
          { wheelchair: true, infant: false, elderly: false },
          { wheelchair: false, infant: false, elderly: false },
        ],
      }),
    );
    expect(made.status).toBe(201);
    const { trackingId } = made.body.data;
    const pnr = trackingId.slice(0, 7);
    const track = (reference: string, lastName?: string) =>
      call<Tracking>(
        t.app,
        'GET',
        `/user/bookings/tracking/${reference}${lastName === undefined ? '' : `?lastName=${encodeURIComponent(lastName)}`}`,
      );

    const alone = await track(pnr);
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({
      code: 'LAST_NAME_REQUIRED',
      message: trackingMessages.pnrNeedsLastName,
    });

    // the lead passenger's last name, any case, shows the whole booking under its 12-character ID
    const full = await track(` ${pnr.toLowerCase()} `, 'lOvElAcE');
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ trackingId, limited: false, email: 'grace.pnr@example.com' });
    expect(full.body.data.passengers.map((p) => p.name)).toEqual(['Ada Lovelace', 'Alan Turing']);

    // another passenger's last name finds it too, as the 12 characters alone would show it
    const other = await track(pnr, 'turing');
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ trackingId, limited: true, email: 'g***@example.com' });
    expect(JSON.stringify(other.body.data)).not.toMatch(/Lovelace|Turing|wheelchair/);

    // a name of nobody on it, or a PNR of no booking, is not found, with the spec's message
    for (const miss of [
      await track(pnr, 'Hopper'),
      await track(pnr === '0000000' ? '1111111' : '0000000', 'Lovelace'),
    ]) {
      expect(miss.status).toBe(404);
      expect(miss.body.message).toBe(MSG.trackingNotFound);
    }
    // the 12 characters keep working without a name
    expect((await track(trackingId)).body.data).toMatchObject({ trackingId, limited: true });
  });

  it('keeps the first 7 characters of every tracking ID unique, so a PNR names one booking', async () => {
    const flight = await createFlight(t.database.db);
    const owner = await customer();
    const made = await book(owner, request(flight.id, '7A'));
    expect(made.status).toBe(201);
    const [row] = await t.database.db.select().from(flights).where(eq(flights.id, flight.id));
    const twin = `${made.body.data.trackingId.slice(0, 7)}ZZZZZ`;
    const attempt = insertBookings(t.database.db, [
      {
        flight: row!,
        classType: 'ECONOMY',
        trackingId: twin === made.body.data.trackingId ? `${twin.slice(0, 7)}YYYYY` : twin,
        userId: null,
        customerName: 'Alan Turing',
        email: 'alan@example.com',
        totalAmountCents: 29_900,
        passengers: [
          {
            firstName: 'Alan',
            lastName: 'Turing',
            age: 41,
            gender: 'MALE',
            seatNumber: '7B',
            mealPreference: 'REGULAR',
          },
        ],
      },
    ]);
    const refused = await attempt.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refused, 'bookings_pnr_key')).toBe(true);
  });
});
