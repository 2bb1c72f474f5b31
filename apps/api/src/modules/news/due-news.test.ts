import { newsMailSubjects } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { mailsTo, payWindow, smtp, t, travellerBooking, turnOff, useNewsApp } from '../../test/news-app';
import { sendDueNews } from '.';

useNewsApp();

// time is driven through the `now` the job is given, never waited for
const MINUTE = 60_000;
const due = (at: Date) => sendDueNews(t.database.db, t.config, at);

describe('the pay-by reminder', () => {
  it('is sent once when a third of the window is left, however often and by however many it is asked', async () => {
    const { booking } = await travellerBooking('PENDING');
    const payBy = await payWindow(booking.id, 60);
    const subject = newsMailSubjects.payBy(booking.trackingId);

    await due(new Date(payBy.getTime() - 21 * MINUTE));
    expect(await mailsTo(booking.email)).toEqual([]);

    const at = new Date(payBy.getTime() - 19 * MINUTE);
    await Promise.all([due(at), due(at), due(at)]);
    await due(new Date(payBy.getTime() - MINUTE));
    expect(await mailsTo(booking.email)).toEqual([subject]);
  });

  it('names the amount and says how to turn it off', async () => {
    const { booking } = await travellerBooking('PENDING');
    const payBy = await payWindow(booking.id, 30);
    await due(new Date(payBy.getTime() - 5 * MINUTE));
    await mailsTo(booking.email);
    const mail = smtp.messages.find((m) => m.subject === newsMailSubjects.payBy(booking.trackingId))!;
    expect(mail.text).toContain('Pay $299.00 by');
    expect(mail.text).toContain('You can turn off this kind of news on your booking page.');
  });

  it('is not sent for a window under 30 minutes', async () => {
    const { booking } = await travellerBooking('PENDING');
    const payBy = await payWindow(booking.id, 29);
    for (const left of [9, 5, 1]) await due(new Date(payBy.getTime() - left * MINUTE));
    expect(await mailsTo(booking.email)).toEqual([]);
  });

  it('is not sent when the traveller turned it off', async () => {
    const { booking, token } = await travellerBooking('PENDING');
    await turnOff(booking.id, token, ['PAY_BY']);
    const payBy = await payWindow(booking.id, 60);
    await due(new Date(payBy.getTime() - 10 * MINUTE));
    expect(await mailsTo(booking.email)).toEqual([]);
  });

  it('is not sent for a booking cancelled or paid meanwhile', async () => {
    const cancelled = await travellerBooking('PENDING');
    const paid = await travellerBooking('PENDING');
    const payBy = await payWindow(cancelled.booking.id, 60);
    await payWindow(paid.booking.id, 60);
    await t.database.db
      .update(bookings)
      .set({ bookingStatus: 'CANCELLED' })
      .where(eq(bookings.id, cancelled.booking.id));
    await t.database.db
      .update(bookings)
      .set({ bookingStatus: 'CONFIRMED', paymentReceivedAt: new Date() })
      .where(eq(bookings.id, paid.booking.id));
    await due(new Date(payBy.getTime() - 10 * MINUTE));
    expect(await mailsTo(cancelled.booking.email)).toEqual([]);
    expect(await mailsTo(paid.booking.email)).toEqual([]);
  });
});

describe('check-in open', () => {
  const hour = 3_600_000;

  it('is sent once when the online check-in of a flight of a confirmed booking opens', async () => {
    const { booking, flight } = await travellerBooking('CONFIRMED');
    const opens = flight.departureAt.getTime() - t.config.checkIn.opensHours * hour;
    await due(new Date(opens - MINUTE));
    expect(await mailsTo(booking.email)).toEqual([]);
    const at = new Date(opens + MINUTE);
    await Promise.all([due(at), due(at)]);
    await due(new Date(opens + hour));
    expect(await mailsTo(booking.email)).toEqual([newsMailSubjects.checkIn(flight.flightNumber)]);
  });

  it('is not sent when turned off, nor for a booking cancelled meanwhile', async () => {
    const off = await travellerBooking('CONFIRMED');
    await turnOff(off.booking.id, off.token, ['CHECK_IN']);
    const cancelled = await travellerBooking('CONFIRMED');
    await t.database.db
      .update(bookings)
      .set({ bookingStatus: 'CANCELLED' })
      .where(eq(bookings.id, cancelled.booking.id));
    for (const { flight } of [off, cancelled]) await due(new Date(flight.departureAt.getTime() - 2 * hour));
    expect(await mailsTo(off.booking.email)).toEqual([]);
    expect(await mailsTo(cancelled.booking.email)).toEqual([]);
  });
});
