import { type FlightPage, type FlightSearchPage, bookingsClosedMessage, MINUTE_MS } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { book, customer, request, t, useBookingApp } from '../../test/booking-app';

useBookingApp();

// one route of its own, so the other tests' flights never meet these
const route = { departureCity: 'Oslo, Gardermoen (OSL)', arrivalCity: 'Bergen, Flesland (BGO)' };
const search = (passengers = 1) =>
  call<FlightSearchPage>(
    t.app,
    'GET',
    `/user/flights/search?departureCity=Gardermoen&arrivalCity=Flesland&passengers=${passengers}`,
  );

describe('bookings close 2 hours before departure', () => {
  it('a flight within 2 hours of departure is refused with when bookings closed, and is no longer listed', async () => {
    const soon = await createFlight(t.database.db, {
      ...route,
      departureAt: new Date(Date.now() + 25 * 1000),
    });
    const later = await createFlight(t.database.db, {
      ...route,
      departureAt: new Date(Date.now() + 121 * MINUTE_MS),
    });
    const res = await book(await customer(), request(soon.id, '1A'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'FLIGHT_NOT_BOOKABLE',
      message: bookingsClosedMessage({ city: route.departureCity, date: soon.departureAt }),
    });
    expect(res.body.message).toMatch(
      /^Bookings for this flight have closed: .* at \w{3} \d{2}, \d{4} \d{2}:\d{2} \S+\.$/,
    );

    const found = (await search()).body.data.data.map((f) => f._id);
    expect(found).toContain(later.id);
    expect(found).not.toContain(soon.id);
    const listed = await call<FlightPage>(t.app, 'GET', '/user/flights?limit=100');
    expect(listed.body.data.data.map((f) => f._id)).not.toContain(soon.id);
  });

  it('a full flight comes back as sold out beside the search, not left out', async () => {
    const full = await createFlight(t.database.db, {
      ...route,
      departureAt: new Date(Date.now() + 5 * 24 * 60 * MINUTE_MS),
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 2, bookedSeats: 2 }],
    });
    // a search of its own: the first test's answer may still be cached until the insert's NOTIFY arrives
    const answer = (await search(2)).body.data;
    expect(answer.data.map((f) => f._id)).not.toContain(full.id);
    expect(answer.soldOut?.map((f) => f._id)).toContain(full.id);
  });
});
