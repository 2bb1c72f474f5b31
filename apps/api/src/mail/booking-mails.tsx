// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import { OFFER_NAMES, airportDateTime, formatMoney, type Booking, type Flight } from '@skylark/contract';
import type { BookingRow } from '../db/schema';
import type { Mail } from '../lib/mailer';
import { dollars } from '../lib/units';
import { bookingCalendar } from '../lib/documents/calendar';
import { flightReservations } from './flight-reservation';
import { invoiceLines } from './invoice-lines';
import { Layout, Line } from './layout';
import { renderMail } from './render';

/** The e-mails of a booking's life: received, approved, rejected, cancelled, and its flight cancelled. */

export const bookingLink = (appUrl: string, booking: Booking) => `${appUrl}/bookings/${booking.id}`;

/** docs/product.md §14.1: the offer applied and the price before it. */
const offerNote = (b: Booking) =>
  b.offer ? ` Offer: ${OFFER_NAMES[b.offer]}, list price ${formatMoney(b.listPrice)}.` : '';

export const summary = (b: Booking) =>
  `Tracking ID ${b.trackingId}. Flight ${b.flightNumber} (${b.classType}) from ${b.departure.city} to ${b.arrival.city}, departing ${airportDateTime(b.departure.date, b.departure.city)}. ${b.passengers.length > 1 ? 'Passengers' : 'Passenger'}: ${b.passengers.map((p) => `${p.name} (seat ${p.seatNumber})`).join(', ')}.${offerNote(b)}`;

export function bookingMail(
  booking: Booking,
  appUrl: string,
  subject: string,
  lines: string[],
): Promise<Mail> {
  return renderMail(
    booking.email,
    subject,
    <Layout
      preview={lines[0] ?? subject}
      greeting={`Hello ${booking.customerName},`}
      action={{ href: bookingLink(appUrl, booking), label: 'View your booking' }}
      structuredData={flightReservations(booking)}
    >
      {lines.map((line) => (
        <Line key={line}>{line}</Line>
      ))}
    </Layout>,
  );
}

export const bookingReceivedMail = (booking: Booking, appUrl: string, btcAddress: string) =>
  bookingMail(
    booking,
    appUrl,
    `Booking received: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      `We have received your booking. Your tracking ID is ${booking.trackingId}.`,
      summary(booking),
      `Amount due: ${formatMoney(booking.totalAmount)}.`,
      ...invoiceLines(booking, btcAddress),
      'An administrator verifies the payment within 24 hours; we e-mail you once your booking is confirmed.',
    ],
  );

/** The confirmation carries the e-ticket and the calendar entry (docs/product.md §14.4). */
export async function bookingApprovedMail(booking: Booking, appUrl: string): Promise<Mail> {
  const [mail, ticket] = await Promise.all([
    bookingMail(
      booking,
      appUrl,
      `Booking confirmed: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
      [
        'Your payment has been verified and your booking is confirmed.',
        'Your e-ticket and a calendar entry for the flight are attached.',
        summary(booking),
        `Amount paid: ${formatMoney(booking.totalAmount)}.`,
      ],
    ),
    // the PDF and barcode libraries load with the first ticket, not with the server
    import('../lib/documents/ticket').then(({ bookingTicketPdf }) => bookingTicketPdf(booking)),
  ]);
  const name = `skylark-${booking.trackingId}`;
  return {
    ...mail,
    attachments: [
      { filename: `${name}.pdf`, content: Buffer.from(ticket), contentType: 'application/pdf' },
      {
        filename: `${name}.ics`,
        content: bookingCalendar(booking, new Date()),
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
  };
}

/** `note`: the administrator's optional words to the customer (docs/product.md §14.5). */
export const bookingRejectedMail = (booking: Booking, appUrl: string, note?: string) =>
  bookingMail(
    booking,
    appUrl,
    `Booking not confirmed: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      'We could not verify the payment of your booking, so it has been cancelled and its seat released.',
      `Reason: ${booking.cancellation?.reason ?? ''}`,
      ...(note ? [`Note from our team: ${note}`] : []),
      summary(booking),
    ],
  );

export function bookingCancelledMail(booking: Booking, appUrl: string) {
  const refund = booking.cancellation?.refundAmount ?? 0;
  return bookingMail(
    booking,
    appUrl,
    `Booking cancelled: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      'Your booking has been cancelled as you asked.',
      summary(booking),
      `Refund amount: ${formatMoney(refund)}${refund > 0 ? ' (under the cancellation policy)' : ' (the booking was not paid)'}.`,
    ],
  );
}

/** To the owner of a booking cancelled with its flight (the booking's own snapshot of the flight). */
export const flightCancelledMail = (booking: BookingRow): Promise<Mail> =>
  renderMail(
    booking.email,
    `Flight ${booking.flightNumber} has been cancelled`,
    <Layout
      preview={`We are sorry: flight ${booking.flightNumber} has been cancelled by the airline.`}
      greeting={`Dear ${booking.customerName},`}
    >
      <Line>{`We are sorry: flight ${booking.flightNumber} has been cancelled by the airline.`}</Line>
      <Line>
        {`From: ${booking.departureCity}`}
        <br />
        {`To: ${booking.arrivalCity}`}
        <br />
        {`Departure: ${airportDateTime(booking.departureAt, booking.departureCity)}`}
      </Line>
      <Line>{`Your booking ${booking.trackingId} is cancelled.`}</Line>
      <Line>{`Refund amount: ${formatMoney(dollars(booking.refundAmountCents ?? 0))}${booking.paymentStatus === 'CONFIRMED' ? ' (the full amount you paid)' : ' (the booking was not paid)'}`}</Line>
    </Layout>,
  );

/** To each traveller still booked on a flight whose times changed: what was, and what is now (docs/product.md §14.4). */
export const flightRescheduledMail = (
  booking: BookingRow,
  previous: { departureAt: Date; arrivalAt: Date },
  flight: Flight,
): Promise<Mail> =>
  renderMail(
    booking.email,
    `Flight ${booking.flightNumber} has new times`,
    <Layout
      preview={`The airline has changed the times of flight ${booking.flightNumber}.`}
      greeting={`Dear ${booking.customerName},`}
    >
      <Line>{`The airline has changed the times of flight ${booking.flightNumber} from ${flight.departure.city} to ${flight.arrival.city}.`}</Line>
      <Line>
        {`New departure: ${airportDateTime(flight.departure.date, flight.departure.city)} (was ${airportDateTime(previous.departureAt, flight.departure.city)})`}
        <br />
        {`New arrival: ${airportDateTime(flight.arrival.date, flight.arrival.city)} (was ${airportDateTime(previous.arrivalAt, flight.arrival.city)})`}
      </Line>
      <Line>{`Your booking ${booking.trackingId} stays booked on the new times; your booking page shows the change.`}</Line>
    </Layout>,
  );
