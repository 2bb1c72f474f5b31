import { type Booking, DAY_MS, HOUR_MS } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/app';
import { useWatchedPayments } from '../../test/watched-payments';
import { oneSeatBooking } from '../../test/booking-body';
import { createFlight } from '../../test/factories';
import { expireDueBookings } from './expiry';

/**
 * No escape from the pay-by time and the caps (docs/product.md#143-paying-for-a-booking, docs/product.md#1411-the-bookings-ledger): where the product
 * watches the chain, a report alone holds the seats once, briefly; a change counts as a booking.
 */

const chain = useWatchedPayments({
  PAYMENT_GRACE_SECONDS: '86400',
  PAYMENT_REPORT_HOLD_SECONDS: '1800',
  // per account and per address: the first test books once, the second books twice and changes twice
  BOOKING_RATE_LIMIT: '4',
  MAX_PENDING_PASSENGERS: '2',
});

const report = (token: string, id: string) =>
  call<Booking>(chain.app.t.app, 'POST', `/user/bookings/${id}/payment-reported`, { token });

describe('holds that cannot be stretched', () => {
  it('a payment reported but never seen holds the seats once, for PAYMENT_REPORT_HOLD_SECONDS, then the booking expires', async () => {
    const flight = await createFlight(chain.app.t.database.db);
    const c = await chain.app.customer();
    const made = (await chain.app.book(c.token, flight.id, '2A')).body.data;
    const payBy = Date.parse(made.payment!.payBy!);
    const first = await report(c.token, made.id);
    expect(Date.parse(first.body.data.payment!.holdUntil!)).toBe(payBy + 1800 * 1000);
    // a second report does not stretch it
    const again = await report(c.token, made.id);
    expect(again.body.data.payment!.holdUntil).toBe(first.body.data.payment!.holdUntil);
    // within the hold it stays; after it, with nothing seen on chain, it expires and frees the seat
    expect(
      (await expireDueBookings(chain.app.t.database.db, new Date(payBy + 1000))).map((b) => b.id),
    ).not.toContain(made.id);
    const expired = await expireDueBookings(chain.app.t.database.db, new Date(payBy + 1801 * 1000));
    expect(expired.map((b) => b.id)).toContain(made.id);
    expect((await chain.app.get(c.token, made.id)).cancelReason).toBe('EXPIRED');
  });

  it('changes count toward BOOKING_RATE_LIMIT and the caps on unpaid passengers', async () => {
    const c = await chain.app.customer();
    const route = { departureCity: 'London, Heathrow (LHR)', arrivalCity: 'Tokyo, Haneda (HND)' } as const;
    const flights = await Promise.all(
      [10, 11, 12].map((days) =>
        createFlight(chain.app.t.database.db, {
          ...route,
          departureAt: new Date(Date.now() + days * DAY_MS + HOUR_MS),
        }),
      ),
    );
    const made = (await chain.app.book(c.token, flights[0]!.id, '3A')).body.data;
    // a second unpaid booking of two passengers on the third flight: the cap of 2 is reached there
    const two = { ...oneSeatBooking(flights[2]!.id, '4A') };
    const pair = await call<Booking>(chain.app.t.app, 'POST', '/user/bookings', {
      token: c.token,
      body: {
        ...two,
        seatNumbers: ['4A', '4B'],
        passengers: [two.passengers[0], { ...two.passengers[0], firstName: 'Second' }],
        mealPreferences: ['REGULAR', 'REGULAR'],
        specialAssistance: [0, 1].map(() => ({ wheelchair: false, infant: false, elderly: false })),
      },
    });
    expect(pair.status).toBe(201);
    const quote = (flightId: string, seat: string) =>
      call<{ quoteId: string }>(
        chain.app.t.app,
        'GET',
        `/user/bookings/${made.id}/change-quote?flightId=${flightId}&seatNumbers=${seat}`,
        {
          token: c.token,
        },
      );
    // moving the unpaid booking onto the third flight would hold 3 unpaid passengers there
    const q = (await quote(flights[2]!.id, '5A')).body.data;
    const capped = await call(chain.app.t.app, 'POST', `/user/bookings/${made.id}/change`, {
      token: c.token,
      body: { quoteId: q.quoteId, flightId: flights[2]!.id, seatNumbers: ['5A'] },
    });
    expect(capped.status).toBe(409);
    // this address's fifth booking request of the minute, the second change: refused
    const limited = await call(chain.app.t.app, 'POST', `/user/bookings/${made.id}/change`, {
      token: c.token,
      body: { quoteId: q.quoteId, flightId: flights[1]!.id, seatNumbers: ['5A'] },
    });
    expect(limited.status).toBe(429);
  });
});
