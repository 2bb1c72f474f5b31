import {
  type Booking,
  type BookingPage,
  type Manifest,
  type Tracking,
  classicTerms,
  notEnoughSeatsMessage,
  refundPercent as refundPercentOf,
  seatTakenMessage,
  segmentMessages,
  HOUR_MS,
} from '@skylark/contract';
import ICAL from 'ical.js';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseBcbp } from '../../lib/documents/bcbp';
import { call } from '../../test/app';
import { backdateBooking, createFlight } from '../../test/factories';
import { adminToken, book, bookedSeats, customer, freeSeats, t, useBookingApp } from '../../test/booking-app';
import { CDG, DXB, JFK, route, segmentsRequest } from '../../test/segments';

useBookingApp();

describe('a booking of several flights (segments)', () => {
  it('books a return trip: one tracking ID, one total, the first flight on top, seats held on both legs', async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
    const c = await customer();
    const res = await book(
      c,
      segmentsRequest([
        { flightId: out!.id, seats: ['1A', '1B'] },
        { flightId: back!.id, seats: ['2C', '2D'] },
      ]),
    );
    expect(res.status).toBe(201);
    const b = res.body.data;
    expect(b).toMatchObject({
      flightNumber: out!.flightNumber,
      classType: 'ECONOMY',
      totalAmount: 800,
      departure: { city: JFK, date: out!.departureAt.toISOString() },
      arrival: { city: CDG },
    });
    expect(b.passengers.map((p) => p.seatNumber)).toEqual(['1A', '1B']);
    expect(b.segments).toEqual([
      {
        flightId: out!.id,
        flightNumber: out!.flightNumber,
        departure: { city: JFK, date: out!.departureAt.toISOString() },
        arrival: { city: CDG, date: out!.arrivalAt.toISOString() },
        classType: 'ECONOMY',
        fareBrand: 'CLASSIC',
        fareTerms: classicTerms('ECONOMY'),
        seatNumbers: ['1A', '1B'],
      },
      {
        flightId: back!.id,
        flightNumber: back!.flightNumber,
        departure: { city: CDG, date: back!.departureAt.toISOString() },
        arrival: { city: JFK, date: back!.arrivalAt.toISOString() },
        classType: 'ECONOMY',
        fareBrand: 'CLASSIC',
        fareTerms: classicTerms('ECONOMY'),
        seatNumbers: ['2C', '2D'],
      },
    ]);
    expect(await bookedSeats(out!.classes[0]!.id)).toBe(2);
    expect(await bookedSeats(back!.classes[0]!.id)).toBe(2);
    expect(await freeSeats(back!.id)).not.toContain('2C');

    // every read shows every segment
    const mine = await call<BookingPage>(t.app, 'GET', '/user/bookings', { token: c.token });
    expect(mine.body.data.data[0]!.segments).toHaveLength(2);
    const detail = await call<Booking>(t.app, 'GET', `/admin/bookings/${b.id}`, { token: adminToken });
    expect(detail.body.data.segments).toEqual(b.segments);
    const tracked = await call<Tracking>(t.app, 'GET', `/user/bookings/tracking/${b.trackingId}`);
    expect(tracked.body.data.segments.map((s) => s.flightNumber)).toEqual([
      out!.flightNumber,
      back!.flightNumber,
    ]);
    // the return flight's manifest lists the passengers of the booking that flies it second
    const manifest = await call<Manifest>(t.app, 'GET', `/admin/flights/${back!.id}/manifest`, {
      token: adminToken,
    });
    expect(manifest.body.data.passengers.map((p) => [p.seatNumber, p.name, p.trackingId])).toEqual([
      ['2C', 'Ada Lovelace', b.trackingId],
      ['2D', 'Charles Babbage', b.trackingId],
    ]);
  });

  it('books a multi-city trip of three flights in time order', async () => {
    const legs = await route(t.database.db, [JFK, CDG, DXB, JFK], { gapHours: 1 });
    const c = await customer();
    const res = await book(
      c,
      segmentsRequest(legs.map((l, i) => ({ flightId: l.id, seats: [`${i + 3}A`] }))),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.segments.map((s) => [s.departure.city, s.arrival.city, s.seatNumbers])).toEqual([
      [JFK, CDG, ['3A']],
      [CDG, DXB, ['4A']],
      [DXB, JFK, ['5A']],
    ]);
    // $200 a flight, 20 % off each that leaves on a weekend (the weekend offer, per flight)
    const weekend = legs.filter((l) => [0, 6].includes(l.departureAt.getUTCDay())).length;
    expect(res.body.data.totalAmount).toBe(600 - 40 * weekend);
  });

  it('refuses flights that do not connect: another airport, less than 60 minutes, out of order', async () => {
    const c = await customer();
    const openJaw = await route(t.database.db, [JFK, CDG]);
    const [dubai] = await route(t.database.db, [DXB, JFK], { firstInHours: 260 });
    const tight = await route(t.database.db, [JFK, CDG, JFK], { gapHours: 0.5 });
    for (const legs of [[openJaw[0]!, dubai!], tight, [...tight].reverse()]) {
      const res = await book(c, segmentsRequest(legs.map((l) => ({ flightId: l.id, seats: ['6A'] }))));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'SEGMENTS_NOT_CONNECTED',
        message: segmentMessages.notConnected(2),
      });
      for (const l of legs) expect(await freeSeats(l.id)).toContain('6A');
    }
  });

  it('refuses the one-flight fields and segments at once with SEGMENTS_WITH_FLIGHT', async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
    const c = await customer();
    const body = {
      ...segmentsRequest([
        { flightId: out!.id, seats: ['1A'] },
        { flightId: back!.id, seats: ['1A'] },
      ]),
      flightId: out!.id,
    };
    const res = await book(c, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'SEGMENTS_WITH_FLIGHT',
      message: segmentMessages.segmentsWithFlight,
    });
  });

  it('a leg full takes nothing: a seat held on the return, or a return class sold out', async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK], {
      classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 4 }],
    });
    const first = await customer();
    expect((await book(first, segmentsRequest([{ flightId: back!.id, seats: ['1A'] }]))).status).toBe(201);
    const c = await customer();
    const taken = await book(
      c,
      segmentsRequest([
        { flightId: out!.id, seats: ['1B'] },
        { flightId: back!.id, seats: ['1A'] },
      ]),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'SEAT_TAKEN', message: seatTakenMessage('1A') });
    expect(await freeSeats(out!.id)).toContain('1B');
    expect(await bookedSeats(out!.classes[0]!.id)).toBe(0);

    // a return whose class has no seat left by its counter: nothing taken on the way out either
    const full = await createFlight(t.database.db, {
      departureCity: CDG,
      arrivalCity: JFK,
      departureAt: back!.departureAt,
      arrivalAt: back!.arrivalAt,
      classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 4, bookedSeats: 4 }],
    });
    const soldOut = await book(
      c,
      segmentsRequest([
        { flightId: out!.id, seats: ['1B'] },
        { flightId: full.id, seats: ['1C'] },
      ]),
    );
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ code: 'SEATS_SOLD_OUT', message: notEnoughSeatsMessage('ECONOMY') });
    expect(await bookedSeats(out!.classes[0]!.id)).toBe(0);
  });
});

describe('the rules of the whole booking', () => {
  it('a return flight cancelled by the airline leaves the outbound booked; cancelling the trip for it releases both legs and refunds what was paid (decision 088)', async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
    const c = await customer();
    const b = (
      await book(
        c,
        segmentsRequest([
          { flightId: out!.id, seats: ['1A'] },
          { flightId: back!.id, seats: ['1A'] },
        ]),
      )
    ).body.data;
    await call(t.app, 'POST', `/admin/bookings/${b.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    const cancelled = await call(t.app, 'POST', `/admin/flights/${back!.id}/cancel`, { token: adminToken });
    expect(cancelled.status).toBe(200);
    const kept = await call<Booking>(t.app, 'GET', `/user/bookings/${b.id}`, { token: c.token });
    expect(kept.body.data).toMatchObject({
      bookingStatus: 'CONFIRMED',
      cancelledFlight: { segment: 1, flightNumber: back!.flightNumber, choice: null },
    });
    expect(await bookedSeats(out!.classes[0]!.id)).toBe(1);
    expect(await bookedSeats(back!.classes[0]!.id)).toBe(0);

    const trip = await call<Booking>(t.app, 'POST', `/user/bookings/${b.id}/cancelled-flight/cancel-trip`, {
      token: c.token,
    });
    expect(trip.body.data).toMatchObject({
      bookingStatus: 'CANCELLED',
      cancelReason: 'FLIGHT_CANCELLED',
      cancellation: { refundAmount: 400 },
    });
    expect(await bookedSeats(out!.classes[0]!.id)).toBe(0);
    expect(await freeSeats(out!.id)).toContain('1A');
  });

  it("a traveller's cancellation refunds by the first departure and frees every leg", async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
    const c = await customer();
    const b = (
      await book(
        c,
        segmentsRequest([
          { flightId: out!.id, seats: ['2A'] },
          { flightId: back!.id, seats: ['2B'] },
        ]),
      )
    ).body.data;
    await call(t.app, 'POST', `/admin/bookings/${b.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    // past the 24-hour rule's window, which would refund it all (decision 097)
    await backdateBooking(t.database.db, b.id);
    const quote = await call<{ refundAmount: number; refundPercent: number }>(
      t.app,
      'GET',
      `/user/bookings/${b.id}/cancellation-quote`,
      { token: c.token },
    );
    // ten days before the first departure: the fare rules' share of the whole total
    const { refundPercent: percent, refundAmount } = quote.body.data;
    expect(percent).toBe(refundPercentOf(out!.departureAt, new Date(), 0));
    expect(refundAmount).toBe((400 * percent) / 100);
    const res = await call<Booking>(t.app, 'POST', `/user/bookings/${b.id}/cancel`, { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.data.cancellation).toMatchObject({ refundAmount });
    expect(await freeSeats(out!.id)).toContain('2A');
    expect(await freeSeats(back!.id)).toContain('2B');
    expect(await bookedSeats(back!.classes[0]!.id)).toBe(0);
  });

  it('the pay-by time is 2 hours before the first departure at the latest', async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK], { firstInHours: 2.2 });
    const c = await customer();
    const res = await book(
      c,
      segmentsRequest([
        { flightId: out!.id, seats: ['3A'] },
        { flightId: back!.id, seats: ['3A'] },
      ]),
    );
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.data.payment!.payBy!)).toBe(out!.departureAt.getTime() - 2 * HOUR_MS);
  });
});

describe('the documents of a booking of several flights', () => {
  it('one e-ticket with a page per passenger per flight, one calendar with an event per flight', async () => {
    const legs = await route(t.database.db, [JFK, CDG, DXB]);
    const c = await customer();
    const b = (
      await book(
        c,
        segmentsRequest([
          { flightId: legs[0]!.id, seats: ['4A', '4B'] },
          { flightId: legs[1]!.id, seats: ['5C', '5D'] },
        ]),
      )
    ).body.data;
    await call(t.app, 'POST', `/admin/bookings/${b.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    const get = (file: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/user/bookings/${b.id}/${file}`,
        headers: { authorization: `Bearer ${c.token}` },
      });
    const pdf = await PDFDocument.load((await get('ticket.pdf')).rawPayload);
    expect(pdf.getPageCount()).toBe(2 * 2);
    const seats = pdf
      .getKeywords()!
      .match(/M1.{58}/g)!
      .map((p) => parseBcbp(p).seat);
    expect(seats).toEqual(['004A', '004B', '005C', '005D']);
    const ics = (await get('calendar.ics')).body;
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    expect(events.map((e) => new ICAL.Event(e).summary)).toEqual([
      `Flight ${legs[0]!.flightNumber}: ${JFK} → ${CDG}`,
      `Flight ${legs[1]!.flightNumber}: ${CDG} → ${DXB}`,
    ]);
  });
});
