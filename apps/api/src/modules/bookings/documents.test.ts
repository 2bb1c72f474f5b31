import { CLASS_LABELS, bookingMessages, fareRuleLines } from '@skylark/contract';
import ICAL from 'ical.js';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser } from '../../test/factories';
import { tokenFor } from '../../test/app';
import { smtp, t, useMailApp } from '../../test/mail-app';
import { recipientOf } from '../../test/smtp';
import { parseBcbp } from '../../lib/documents/bcbp';

useMailApp();

const departureAt = new Date('2027-02-03T09:30:00.000Z');
// flight numbers are unique per day: a random start, then one more per flight
let number = 1000 + Math.floor(Math.random() * 8000);

async function booked(
  bookingStatus: 'PENDING' | 'CONFIRMED' = 'CONFIRMED',
  passengerName = { firstName: 'Ștefan', lastName: 'Müller-Lüdenscheidt' },
) {
  const user = await createUser(t.database.db);
  const flight = await createFlight(t.database.db, {
    flightNumber: `SK${++number}`,
    departureCity: 'Oslo, Gardermoen (OSL)',
    arrivalCity: 'Bucharest, Henri Coandă International (OTP)',
    departureAt,
    arrivalAt: new Date('2027-02-03T13:05:00.000Z'),
    classes: [{ type: 'BUSINESS', priceCents: 90_000, capacity: 12 }],
  });
  const booking = await createBooking(t.database.db, {
    flightId: flight.id,
    classType: 'BUSINESS',
    seats: ['2A', '12C'],
    bookingStatus,
    paymentStatus: bookingStatus,
    userId: user.id,
    passengerName,
    email: `traveller-${number}@example.com`,
  });
  return { booking, flightNumber: `${number}`, token: tokenFor(t.app, user.id, 'user') };
}

/** The 60-character BCBP strings a ticket PDF holds in its keywords, one per boarding pass. */
async function boardingPasses(pdfBytes: Buffer) {
  const pdf = await PDFDocument.load(pdfBytes);
  return {
    pages: pdf.getPageCount(),
    payloads: pdf
      .getKeywords()!
      .match(/M1.{58}/g)!
      .map(parseBcbp),
  };
}

/** The words a PDF's pages draw (pdf-lib writes the standard fonts' text as hex strings). */
async function pdfText(pdfBytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(pdfBytes);
  const words: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of ops.matchAll(/<([0-9A-F]*)> Tj/g))
        words.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return words.join('\n');
}

const calendarEvent = (ics: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });

describe('e-ticket and calendar entry', () => {
  it('the ticket prints the tracking ID first and the fare rules of the class, worded as everywhere else', async () => {
    const { booking, token } = await booked();
    const text = await pdfText((await get(`/user/bookings/${booking.id}/ticket.pdf`, token)).rawPayload);
    const drawn = text.split('\n');
    expect(drawn.indexOf(booking.trackingId)).toBeLessThan(drawn.indexOf('Passenger'));
    // one reference: the tracking ID, never its first 7 characters alone nor the booking's id
    const pnr = booking.trackingId.slice(0, 7);
    expect(drawn.filter((word) => word.includes(pnr)).every((word) => word === booking.trackingId)).toBe(
      true,
    );
    expect(text).not.toContain(booking.id);
    expect(text).toContain(`Fare rules (${CLASS_LABELS.BUSINESS})`);
    expect(text).toContain('2A / Business');
    const flowing = text.replace(/\n(?![A-Z][a-z ]+:)/g, ' ');
    for (const rule of fareRuleLines('BUSINESS')) expect(flowing).toContain(`${rule.title}: ${rule.text}`);
  });

  it('the ticket has one page per passenger whose BCBP reads back to the booking', async () => {
    const { booking, flightNumber, token } = await booked();
    const res = await get(`/user/bookings/${booking.id}/ticket.pdf`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { pages, payloads } = await boardingPasses(res.rawPayload);
    expect(pages).toBe(2);
    expect(payloads).toHaveLength(2);
    const [first, second] = payloads;
    expect(first).toEqual({
      legs: 1,
      name: 'MULLERLUDENSCHEIDT/S',
      pnr: booking.trackingId.slice(0, 7),
      from: 'OSL',
      to: 'OTP',
      carrier: 'SK',
      flightNumber,
      julianDay: '034',
      compartment: 'C',
      seat: '002A',
      sequence: '0001',
      status: '0', // an e-ticket: issued, not checked in
    });
    expect(second).toMatchObject({ seat: '012C', sequence: '0002' });
  });

  it('the calendar entry is one VEVENT in UTC with the airports, the tracking ID and a UID stable per booking', async () => {
    const { booking, flightNumber, token } = await booked();
    const res = await get(`/user/bookings/${booking.id}/calendar.ics`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toMatch(/DTSTART:20270203T093000Z\r\n/);
    const event = calendarEvent(res.body);
    expect(event.startDate.toJSDate().toISOString()).toBe(departureAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-02-03T13:05:00.000Z');
    expect(event.location).toBe('Oslo, Gardermoen (OSL)');
    expect(event.description).toContain('Bucharest, Henri Coandă International (OTP)');
    expect(event.summary).toBe(
      `Flight SK${flightNumber}: Oslo, Gardermoen (OSL) → Bucharest, Henri Coandă International (OTP)`,
    );
    expect(event.description).toContain(`Tracking ID ${booking.trackingId}`);
    const again = await get(`/user/bookings/${booking.id}/calendar.ics`, token);
    expect(again.body).toContain(`UID:booking-${booking.trackingId}@skylark`);
    expect(event.uid).toBe(`booking-${booking.trackingId}@skylark`);
    expect(res.body).not.toContain(booking.id);
  });

  it('before confirmation both answer 409; another customer gets 404', async () => {
    const { booking, token } = await booked('PENDING');
    for (const file of ['ticket.pdf', 'calendar.ics']) {
      const res = await get(`/user/bookings/${booking.id}/${file}`, token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(bookingMessages.documentsNotConfirmed);
    }
    const other = await booked();
    expect((await get(`/user/bookings/${other.booking.id}/ticket.pdf`, token)).statusCode).toBe(404);
  });
});

describe('the booking e-mails', () => {
  const approve = async (bookingId: string) => {
    const admin = await createAdmin(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${bookingId}/approve`,
      headers: { authorization: `Bearer ${tokenFor(t.app, admin.id, 'admin')}` },
      payload: { action: 'approve' },
    });
    expect(res.statusCode).toBe(200);
  };

  it('the confirmation carries the e-ticket and the calendar entry as attachments', async () => {
    const { booking } = await booked('PENDING');
    await approve(booking.id);
    const mail = await smtp.waitFor((m) => recipientOf(m) === booking.email);
    expect(mail.subject).toContain('Booking confirmed');
    const [ticket, calendar] = mail.attachments;
    expect(ticket).toMatchObject({
      filename: `skylark-${booking.trackingId}.pdf`,
      contentType: 'application/pdf',
    });
    const { payloads } = await boardingPasses(ticket!.content);
    expect(payloads.map((pass) => pass.seat)).toEqual(['002A', '012C']);
    expect(payloads[0]!.pnr).toBe(booking.trackingId.slice(0, 7));
    expect(calendar).toMatchObject({
      filename: `skylark-${booking.trackingId}.ics`,
      contentType: 'text/calendar',
    });
    const event = calendarEvent(calendar!.content.toString('utf8'));
    expect(event.startDate.toJSDate().toISOString()).toBe(departureAt.toISOString());
  });

  it('carry schema.org FlightReservation JSON-LD that a hostile name cannot break out of', async () => {
    const hostile = { firstName: '</script><script>alert(1)</script>', lastName: 'O’Brien & <Sons>' };
    const { booking } = await booked('PENDING', hostile);
    await approve(booking.id);
    const mail = await smtp.waitFor((m) => recipientOf(m) === booking.email);
    const html = String(mail.html);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    const reservations = JSON.parse(scripts[0]![1]!) as Record<string, unknown>[];
    expect(reservations).toHaveLength(2);
    expect(reservations[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FlightReservation',
      reservationNumber: booking.trackingId,
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: { '@type': 'Person', name: `${hostile.firstName} ${hostile.lastName}` },
      airplaneSeat: '2A',
      reservationFor: {
        '@type': 'Flight',
        flightNumber: booking.flightNumber,
        departureAirport: { iataCode: 'OSL' },
        arrivalAirport: { iataCode: 'OTP' },
        departureTime: departureAt.toISOString(),
        arrivalTime: '2027-02-03T13:05:00.000Z',
      },
    });
    expect(reservations[1]).toMatchObject({ airplaneSeat: '12C' });
    // the plain-text part reads as a letter, without the data block
    expect(mail.text).not.toContain('FlightReservation');
  });
});
