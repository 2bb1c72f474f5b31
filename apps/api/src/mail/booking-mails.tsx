// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import type { Booking } from '@skylark/contract';
import type { Mail } from '../lib/mailer';
import { bookingCalendar } from '../lib/documents/calendar';
import { flightReservations } from './flight-reservation';
import { localFareLines } from './fare-rule-lines';
import { type MailLocale, mailLocale } from './i18n';
import { invoiceLines } from './invoice-lines';
import { Layout, Line, Lines } from './layout';
import { renderMail } from './render';

/** The e-mails of a booking's life: received, approved, rejected, cancelled. */

/** The language of a booking's mails: its owner's, else the one it was made in. */
export const localeOf = (booking: Booking): MailLocale => mailLocale(booking.language);

export const bookingLink = (appUrl: string, booking: Booking) => `${appUrl}/bookings/${booking.id}`;

/** The booking, one item a line: tracking ID first, then the flights, the passengers, the offer (docs/product.md#141-offers). */
export const summary = (b: Booking, l: MailLocale = localeOf(b)): string[] => [
  l.t('summary.trackingId', { trackingId: l.ltr(b.trackingId) }),
  ...(b.segments.length > 1 ? segmentLines(b, l) : oneFlightLines(b, l)),
  ...(b.infants ?? []).map((infant) =>
    l.t('summary.infant', {
      name: infant.name,
      born: l.ltr(infant.dateOfBirth),
      holder: infant.travellingWith,
    }),
  ),
  ...(b.offer
    ? [l.t('summary.offer', { offer: l.t(`offers.${b.offer}`), price: l.money(b.listPrice) })]
    : []),
];

const oneFlightLines = (b: Booking, l: MailLocale) => [
  l.t('summary.flight', { flightNumber: l.ltr(b.flightNumber), classLabel: l.t(`classes.${b.classType}`) }),
  l.t('summary.from', { city: l.place(b.departure.city) }),
  l.t('summary.to', { city: l.place(b.arrival.city) }),
  l.t('summary.departure', { time: l.airportTime(b.departure.date, b.departure.city) }),
  ...b.passengers.map((p) => l.t('summary.passenger', { name: p.name, seat: l.ltr(p.seatNumber) })),
];

/** Every flight of a booking of several, then each passenger's seats in flight order (docs/product.md#149-return-trips-and-multi-city). */
const segmentLines = (b: Booking, l: MailLocale) => [
  ...b.segments.map((s, i) =>
    l.t('summary.segment', {
      n: i + 1,
      flightNumber: l.ltr(s.flightNumber),
      classLabel: l.t(`classes.${s.classType}`),
      from: l.place(s.departure.city),
      to: l.place(s.arrival.city),
      time: l.airportTime(s.departure.date, s.departure.city),
    }),
  ),
  ...b.passengers.map((p, i) =>
    l.t('summary.passengerSeats', {
      name: p.name,
      seats: l.ltr(b.segments.map((s) => s.seatNumbers[i]).join(', ')),
    }),
  ),
];

/** The fare rules of the class, worded as on the flight page and the e-ticket (docs/product.md#9-constants-and-limits). */
export const fareRules = (booking: Booking, l: MailLocale = localeOf(booking)): string[] => [
  l.t('summary.fareRules', { classLabel: l.t(`classes.${booking.classType}`) }),
  ...localFareLines(booking, l).map((rule) => `${rule.title}: ${rule.text}`),
];

/** A paragraph: one line, or several items each on its own line. */
export type MailParagraph = string | string[];

export function bookingMail(
  booking: Booking,
  appUrl: string,
  subject: string,
  lines: MailParagraph[],
): Promise<Mail> {
  const locale = localeOf(booking);
  return renderMail(
    booking.email,
    subject,
    <Layout
      preview={typeof lines[0] === 'string' ? lines[0] : subject}
      greeting={locale.t('layout.greeting', { name: booking.customerName })}
      action={{ href: bookingLink(appUrl, booking), label: locale.t('layout.viewBooking') }}
      structuredData={flightReservations(booking)}
      locale={locale}
    >
      {lines.map((line, i) =>
        typeof line === 'string' ? <Line key={i}>{line}</Line> : <Lines key={i} items={line} />,
      )}
    </Layout>,
  );
}

/** The subject of a booking's mail: its flight and tracking ID. */
const subjectOf = (key: string, b: Booking, { t, ltr }: MailLocale) =>
  t(key, { flightNumber: ltr(b.flightNumber), trackingId: ltr(b.trackingId) });

export function bookingReceivedMail(booking: Booking, appUrl: string, btcAddress: string) {
  const l = localeOf(booking);
  return bookingMail(booking, appUrl, subjectOf('booking.receivedSubject', booking, l), [
    l.t('booking.received', { trackingId: l.ltr(booking.trackingId) }),
    summary(booking, l),
    l.t('booking.amountDue', { amount: l.money(booking.totalAmount) }),
    ...invoiceLines(booking, btcAddress, l),
    l.t('booking.verifies'),
    fareRules(booking, l),
  ]);
}

/** The confirmation carries the e-ticket and the calendar entry (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export async function bookingApprovedMail(booking: Booking, appUrl: string): Promise<Mail> {
  const l = localeOf(booking);
  const [mail, ticket] = await Promise.all([
    bookingMail(booking, appUrl, subjectOf('booking.confirmedSubject', booking, l), [
      l.t('booking.confirmed'),
      l.t('booking.attached'),
      summary(booking, l),
      l.t('booking.amountPaid', { amount: l.money(booking.totalAmount) }),
      fareRules(booking, l),
    ]),
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
export function bookingRejectedMail(booking: Booking, appUrl: string, note?: string) {
  const l = localeOf(booking);
  return bookingMail(booking, appUrl, subjectOf('booking.rejectedSubject', booking, l), [
    l.t('booking.rejected'),
    l.t('booking.reason', { reason: booking.cancellation?.reason ?? '' }),
    ...(note ? [l.t('booking.note', { note })] : []),
    summary(booking, l),
  ]);
}

/** Where the refund goes, or that the booking page asks where (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export const refundAddressLine = (booking: Booking, l: MailLocale = localeOf(booking)): string[] => {
  const refund = booking.refund;
  if (!refund || refund.owed.length === 0) return [];
  return refund.address
    ? [l.t('booking.refundTo', { address: l.ltr(refund.address) })]
    : [l.t('booking.refundAsk')];
};

export function bookingCancelledMail(booking: Booking, appUrl: string) {
  const l = localeOf(booking);
  const refund = booking.cancellation?.refundAmount ?? 0;
  return bookingMail(booking, appUrl, subjectOf('booking.cancelledSubject', booking, l), [
    l.t('booking.cancelled'),
    summary(booking, l),
    l.t(refund > 0 ? 'booking.refundUnderRules' : 'booking.refundNotPaid', { amount: l.money(refund) }),
    ...refundAddressLine(booking, l),
  ]);
}
