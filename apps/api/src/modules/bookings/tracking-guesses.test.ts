import { type Tracking } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { book, customer, request, t } from '../../test/booking-app';
import { useMailApp } from '../../test/mail-app';

useMailApp({ TRACKING_RATE_LIMIT: '5' });

/** The lead passenger's last name is the key to the full tracking answer (docs/product.md#14-bookings-and-payment). */
describe('public tracking keeps its key secret', () => {
  it('names no passenger without the key, matches it after NFC in any case, and counts guesses per tracking ID', async () => {
    const flight = await createFlight(t.database.db);
    const owner = await customer({ email: 'greta.mueller@example.com' });
    const made = await book(
      owner,
      request(flight.id, '3A', {
        passengers: [
          { firstName: 'Greta', lastName: 'Müller', age: 36, gender: 'FEMALE' },
          { firstName: 'Hans', lastName: 'Schmidt', age: 41, gender: 'MALE' },
        ],
        seatNumbers: ['3A', '3B'],
        mealPreferences: ['VEGETARIAN', 'REGULAR'],
        specialAssistance: [
          { wheelchair: true, infant: false, elderly: false },
          { wheelchair: false, infant: false, elderly: false },
        ],
      }),
    );
    expect(made.status).toBe(201);
    let address = 0;
    // each request from its own client address, so only the per-tracking-ID count can refuse it
    const track = async (lastName?: string) => {
      const query = lastName === undefined ? '' : `?lastName=${encodeURIComponent(lastName)}`;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/user/bookings/tracking/${made.body.data.trackingId}${query}`,
        remoteAddress: `203.0.113.${++address}`,
      });
      return { status: response.statusCode, data: response.json<{ data: Tracking }>().data };
    };

    const limited = await track();
    expect(limited.status).toBe(200);
    expect(limited.data.limited).toBe(true);
    expect(limited.data.passengers).toEqual([
      { seatNumber: '3A', mealPreference: 'VEGETARIAN' },
      { seatNumber: '3B', mealPreference: 'REGULAR' },
    ]);
    expect(JSON.stringify(limited.data)).not.toMatch(/Müller|Schmidt|Greta|Hans/);

    // NFD "Mu\u0308ller", upper case and NFC lower case all name the lead passenger
    for (const key of ['Mu\u0308ller', 'MÜLLER', 'müller']) {
      const full = await track(key);
      expect(full.status).toBe(200);
      expect(full.data).toMatchObject({ limited: false, email: 'greta.mueller@example.com' });
      expect(full.data.passengers.map((p) => p.name)).toEqual(['Greta Müller', 'Hans Schmidt']);
    }

    for (const guess of ['Muller', 'Mueller', 'Schmidt', 'Miller', 'Möller']) {
      expect((await track(guess)).status).toBe(200);
    }
    // the sixth wrong guess in the minute, from yet another address, is refused, and so is the right one
    expect((await track('Maller')).status).toBe(429);
    expect((await track('Müller')).status).toBe(429);
    // tracking without a guess still answers
    expect((await track()).status).toBe(200);
  });

  it('counts guesses by the first 7 characters and by the 12 together, per PNR', async () => {
    const flight = await createFlight(t.database.db);
    const owner = await customer();
    const made = await book(owner, request(flight.id, '4A'));
    expect(made.status).toBe(201);
    const { trackingId } = made.body.data;
    const pnr = trackingId.slice(0, 7);
    let address = 0;
    const track = async (reference: string, lastName: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/user/bookings/tracking/${reference}?lastName=${encodeURIComponent(lastName)}`,
          remoteAddress: `198.51.100.${++address}`,
        })
      ).statusCode;

    // a right guess gives its hit back, however often it is made
    for (let i = 0; i < 6; i++) expect(await track(pnr, 'Lovelace')).toBe(200);
    // three wrong names by the PNR and two by the whole ID make five wrong guesses at one booking
    for (const guess of ['Byron', 'Babbage', 'Somerville']) expect(await track(pnr, guess)).toBe(404);
    for (const guess of ['King', 'Milbanke']) expect(await track(trackingId, guess)).toBe(200);
    expect(await track(pnr, 'Lovelace')).toBe(429);
    expect(await track(trackingId, 'Lovelace')).toBe(429);
  });
});
