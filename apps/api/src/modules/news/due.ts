import { PAY_BY_REMINDER_MIN_WINDOW_MINUTES, airportDateTime, newsMailSubjects } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookings, flights } from '../../db/schema';
import { mailJob } from '../../mail/outbox';
import { loadBooking } from '../bookings';
import { announce } from './announce';
import { newsFlightOf } from './flight-news';

/**
 * The news that falls due with time (decision 096): the pay-by reminder and check-in open. A periodic
 * job asks what is due; each piece goes out in a transaction that holds its booking's lock and checks
 * again, and `announce` gives each once, so a retry or a second process sends nothing twice.
 */

export const NEWS_QUEUE = 'booking-news';
export const NEWS_EVERY_SECONDS = 30;
const BATCH = 100;

export async function sendDueNews(db: Db, config: AppConfig, now: Date): Promise<number> {
  return (await remindPayBy(db, config, now)) + (await announceCheckIn(db, config, now));
}

/** Pending, unpaid, nothing seen or reported, a window of 30 minutes or more with a third of it left. */
const payByDue = (now: Date) => sql`
  ${bookings.bookingStatus} = 'PENDING' and ${bookings.payBy} is not null
  and ${bookings.payBy} > ${now.toISOString()}::timestamptz
  and ${bookings.paymentSeenAt} is null and ${bookings.paymentReportedAt} is null
  and ${bookings.paymentReceivedAt} is null and ${bookings.holdUntil} is null
  and ${bookings.payBy} - ${bookings.createdAt} >= ${`${PAY_BY_REMINDER_MIN_WINDOW_MINUTES} minutes`}::interval
  and ${now.toISOString()}::timestamptz >= ${bookings.payBy} - (${bookings.payBy} - ${bookings.createdAt}) / 3`;

async function remindPayBy(db: Db, config: AppConfig, now: Date): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select ${bookings.id} as id from ${bookings}
    where ${payByDue(now)}
      and not exists (select 1 from booking_news n where n.booking_id = ${bookings.id}
        and n.kind = 'PAY_BY' and n.event = to_char(${bookings.payBy} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    order by ${bookings.payBy} limit ${BATCH}`);
  let sent = 0;
  for (const { id } of rows)
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ payBy: bookings.payBy })
        .from(bookings)
        .where(sql`${bookings.id} = ${id} and ${payByDue(now)}`)
        .for('update');
      if (!still?.payBy) return;
      const booking = await loadBooking(tx, eq(bookings.id, id));
      const payBy = airportDateTime(still.payBy.toISOString(), booking.departure.city);
      const given = await announce(tx, {
        bookingId: id,
        kind: 'PAY_BY',
        event: still.payBy.toISOString(),
        mail: mailJob('payByReminder', [booking, config.appUrl]),
        push: {
          title: newsMailSubjects.payBy(booking.trackingId),
          body: `Pay by ${payBy}, or the booking is cancelled and its seats released.`,
          url: `/bookings/${id}`,
        },
      });
      if (given) sent++;
    });
  return sent;
}

/** Confirmed bookings on a flight, not cancelled, whose online check-in window is open now. */
async function announceCheckIn(db: Db, config: AppConfig, now: Date): Promise<number> {
  const { opensHours, closesMinutes } = config.checkIn;
  const at = now.toISOString();
  const { rows } = await db.execute<{ booking_id: string; flight_id: string }>(sql`
    select s.booking_id, s.flight_id from booking_segments s
      join ${bookings} b on b.id = s.booking_id
      join ${flights} f on f.id = s.flight_id
    where b.booking_status = 'CONFIRMED' and f.status <> 'CANCELLED'
      and f.departure_at - ${`${opensHours} hours`}::interval <= ${at}::timestamptz
      and f.departure_at - ${`${closesMinutes} minutes`}::interval > ${at}::timestamptz
      and not exists (select 1 from booking_news n where n.booking_id = s.booking_id
        and n.kind = 'CHECK_IN' and n.event = s.flight_id::text)
    order by f.departure_at limit ${BATCH}`);
  let sent = 0;
  for (const { booking_id: bookingId, flight_id: flightId } of rows)
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ status: bookings.bookingStatus })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (still?.status !== 'CONFIRMED') return;
      const [flight] = await tx.select().from(flights).where(eq(flights.id, flightId));
      if (!flight) return;
      const booking = await loadBooking(tx, eq(bookings.id, bookingId));
      const news = newsFlightOf(flight);
      const given = await announce(tx, {
        bookingId,
        kind: 'CHECK_IN',
        event: flightId,
        mail: mailJob('checkInOpen', [booking, news, config.appUrl]),
        push: {
          title: newsMailSubjects.checkIn(flight.flightNumber),
          body: `Check in now for ${flight.departureCity} to ${flight.arrivalCity}, departing ${airportDateTime(news.departureAt, flight.departureCity)}.`,
          url: `/bookings/${bookingId}`,
        },
      });
      if (given) sent++;
    });
  return sent;
}
