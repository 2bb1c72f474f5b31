// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Booking } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingMail, localeOf, summary } from './booking-mails';
import { type MailLocale, mailLocale } from './i18n';
import { payByText } from './invoice-lines';

/** The news mails (docs/product.md#1415-news-by-e-mail-and-on-this-device); each ends with how to turn it off. */

/** A flight of the booking as the news about it names it; dates as ISO strings. */
export interface NewsFlight {
  flightNumber: string;
  departureCity: string;
  arrivalCity: string;
  departureAt: string;
  gate: string | null;
  boardingAt: string | null;
}

/** A third of the pay-by window is left. */
export function payByReminderMail(booking: Booking, appUrl: string): Promise<Mail> {
  const l = localeOf(booking);
  return bookingMail(booking, appUrl, l.t('news.payBySubject', { trackingId: l.ltr(booking.trackingId) }), [
    l.t('news.payBy', {
      amount: l.money(booking.totalAmount),
      time: payByText(booking.payment?.payBy ?? '', booking.departure.city, l),
    }),
    l.t('news.pageShows'),
    summary(booking, l),
    l.t('news.turnOff'),
  ]);
}

const route = (flight: NewsFlight, l: MailLocale) => ({
  flightNumber: l.ltr(flight.flightNumber),
  from: l.place(flight.departureCity),
  to: l.place(flight.arrivalCity),
  time: l.airportTime(flight.departureAt, flight.departureCity),
});

/** The online check-in of a flight of the booking has opened. */
export function checkInOpenMail(booking: Booking, flight: NewsFlight, appUrl: string): Promise<Mail> {
  const l = localeOf(booking);
  return bookingMail(
    booking,
    appUrl,
    l.t('news.checkInSubject', { flightNumber: l.ltr(flight.flightNumber) }),
    [l.t('news.checkInOpen', route(flight, l)), l.t('news.checkInHow'), l.t('news.turnOff')],
  );
}

/** The gate or the boarding time of a flight of the booking was set or changed. */
export function gateMail(booking: Booking, flight: NewsFlight, appUrl: string): Promise<Mail> {
  const l = localeOf(booking);
  return bookingMail(booking, appUrl, l.t('news.gateSubject', { flightNumber: l.ltr(flight.flightNumber) }), [
    gateLine(flight, l),
    l.t('news.flightDeparts', route(flight, l)),
    l.t('news.turnOff'),
  ]);
}

/** "Gate B12, boarding from …", whichever of the two is set. */
export const gateLine = (flight: NewsFlight, l: MailLocale = mailLocale('en')): string => {
  const parts = [
    flight.gate ? l.t('news.gate', { gate: l.ltr(flight.gate) }) : l.t('news.gateNotSet'),
    flight.boardingAt
      ? l.t('news.boardingFrom', { time: l.airportTime(flight.boardingAt, flight.departureCity) })
      : l.t('news.boardingNotSet'),
  ];
  return `${parts.join(l.language === 'ar' ? '، ' : ', ')}.`;
};
