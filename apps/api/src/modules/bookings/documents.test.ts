import { bookingMessages } from '@skylark/contract';
import ICAL from 'ical.js';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../db/factories';
import { buildTestApp, tokenFor, type TestApp } from '../../test/app';
import { parseBcbp } from './bcbp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const departureAt = new Date('2027-02-03T09:30:00.000Z');
// flight numbers are unique per day: a random start, then one more per flight
let number = 1000 + Math.floor(Math.random() * 8000);

async function booked(bookingStatus: 'PENDING' | 'CONFIRMED' = 'CONFIRMED') {
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
    passengerName: { firstName: 'Ștefan', lastName: 'Müller-Lüdenscheidt' },
  });
  return { booking, flightNumber: `${number}`, token: tokenFor(t.app, user.id, 'user') };
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });

describe('e-ticket and calendar entry', () => {
  it('the ticket has one boarding pass per passenger whose BCBP reads back to the booking', async () => {
    const { booking, flightNumber, token } = await booked();
    const res = await get(`/user/bookings/${booking.id}/ticket.pdf`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    // the keywords hold each page's 60-character BCBP string
    const payloads = pdf.getKeywords()!.match(/M1.{58}/g)!;
    expect(payloads).toHaveLength(2);
    const [first, second] = payloads.map(parseBcbp);
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
    });
    expect(second).toMatchObject({ seat: '012C', sequence: '0002' });
  });

  it('the calendar entry is one VEVENT in UTC with the airports and a UID stable per booking', async () => {
    const { booking, flightNumber, token } = await booked();
    const res = await get(`/user/bookings/${booking.id}/calendar.ics`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toMatch(/DTSTART:20270203T093000Z\r\n/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(departureAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-02-03T13:05:00.000Z');
    expect(event.location).toBe('Oslo, Gardermoen (OSL)');
    expect(event.description).toContain('Bucharest, Henri Coandă International (OTP)');
    expect(event.summary).toBe(
      `Flight SK${flightNumber}: Oslo, Gardermoen (OSL) → Bucharest, Henri Coandă International (OTP)`,
    );
    const again = await get(`/user/bookings/${booking.id}/calendar.ics`, token);
    expect(again.body).toContain(`UID:booking-${booking.id}@skylark`);
    expect(event.uid).toBe(`booking-${booking.id}@skylark`);
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
