import type { Booking, Flight } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { call, tokenFor } from '../../test/app';
import { admin, smtp, t, useAdminFlightsApp } from '../../test/admin-flights-app';
import { recipientOf } from '../../test/smtp';

useAdminFlightsApp();

const departureAt = new Date('2027-03-10T08:00:00.000Z');
const arrivalAt = new Date('2027-03-10T11:30:00.000Z');

async function bookedFlight() {
  const db = t.database.db;
  const flight = await createFlight(db, {
    departureAt,
    arrivalAt,
    classes: [{ type: 'ECONOMY', priceCents: 10_000, capacity: 30 }],
  });
  const traveller = await createUser(db);
  const book = (seat: string, email: string, bookingStatus: 'PENDING' | 'CONFIRMED') =>
    createBooking(db, {
      flightId: flight.id,
      classType: 'ECONOMY',
      seats: [seat],
      email,
      bookingStatus,
      paymentStatus: bookingStatus === 'CONFIRMED' ? 'CONFIRMED' : 'PENDING',
      userId: traveller.id,
    });
  const suffix = flight.flightNumber.toLowerCase();
  const token = tokenFor(t.app, traveller.id, 'user');
  const cancelled = await book('1C', `cancelled-${suffix}@example.com`, 'PENDING');
  const cancel = await call(t.app, 'POST', `/user/bookings/${cancelled.id}/cancel`, { token });
  expect(cancel.status).toBe(200);
  return {
    flight,
    token,
    confirmed: await book('1A', `confirmed-${suffix}@example.com`, 'CONFIRMED'),
    pending: await book('1B', `pending-${suffix}@example.com`, 'PENDING'),
    cancelled,
  };
}

const patch = (id: string, body: unknown) =>
  call<Flight>(t.app, 'PATCH', `/admin/flights/${id}`, { token: admin, body });

describe('a schedule change reaches the travellers', () => {
  it('e-mails every active traveller the old and new times, and their booking shows the change', async () => {
    const { flight, token, confirmed, pending, cancelled } = await bookedFlight();
    const res = await patch(flight.id, {
      departure: { city: flight.departureCity, date: '2027-03-10T10:15:00.000Z' },
      arrival: { city: flight.arrivalCity, date: '2027-03-10T13:45:00.000Z' },
    });
    expect(res.status).toBe(200);

    for (const booking of [confirmed, pending]) {
      const mail = await smtp.waitFor((m) => recipientOf(m) === booking.email);
      expect(mail.subject).toBe(`Flight ${flight.flightNumber} has new times`);
      // in the airports' own zones: New York (JFK) and Paris (CDG)
      // one item a line in the plain-text part
      const lines = (mail.text ?? '').split('\n');
      expect(lines).toContain('New departure: Mar 10, 2027 05:15 EST (was Mar 10, 2027 03:00 EST)');
      expect(lines).toContain('New arrival: Mar 10, 2027 14:45 CET (was Mar 10, 2027 12:30 CET)');
      expect(mail.text).toContain(booking.trackingId);
    }
    await t.app.jobs.drain('mail');
    const toCancelled = smtp.messages.filter((m) => recipientOf(m) === cancelled.email);
    expect(toCancelled.map((m) => m.subject)).toEqual([expect.stringContaining('Booking cancelled')]);

    const detail = await call<Booking>(t.app, 'GET', `/user/bookings/${confirmed.id}`, { token });
    expect(detail.body.data.departure.date).toBe('2027-03-10T10:15:00.000Z');
    expect(detail.body.data.scheduleChange).toEqual({
      previousDeparture: departureAt.toISOString(),
      previousArrival: arrivalAt.toISOString(),
    });
  });

  it('a change of price or seats is no schedule change: nobody is e-mailed and no booking shows one', async () => {
    const { flight, token, confirmed } = await bookedFlight();
    const before = smtp.messages.length;
    const res = await patch(flight.id, {
      status: 'DELAYED',
      classTypes: [{ type: 'ECONOMY', price: 150, availableSeats: 40 }],
    });
    expect(res.status).toBe(200);
    await t.app.jobs.drain('mail');
    expect(smtp.messages.slice(before).map(recipientOf)).not.toContain(confirmed.email);
    const detail = await call<Booking>(t.app, 'GET', `/user/bookings/${confirmed.id}`, { token });
    expect(detail.body.data.scheduleChange).toBeNull();
  });

  it('moving the times back to those booked clears the notice', async () => {
    const { flight, token, confirmed } = await bookedFlight();
    const later = { city: flight.departureCity, date: '2027-03-10T09:00:00.000Z' };
    expect((await patch(flight.id, { departure: later })).status).toBe(200);
    const moved = await call<Booking>(t.app, 'GET', `/user/bookings/${confirmed.id}`, { token });
    expect(moved.body.data.scheduleChange?.previousDeparture).toBe(departureAt.toISOString());
    const back = { city: flight.departureCity, date: departureAt.toISOString() };
    expect((await patch(flight.id, { departure: back })).status).toBe(200);
    const restored = await call<Booking>(t.app, 'GET', `/user/bookings/${confirmed.id}`, { token });
    expect(restored.body.data.scheduleChange).toBeNull();
  });
});
