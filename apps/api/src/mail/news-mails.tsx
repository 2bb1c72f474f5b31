// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import { type Booking, airportDateTime, formatMoney, newsMailSubjects } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingMail, summary } from './booking-mails';
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

const turnOff = 'You can turn off this kind of news on your booking page.';

/** A third of the pay-by window is left. */
export const payByReminderMail = (booking: Booking, appUrl: string): Promise<Mail> =>
  bookingMail(booking, appUrl, newsMailSubjects.payBy(booking.trackingId), [
    `Your booking is not paid yet. Pay ${formatMoney(booking.totalAmount)} by ${payByText(booking.payment?.payBy ?? '', booking.departure.city)}, or it is cancelled and its seats released.`,
    'Your booking page shows the address and the amount to send.',
    summary(booking),
    turnOff,
  ]);

/** The online check-in of a flight of the booking has opened. */
export const checkInOpenMail = (booking: Booking, flight: NewsFlight, appUrl: string): Promise<Mail> =>
  bookingMail(booking, appUrl, newsMailSubjects.checkIn(flight.flightNumber), [
    `Online check-in is open for flight ${flight.flightNumber} from ${flight.departureCity} to ${flight.arrivalCity}, departing ${airportDateTime(flight.departureAt, flight.departureCity)}.`,
    'Check in on your booking page to get your boarding passes.',
    turnOff,
  ]);

/** The gate or the boarding time of a flight of the booking was set or changed. */
export const gateMail = (booking: Booking, flight: NewsFlight, appUrl: string): Promise<Mail> =>
  bookingMail(booking, appUrl, newsMailSubjects.gate(flight.flightNumber), [
    gateLine(flight),
    `Flight ${flight.flightNumber} from ${flight.departureCity} to ${flight.arrivalCity} departs ${airportDateTime(flight.departureAt, flight.departureCity)}.`,
    turnOff,
  ]);

/** "Gate B12, boarding from …", whichever of the two is set. */
export const gateLine = (flight: NewsFlight): string => {
  const parts = [
    flight.gate ? `Gate ${flight.gate}` : 'Gate not set yet',
    flight.boardingAt
      ? `boarding from ${airportDateTime(flight.boardingAt, flight.departureCity)}`
      : 'boarding time not set yet',
  ];
  return `${parts.join(', ')}.`;
};
