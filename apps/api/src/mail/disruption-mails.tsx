// @jsxRuntime automatic (also when a runner reads no tsconfig, e.g. tsx from the repository root)
import {
  EU261_NOTICE_DAYS,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  scheduleShiftMinutes,
  type Eu261MailNotice,
  type Flight,
} from '@skylark/contract';
import type { BookingRow } from '../db/schema';
import type { Mail } from '../lib/mailer';
import { dollars } from '../lib/units';
import { freeMoveLines, scheduleChoiceLines, tripFlightChoiceLines } from './choice-lines';
import { type MailLocale, mailLocale } from './i18n';
import { Layout, Line, Lines } from './layout';
import { renderMail } from './render';

/**
 * The e-mails of a disruption, what the airline did to a booked flight: cancelled it, or moved its
 * times. They speak the booking row's `language`, which the caller sets to its owner's
 * (bookings/mail-language.ts); a row without one reads English.
 */

const localeOf = (booking: BookingRow) => mailLocale(booking.language);

/** The EU261 notice of a covered flight, in the contract's words in English (docs/product.md#1414-eu261-notice-of-rights-and-compensation). */
function eu261Lines(n: Eu261MailNotice | undefined, { t, euros, money }: MailLocale) {
  if (!n) return null;
  const compensation =
    n.outcome === 'EXTRAORDINARY'
      ? t('eu261.extraordinary')
      : n.outcome === 'EARLY_NOTICE'
        ? t('eu261.earlyNotice', { days: EU261_NOTICE_DAYS })
        : t(n.passengersCompensated === 1 ? 'eu261.compensationOne' : 'eu261.compensation', {
            perPassenger: euros(n.eurosPerPassenger),
            total: euros(n.compensationEuros),
            usd: money(n.compensationUsd),
            passengers: n.passengersCompensated,
          });
  const choice = n.disruption === 'CANCELLED' ? 'eu261.choiceCancelled' : 'eu261.choiceDelayed';
  return <Lines items={[t('eu261.title'), t('eu261.care'), t(choice), compensation]} />;
}

/** The flight cancelled, when it is a later flight of the booking (docs/product.md#149-return-trips-and-multi-city). */
export type CancelledFlight = Pick<
  BookingRow,
  'flightNumber' | 'departureCity' | 'arrivalCity' | 'departureAt'
>;

const cancelledFlightLines = (flight: CancelledFlight, l: MailLocale) => (
  <Lines
    items={[
      l.t('summary.from', { city: l.place(flight.departureCity) }),
      l.t('summary.to', { city: l.place(flight.arrivalCity) }),
      l.t('summary.departure', { time: l.airportTime(flight.departureAt, flight.departureCity) }),
    ]}
  />
);

/**
 * To the owner of a booking cancelled with one of its flights: the flight cancelled (the booking's
 * own snapshot of its first flight unless another is named).
 */
export const flightCancelledMail = (
  booking: BookingRow,
  appUrl = '',
  flight: CancelledFlight = booking,
  eu261?: Eu261MailNotice,
): Promise<Mail> => {
  const l = localeOf(booking);
  const { t, ltr } = l;
  const flightNumber = ltr(flight.flightNumber);
  const sorry = t('disruption.cancelled', { flightNumber });
  const refund = l.money(dollars(booking.refundAmountCents ?? 0));
  return renderMail(
    booking.email,
    t('disruption.cancelledSubject', { flightNumber }),
    <Layout preview={sorry} greeting={t('disruption.greeting', { name: booking.customerName })} locale={l}>
      <Line>{sorry}</Line>
      {cancelledFlightLines(flight, l)}
      <Line>{t('disruption.bookingCancelled', { trackingId: ltr(booking.trackingId) })}</Line>
      <Line>
        {t(booking.paymentStatus === 'CONFIRMED' ? 'disruption.refundFull' : 'disruption.refundNotPaid', {
          amount: refund,
        })}
      </Line>
      {(booking.refundAmountCents ?? 0) > 0 && <Line>{t('booking.refundAsk')}</Line>}
      {booking.paymentStatus === 'CONFIRMED' && (
        <Lines items={freeMoveLines(`${appUrl}/bookings/${booking.id}`, l)} />
      )}
      {eu261Lines(eu261, l)}
    </Layout>,
  );
};

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
): Promise<Mail> => {
  const l = localeOf(booking);
  const { t, ltr } = l;
  const flightNumber = ltr(flight.flightNumber);
  return renderMail(
    booking.email,
    t('disruption.cancelledSubject', { flightNumber }),
    <Layout
      preview={t('disruption.cancelled', { flightNumber })}
      greeting={t('disruption.greeting', { name: booking.customerName })}
      action={{ href: `${appUrl}/bookings/${booking.id}`, label: t('disruption.choose') }}
      locale={l}
    >
      <Line>
        {t('disruption.tripCancelled', { flightNumber, n: segment + 1, trackingId: ltr(booking.trackingId) })}
      </Line>
      {cancelledFlightLines(flight, l)}
      <Line>{t('disruption.otherFlightsKept')}</Line>
      <Lines items={tripFlightChoiceLines(`${appUrl}/bookings/${booking.id}`, l)} />
      {eu261Lines(eu261, l)}
    </Layout>,
  );
};

/** To each traveller still booked on a flight whose times changed: what was, and what is now (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export const flightRescheduledMail = (
  booking: BookingRow,
  previous: { departureAt: Date; arrivalAt: Date },
  flight: Flight,
  appUrl = '',
  eu261?: Eu261MailNotice,
): Promise<Mail> => {
  const l = localeOf(booking);
  const { t, ltr, airportTime } = l;
  // a later flight of the booking goes by its own number (docs/product.md#149-return-trips-and-multi-city)
  const flightNumber = ltr(booking.flightId === flight._id ? booking.flightNumber : flight.flightNumber);
  const { departure, arrival } = flight;
  return renderMail(
    booking.email,
    t('disruption.rescheduledSubject', { flightNumber }),
    <Layout
      preview={t('disruption.rescheduledPreview', { flightNumber })}
      greeting={t('disruption.greeting', { name: booking.customerName })}
      locale={l}
    >
      <Line>
        {t('disruption.rescheduled', {
          flightNumber,
          from: l.place(departure.city),
          to: l.place(arrival.city),
        })}
      </Line>
      <Lines
        items={[
          t('disruption.newDeparture', {
            time: airportTime(departure.date, departure.city),
            was: airportTime(previous.departureAt, departure.city),
          }),
          t('disruption.newArrival', {
            time: airportTime(arrival.date, arrival.city),
            was: airportTime(previous.arrivalAt, arrival.city),
          }),
        ]}
      />
      <Line>{t('disruption.staysBooked', { trackingId: ltr(booking.trackingId) })}</Line>
      {movedMoreThanAnHour(booking, previous, flight) && (
        <Lines items={scheduleChoiceLines(`${appUrl}/bookings/${booking.id}`, l)} />
      )}
      {eu261Lines(eu261, l)}
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
