import type { Booking } from '@skylark/contract';

/** The booking's flight as an RFC 5545 calendar (docs/product.md §14.4). */

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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Skylark//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@skylark`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART:${utc(booking.departure.date)}`,
    `DTEND:${utc(booking.arrival.date)}`,
    `SUMMARY:${text(`Flight ${booking.flightNumber}: ${booking.departure.city} → ${booking.arrival.city}`)}`,
    `LOCATION:${text(booking.departure.city)}`,
    `DESCRIPTION:${text(
      `From ${booking.departure.city}\nTo ${booking.arrival.city}\nTracking ID ${booking.trackingId}`,
    )}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
