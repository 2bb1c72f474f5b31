import { HOUR_MS } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { buildTestApp, tokenFor, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CHECKIN_OPENS_HOURS: '48', CHECKIN_CLOSES_MINUTES: '180' } });
});
afterAll(() => t.close());

async function windowOf(inMs: number): Promise<string> {
  const user = await createUser(t.database.db);
  const flight = await createFlight(t.database.db, { departureAt: new Date(Date.now() + inMs) });
  const booking = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['3A'],
    userId: user.id,
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/bookings/${booking.id}/check-in`,
    headers: { authorization: `Bearer ${tokenFor(t.app, user.id, 'user')}` },
  });
  return res.json().data.window as string;
}

describe('the window settings', () => {
  it('CHECKIN_OPENS_HOURS and CHECKIN_CLOSES_MINUTES move the window', async () => {
    // open 30 h before departure (closed under the defaults), closed 2 h before (open under them)
    expect(await windowOf(30 * HOUR_MS)).toBe('OPEN');
    expect(await windowOf(2 * HOUR_MS)).toBe('CLOSED');
  });
});
