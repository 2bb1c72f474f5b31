import { DAY_MS, type LoadFactors } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight } from '../../test/factories';
import { buildTestApp, call, type TestApp } from '../../test/app';
import { newAdminToken } from '../../test/signed-in-app';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await newAdminToken(t, { teamRole: 'agent' });
});
afterAll(() => t.close());

/** A flight far enough ahead that no other test's flight departs later, with `booked` of 10 seats taken. */
async function flightBooked(
  booked: number,
  status: 'SCHEDULED' | 'CANCELLED' | 'COMPLETED' = 'SCHEDULED',
  days = 900,
) {
  const flight = await createFlight(t.database.db, {
    departureAt: new Date(Date.now() + days * DAY_MS),
    status,
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 10 }],
  });
  if (booked > 0) {
    await createBooking(t.database.db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: Array.from({ length: booked }, (_, i) => `${i + 1}A`),
    });
  }
  return flight;
}

const get = (query = '') =>
  call<LoadFactors>(t.app, 'GET', `/admin/analytics/load-factors${query}`, { token: agent });

describe('GET /admin/analytics/load-factors', () => {
  it('ranks the upcoming flights by booked ÷ for sale, leaving out the departed, cancelled and completed', async () => {
    const full = await flightBooked(9);
    const half = await flightBooked(5);
    const empty = await flightBooked(0);
    await flightBooked(10, 'CANCELLED');
    await flightBooked(10, 'COMPLETED');
    await flightBooked(10, 'SCHEDULED', -1);
    const noSeats = await createFlight(t.database.db, {
      departureAt: new Date(Date.now() + 900 * DAY_MS),
      classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 0 }],
    });

    const res = await get('?limit=20');
    expect(res.status).toBe(200);
    const ids = (list: LoadFactors['highest']) => list.map((f) => f._id);
    const ours = [full.id, half.id, empty.id];
    expect(ids(res.body.data.highest).filter((id) => ours.includes(id))).toEqual([
      full.id,
      half.id,
      empty.id,
    ]);
    expect(ids(res.body.data.lowest).filter((id) => ours.includes(id))).toEqual([empty.id, half.id, full.id]);
    expect(res.body.data.highest.find((f) => f._id === full.id)).toMatchObject({
      flightNumber: full.flightNumber,
      bookedSeats: 9,
      seatsForSale: 10,
      loadFactor: 90,
    });
    const everyId = [...ids(res.body.data.highest), ...ids(res.body.data.lowest)];
    expect(everyId).not.toContain(noSeats.id);
    for (const f of [...res.body.data.highest, ...res.body.data.lowest]) {
      expect(Date.parse(f.departure.date)).toBeGreaterThan(Date.now());
      expect(f.seatsForSale).toBeGreaterThan(0);
    }
  });

  it('gives 5 at each end by default and refuses a limit outside 1 to 20', async () => {
    for (let i = 0; i < 6; i += 1) await flightBooked(i % 3);
    const res = await get();
    expect(res.body.data.highest).toHaveLength(5);
    expect(res.body.data.lowest).toHaveLength(5);
    for (const limit of ['0', '-1', '21', '1000000000', 'many']) {
      const refused = await get(`?limit=${limit}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, statusCode: 400 });
    }
  });
});
