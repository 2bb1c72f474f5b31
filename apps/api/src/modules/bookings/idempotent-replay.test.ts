import { MSG, type Booking } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { bookings } from '../../db/schema';
import { call } from '../../test/app';
import { book, bookedSeats, customer, request, t, useBookingApp } from '../../test/booking-app';

useBookingApp();

describe('an Idempotency-Key retry after the booking changed (docs/product.md#14-bookings-and-payment)', () => {
  it('answers the booking as it is now: cancelled, and nothing booked again', async () => {
    const flight = await createFlight(t.database.db, {
      classes: [{ type: 'ECONOMY', priceCents: 100, capacity: 6 }],
    });
    const c = await customer();
    const headers = { 'idempotency-key': 'retry-after-cancel' };
    const first = await book(c, request(flight.id, '1A'), headers);
    expect(first.status).toBe(201);
    const cancelled = await call<Booking>(t.app, 'POST', `/user/bookings/${first.body.data.id}/cancel`, {
      token: c.token,
    });
    expect(cancelled.status).toBe(200);

    const again = await book(c, request(flight.id, '1A'), headers);
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(MSG.bookingCreated);
    expect(again.body.data).toEqual(cancelled.body.data);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, bookingStatus: 'CANCELLED' });
    const mine = await t.database.db.select().from(bookings).where(eq(bookings.userId, c.user.id));
    expect(mine).toHaveLength(1);
    expect(await bookedSeats(flight.classes[0]!.id)).toBe(0);
  });
});
