import { type Tracking } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { book, customer, request, t, useBookingApp } from '../../test/booking-app';

useBookingApp();

/** Public tracking shows a little less without the owner or the lead passenger's last name (docs/product.md §14). */
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
});
