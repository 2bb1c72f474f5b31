import { describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../db/factories';
import { buildTestApp, tokenFor } from '../../test/app';

const HOUR = 3_600_000;

describe('the window settings', () => {
  it('CHECKIN_OPENS_HOURS and CHECKIN_CLOSES_MINUTES move the window', async () => {
    const other = await buildTestApp({ env: { CHECKIN_OPENS_HOURS: '48', CHECKIN_CLOSES_MINUTES: '180' } });
    try {
      const user = await createUser(other.database.db);
      const token = tokenFor(other.app, user.id, 'user');
      const windowOf = async (inMs: number) => {
        const flight = await createFlight(other.database.db, { departureAt: new Date(Date.now() + inMs) });
        const booking = await createBooking(other.database.db, {
          flightId: flight.id,
          classType: 'ECONOMY',
          seats: ['3A'],
          userId: user.id,
        });
        const res = await other.app.inject({
          method: 'GET',
          url: `/api/v1/user/bookings/${booking.id}/check-in`,
          headers: { authorization: `Bearer ${token}` },
        });
        return res.json().data.window as string;
      };
      // open 30 h before departure (closed under the defaults), closed 2 h before (open under them)
      expect(await windowOf(30 * HOUR)).toBe('OPEN');
      expect(await windowOf(2 * HOUR)).toBe('CLOSED');
    } finally {
      await other.close();
    }
  });
});
