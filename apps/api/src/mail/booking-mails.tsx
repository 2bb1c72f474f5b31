// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import {
  CLASS_LABELS,
  OFFER_NAMES,
  airportDateTime,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  fareRuleLines,
  formatMoney,
  scheduleShiftMinutes,
  type Booking,
  type ClassType,
  type Flight,
} from '@skylark/contract';
import type { BookingRow } from '../db/schema';
import type { Mail } from '../lib/mailer';
import { dollars } from '../lib/units';
import { bookingCalendar } from '../lib/documents/calendar';
import { flightReservations } from './flight-reservation';
import { invoiceLines } from './invoice-lines';
import { freeMoveLines, scheduleChoiceLines, tripFlightChoiceLines } from './choice-lines';
import { Layout, Line, Lines } from './layout';
import { renderMail } from './render';

/** The e-mails of a booking's life: received, approved, rejected, cancelled, and its flight cancelled. */

export const bookingLink = (appUrl: string, booking: Booking) => `${appUrl}/bookings/${booking.id}`;

/** The booking, one item a line: tracking ID first, then the flights, the passengers, the offer (docs/product.md#141-offers). */
export const summary = (b: Booking): string[] => [
  `Tracking ID: ${b.trackingId}`,
  ...(b.segments.length > 1 ? segmentLines(b) : oneFlightLines(b)),
  ...(b.infants ?? []).map(
    (infant) => `Infant on a lap: ${infant.name}, born ${infant.dateOfBirth}, with ${infant.travellingWith}`,
  ),
  ...(b.offer ? [`Offer: ${OFFER_NAMES[b.offer]}, list price ${formatMoney(b.listPrice)}`] : []),
];

const oneFlightLines = (b: Booking) => [
  `Flight: ${b.flightNumber}, ${CLASS_LABELS[b.classType]}`,
  `From: ${b.departure.city}`,
  `To: ${b.arrival.city}`,
  `Departure: ${airportDateTime(b.departure.date, b.departure.city)}`,
  ...b.passengers.map((p) => `Passenger: ${p.name}, seat ${p.seatNumber}`),
];

/** Every flight of a booking of several, then each passenger's seats in flight order (docs/product.md#149-return-trips-and-multi-city). */
const segmentLines = (b: Booking) => [
  ...b.segments.map(
    (s, i) =>
      `Flight ${i + 1}: ${s.flightNumber}, ${CLASS_LABELS[s.classType]}, ${s.departure.city} → ${s.arrival.city}, departs ${airportDateTime(s.departure.date, s.departure.city)}`,
  ),
  ...b.passengers.map(
    (p, i) => `Passenger: ${p.name}, seats ${b.segments.map((s) => s.seatNumbers[i]).join(', ')}`,
  ),
];

/** The fare rules of the class, worded as on the flight page and the e-ticket (docs/product.md#9-constants-and-limits). */
export const fareRules = (classType: ClassType): string[] => [
  `Fare rules (${CLASS_LABELS[classType]}):`,
  ...fareRuleLines(classType).map((rule) => `${rule.title}: ${rule.text}`),
];

/** A paragraph: one line, or several items each on its own line. */
export type MailParagraph = string | string[];

export function bookingMail(
  booking: Booking,
  appUrl: string,
  subject: string,
  lines: MailParagraph[],
): Promise<Mail> {
  return renderMail(
    booking.email,
    subject,
    <Layout
      preview={typeof lines[0] === 'string' ? lines[0] : subject}
      greeting={`Hello ${booking.customerName},`}
      action={{ href: bookingLink(appUrl, booking), label: 'View your booking' }}
      structuredData={flightReservations(booking)}
    >
      {lines.map((line, i) =>
        typeof line === 'string' ? <Line key={i}>{line}</Line> : <Lines key={i} items={line} />,
      )}
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
      fareRules(booking.classType),
    ],
  );

/** The confirmation carries the e-ticket and the calendar entry (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
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
        fareRules(booking.classType),
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

/** `note`: the administrator's optional words to the customer (docs/product.md#145-the-booking-desk). */
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

/** Where the refund goes, or that the booking page asks where (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export const refundAddressLine = (booking: Booking): string[] => {
  const refund = booking.refund;
  if (!refund || refund.owed.length === 0) return [];
  return refund.address
    ? [`We will send your refund in bitcoin to ${refund.address} and e-mail you its transaction ID.`]
    : ['Please give a Bitcoin refund address on your booking page so that we can send your refund.'];
};

export function bookingCancelledMail(booking: Booking, appUrl: string) {
  const refund = booking.cancellation?.refundAmount ?? 0;
  return bookingMail(
    booking,
    appUrl,
    `Booking cancelled: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      'Your booking has been cancelled as you asked.',
      summary(booking),
      `Refund amount: ${formatMoney(refund)}${refund > 0 ? ' (under the fare rules)' : ' (the booking was not paid)'}.`,
      ...refundAddressLine(booking),
    ],
  );
}

/** The flight cancelled, when it is a later flight of the booking (docs/product.md#149-return-trips-and-multi-city). */
export type CancelledFlight = Pick<
  BookingRow,
  'flightNumber' | 'departureCity' | 'arrivalCity' | 'departureAt'
>;

/**
 * To the owner of a booking cancelled with one of its flights: the flight cancelled (the booking's
 * own snapshot of its first flight unless another is named).
 */
export const flightCancelledMail = (
  booking: BookingRow,
  appUrl = '',
  flight: CancelledFlight = booking,
): Promise<Mail> =>
  renderMail(
    booking.email,
    `Flight ${flight.flightNumber} has been cancelled`,
    <Layout
      preview={`We are sorry: flight ${flight.flightNumber} has been cancelled by the airline.`}
      greeting={`Dear ${booking.customerName},`}
    >
      <Line>{`We are sorry: flight ${flight.flightNumber} has been cancelled by the airline.`}</Line>
      <Line>
        {`From: ${flight.departureCity}`}
        <br />
        {`To: ${flight.arrivalCity}`}
        <br />
        {`Departure: ${airportDateTime(flight.departureAt, flight.departureCity)}`}
      </Line>
      <Line>{`Your booking ${booking.trackingId} is cancelled.`}</Line>
      <Line>{`Refund amount: ${formatMoney(dollars(booking.refundAmountCents ?? 0))}${booking.paymentStatus === 'CONFIRMED' ? ' (the full amount you paid)' : ' (the booking was not paid)'}`}</Line>
      {(booking.refundAmountCents ?? 0) > 0 && (
        <Line>
          Please give a Bitcoin refund address on your booking page so that we can send your refund.
        </Line>
      )}
      {booking.paymentStatus === 'CONFIRMED' && (
        <Lines items={freeMoveLines(`${appUrl}/bookings/${booking.id}`)} />
      )}
    </Layout>,
  );

/**
 * To the owner of a trip that keeps its other flights when the airline cancels one of them
 * (decision 088): the flight cancelled, and the three choices with the link to make them.
 */
export const tripFlightCancelledMail = (
  booking: BookingRow,
  segment: number,
  appUrl = '',
  flight: CancelledFlight,
): Promise<Mail> =>
  renderMail(
    booking.email,
    `Flight ${flight.flightNumber} has been cancelled`,
    <Layout
      preview={`We are sorry: flight ${flight.flightNumber} has been cancelled by the airline.`}
      greeting={`Dear ${booking.customerName},`}
      action={{ href: `${appUrl}/bookings/${booking.id}`, label: 'Choose on your booking page' }}
    >
      <Line>{`We are sorry: flight ${flight.flightNumber}, flight ${segment + 1} of your trip ${booking.trackingId}, has been cancelled by the airline.`}</Line>
      <Line>
        {`From: ${flight.departureCity}`}
        <br />
        {`To: ${flight.arrivalCity}`}
        <br />
        {`Departure: ${airportDateTime(flight.departureAt, flight.departureCity)}`}
      </Line>
      <Line>Your other flights are still booked, with your seats.</Line>
      <Lines items={tripFlightChoiceLines(`${appUrl}/bookings/${booking.id}`)} />
    </Layout>,
  );

/** To each traveller still booked on a flight whose times changed: what was, and what is now (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export const flightRescheduledMail = (
  booking: BookingRow,
  previous: { departureAt: Date; arrivalAt: Date },
  flight: Flight,
  appUrl = '',
): Promise<Mail> => {
  // a later flight of the booking goes by its own number (docs/product.md#149-return-trips-and-multi-city)
  const flightNumber = booking.flightId === flight._id ? booking.flightNumber : flight.flightNumber;
  return renderMail(
    booking.email,
    `Flight ${flightNumber} has new times`,
    <Layout
      preview={`The airline has changed the times of flight ${flightNumber}.`}
      greeting={`Dear ${booking.customerName},`}
    >
      <Line>{`The airline has changed the times of flight ${flightNumber} from ${flight.departure.city} to ${flight.arrival.city}.`}</Line>
      <Line>
        {`New departure: ${airportDateTime(flight.departure.date, flight.departure.city)} (was ${airportDateTime(previous.departureAt, flight.departure.city)})`}
        <br />
        {`New arrival: ${airportDateTime(flight.arrival.date, flight.arrival.city)} (was ${airportDateTime(previous.arrivalAt, flight.arrival.city)})`}
      </Line>
      <Line>{`Your booking ${booking.trackingId} stays booked on the new times; your booking page shows the change.`}</Line>
      {movedMoreThanAnHour(booking, previous, flight) && (
        <Lines items={scheduleChoiceLines(`${appUrl}/bookings/${booking.id}`)} />
      )}
    </Layout>,
  );
};

/**
 * The times the traveller holds against the flight's new ones (dates arrive as ISO strings from the
 * queue): the booking's own for its first flight, the flight's previous ones for a later flight.
 */
const movedMoreThanAnHour = (
  booking: BookingRow,
  previous: { departureAt: Date; arrivalAt: Date },
  flight: Flight,
) => {
  const held = booking.flightId === flight._id ? booking : previous;
  return (
    scheduleShiftMinutes(
      { departure: new Date(held.departureAt), arrival: new Date(held.arrivalAt) },
      { departure: new Date(flight.departure.date), arrival: new Date(flight.arrival.date) },
    ) > SCHEDULE_CHANGE_FULL_REFUND_MINUTES
  );
};
