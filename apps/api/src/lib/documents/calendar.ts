import type { Booking } from '@skylark/contract';

/** The booking's flights as an RFC 5545 calendar, an event per flight (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails, docs/product.md#149-return-trips-and-multi-city). */

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and one space (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function bookingCalendar(booking: Booking, now: Date): string {
  const flights = booking.segments.length > 1 ? booking.segments : [{ ...booking, cancelled: false }];
  // a flight the airline cancelled stays as a cancelled event, so that calendars drop it by its UID
  const events = flights.flatMap((f, i) => [
    'BEGIN:VEVENT',
    `UID:booking-${booking.trackingId}${i ? `-${i + 1}` : ''}@skylark`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART:${utc(f.departure.date)}`,
    `DTEND:${utc(f.arrival.date)}`,
    `SUMMARY:${text(`Flight ${f.flightNumber}: ${f.departure.city} → ${f.arrival.city}`)}`,
    `LOCATION:${text(f.departure.city)}`,
    `DESCRIPTION:${text(`From ${f.departure.city}\nTo ${f.arrival.city}\nTracking ID ${booking.trackingId}`)}`,
    `STATUS:${f.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Skylark//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
