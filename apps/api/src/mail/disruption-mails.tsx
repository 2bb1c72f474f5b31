// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import {
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  airportDateTime,
  formatMoney,
  scheduleShiftMinutes,
  type Eu261MailNotice,
  type Flight,
  eu261MailLines,
} from '@skylark/contract';
import type { BookingRow } from '../db/schema';
import type { Mail } from '../lib/mailer';
import { dollars } from '../lib/units';
import { freeMoveLines, scheduleChoiceLines, tripFlightChoiceLines } from './choice-lines';
import { Layout, Line, Lines } from './layout';
import { renderMail } from './render';

/** The e-mails of a disruption, what the airline did to a booked flight: cancelled it, or moved its times. */

/** The EU261 notice of a covered flight (docs/product.md#1414-eu261-notice-of-rights-and-compensation). */
const eu261Lines = (notice: Eu261MailNotice | undefined) =>
  notice ? <Lines items={eu261MailLines(notice, formatMoney(notice.compensationUsd))} /> : null;

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
  eu261?: Eu261MailNotice,
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
      {eu261Lines(eu261)}
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
  eu261?: Eu261MailNotice,
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
      {eu261Lines(eu261)}
    </Layout>,
  );

/** To each traveller still booked on a flight whose times changed: what was, and what is now (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export const flightRescheduledMail = (
  booking: BookingRow,
  previous: { departureAt: Date; arrivalAt: Date },
  flight: Flight,
  appUrl = '',
  eu261?: Eu261MailNotice,
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
      {eu261Lines(eu261)}
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
