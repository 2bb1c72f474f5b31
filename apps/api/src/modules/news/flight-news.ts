import {
  ACTIVE_BOOKING_STATUSES,
  type Eu261MailNotice,
  type Flight,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  airportDateTime,
  newsMailSubjects,
  scheduleShiftMinutes,
} from '@skylark/contract';
import { and, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookings, flights, type BookingRow } from '../../db/schema';
import { gateLine, type NewsFlight } from '../../mail/news-mails';
import { mailJob, type MailJob } from '../../mail/outbox';
import { bookingsFlying, loadBookings } from '../bookings';
import { announce } from './announce';

type FlightRow = typeof flights.$inferSelect;

/** A flight as the news names it. */
export const newsFlightOf = (f: FlightRow): NewsFlight => ({
  flightNumber: f.flightNumber,
  departureCity: f.departureCity,
  arrivalCity: f.arrivalCity,
  departureAt: f.departureAt.toISOString(),
  gate: f.gate,
  boardingAt: f.boardingAt?.toISOString() ?? null,
});

/**
 * A flight's gate or boarding time set or changed (docs/product.md#1415-news-by-e-mail-and-on-this-device): news to each active booking
 * on it, in the transaction of the change, once per booking.
 */
export async function announceGate(
  tx: Queryable,
  before: FlightRow,
  after: FlightRow,
  appUrl: string,
  now: Date,
): Promise<void> {
  const changed = before.gate !== after.gate || before.boardingAt?.getTime() !== after.boardingAt?.getTime();
  if (!changed || (!after.gate && !after.boardingAt) || after.status === 'CANCELLED') return;
  const flight = newsFlightOf(after);
  const flying = await loadBookings(
    tx,
    and(bookingsFlying(after.id), inArray(bookings.bookingStatus, [...ACTIVE_BOOKING_STATUSES]))!,
  );
  for (const booking of flying)
    await announce(tx, {
      bookingId: booking.id,
      kind: 'GATE',
      event: `${after.id}@${now.toISOString()}`,
      mail: mailJob('gateChanged', [booking, flight, appUrl]),
      push: {
        title: newsMailSubjects.gate(after.flightNumber),
        body: `${gateLine(flight)} Departs ${airportDateTime(flight.departureAt, flight.departureCity)}.`,
        url: `/bookings/${booking.id}`,
      },
    });
}

/**
 * A flight's times changed: the product's own mail of new times to each booking on it. A departure
 * moved later is the delay news, one mail, which the traveller may turn off unless it offers a choice
 * (moved more than the hour that gives a free change or a refund).
 */
export async function announceNewTimes(
  tx: Queryable,
  rescheduled: BookingRow[],
  previous: { departureAt: Date; arrivalAt: Date },
  flight: Flight,
  appUrl: string,
  eu261Notices: ReadonlyMap<string, Eu261MailNotice>,
): Promise<MailJob[]> {
  const later = new Date(flight.departure.date).getTime() > previous.departureAt.getTime();
  const plain: MailJob[] = [];
  for (const booking of rescheduled) {
    const notice = eu261Notices.get(booking.id);
    const mail = mailJob('flightRescheduled', [booking, previous, flight, appUrl, notice]);
    if (!later) {
      plain.push(mail);
      continue;
    }
    const held = booking.flightId === flight._id ? booking : previous;
    const shift = scheduleShiftMinutes(
      { departure: held.departureAt, arrival: held.arrivalAt },
      { departure: new Date(flight.departure.date), arrival: new Date(flight.arrival.date) },
    );
    await announce(tx, {
      bookingId: booking.id,
      kind: 'DELAY',
      event: `${flight._id}@${flight.departure.date}`,
      mail,
      // a notice of rights is owed to the traveller, and a long move offers a free change or refund
      mailAlways: notice !== undefined || shift > SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
      push: {
        title: `Flight ${flight.flightNumber} is delayed`,
        body: `It now departs ${airportDateTime(flight.departure.date, flight.departure.city)} (was ${airportDateTime(previous.departureAt.toISOString(), flight.departure.city)}).`,
        url: `/bookings/${booking.id}`,
      },
    });
  }
  return plain;
}
