import type { Booking } from '@skylark/contract';
import type { Mail } from '../../lib/mailer';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (dollars: number) => usd.format(dollars);

/** The e-mails of a booking's life (issue 4): received, approved, rejected, cancelled. */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(booking: Booking, subject: string, lines: string[], link: string): Mail {
  const text = [
    `Hello ${booking.customerName},`,
    '',
    ...lines,
    '',
    `Your booking: ${link}`,
    '',
    'Skylark Airways',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(booking.customerName)},</p>`,
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">View your booking</a></p>`,
    '<p>Skylark Airways</p>',
  ].join('');
  return { to: booking.email, subject, text, html };
}

const summary = (b: Booking) =>
  `Tracking ID ${b.trackingId}. Flight ${b.flightNumber} (${b.classType}) from ${b.departure.city} to ${b.arrival.city}, departing ${b.departure.date}. Seat${b.passengers.length > 1 ? 's' : ''}: ${b.passengers.map((p) => p.seatNumber).join(', ')}.`;

export const bookingLink = (appUrl: string, booking: Booking) => `${appUrl}/bookings/${booking.id}`;

export function bookingReceivedMail(booking: Booking, appUrl: string, btcAddress: string): Mail {
  return mail(
    booking,
    `Booking received: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      `We have received your booking. Your tracking ID is ${booking.trackingId}.`,
      summary(booking),
      `Amount due: ${formatUsd(booking.totalAmount)}.`,
      `To pay, send exactly ${formatUsd(booking.totalAmount)} worth of Bitcoin (BTC) to this address: ${btcAddress}`,
      'An administrator verifies the payment within 24 hours; we e-mail you once your booking is confirmed.',
    ],
    bookingLink(appUrl, booking),
  );
}

export function bookingApprovedMail(booking: Booking, appUrl: string): Mail {
  return mail(
    booking,
    `Booking confirmed: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      `Your payment has been verified and your booking is confirmed.`,
      summary(booking),
      `Amount paid: ${formatUsd(booking.totalAmount)}.`,
    ],
    bookingLink(appUrl, booking),
  );
}

export function bookingRejectedMail(booking: Booking, appUrl: string): Mail {
  return mail(
    booking,
    `Booking not confirmed: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      `We could not verify the payment of your booking, so it has been cancelled and its seat released.`,
      `Reason: ${booking.cancellation?.reason ?? ''}`,
      summary(booking),
    ],
    bookingLink(appUrl, booking),
  );
}

export function bookingCancelledMail(booking: Booking, appUrl: string): Mail {
  const refund = booking.cancellation?.refundAmount ?? 0;
  return mail(
    booking,
    `Booking cancelled: ${booking.flightNumber}, tracking ID ${booking.trackingId}`,
    [
      `Your booking has been cancelled as you asked.`,
      summary(booking),
      `Refund amount: ${formatUsd(refund)}${refund > 0 ? ' (under the cancellation policy)' : ' (the booking was not paid)'}.`,
    ],
    bookingLink(appUrl, booking),
  );
}
