import { DAY_MS, type FlightPage } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { call } from '../../test/app';
import { admin, t, useAdminFlightsApp } from '../../test/admin-flights-app';

useAdminFlightsApp();

describe('GET /admin/flights', () => {
  it('lists every flight, the next departures first, then the departed ones, with the filters', async () => {
    const db = t.database.db;
    for (const days of [3, 1, 9])
      await createFlight(db, { departureAt: new Date(Date.now() + days * DAY_MS) });
    const past = await createFlight(db, {
      flightNumber: 'ZZ9001',
      departureCity: 'Oslo, Gardermoen (OSL)',
      departureAt: new Date(Date.now() - 5 * DAY_MS),
      status: 'COMPLETED',
    });
    const future = await createFlight(db, {
      flightNumber: 'ZZ9002',
      arrivalCity: 'Oslo, Gardermoen (OSL)',
      departureAt: new Date('2031-06-15T10:00:00Z'),
      arrivalAt: new Date('2031-06-16T02:00:00Z'),
    });
    const all = await call<FlightPage>(t.app, 'GET', '/admin/flights?limit=100', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data.data.map((f) => f._id)).toContain(past.id);
    const times = all.body.data.data.map((f) => f.departureTime);
    const now = new Date().toISOString();
    const ahead = times.filter((time) => time >= now);
    const departed = times.filter((time) => time < now);
    expect(ahead.length).toBeGreaterThan(1);
    expect(times).toEqual([...ahead.sort(), ...departed.sort().reverse()]);
    expect(times[0]).toBe(ahead[0]);
    expect(all.body.data).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(all.body.data.totalFlights).toBe(all.body.data.data.length);

    const list = async (query: string) =>
      (await call<FlightPage>(t.app, 'GET', `/admin/flights?${query}`, { token: admin })).body.data.data.map(
        (f) => f.flightNumber,
      );
    expect(await list('search=zz900')).toEqual(['ZZ9002', 'ZZ9001']);
    expect(await list('search=gardermoen')).toEqual(['ZZ9002', 'ZZ9001']);
    expect(await list('city=oslo')).toEqual(['ZZ9002', 'ZZ9001']);
    expect(await list('search=zz900&status=COMPLETED')).toEqual(['ZZ9001']);
    expect(await list('departureDate=2031-06-15')).toEqual(['ZZ9002']);
    expect(await list('arrivalDate=2031-06-16')).toEqual(['ZZ9002']);
    expect(await list('arrivalDate=2031-06-15')).toEqual([]);
    expect((await call(t.app, 'GET', '/admin/flights?status=LATE', { token: admin })).status).toBe(400);
    expect(future.id).toBeTruthy();
  });
});
