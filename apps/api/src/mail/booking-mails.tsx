// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import {
  CLASS_LABELS,
  OFFER_NAMES,
  airportDateTime,
  bookedFareLines,
  formatMoney,
  type Booking,
} from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingCalendar } from '../lib/documents/calendar';
import { flightReservations } from './flight-reservation';
import { invoiceLines } from './invoice-lines';
import { Layout, Line, Lines } from './layout';
import { renderMail } from './render';

/** The e-mails of a booking's life: received, approved, rejected, cancelled. */

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
export const fareRules = (booking: Pick<Booking, 'classType' | 'segments'>): string[] => [
  `Fare rules (${CLASS_LABELS[booking.classType]}):`,
  ...bookedFareLines(booking).map((rule) => `${rule.title}: ${rule.text}`),
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
      fareRules(booking),
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
        fareRules(booking),
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
