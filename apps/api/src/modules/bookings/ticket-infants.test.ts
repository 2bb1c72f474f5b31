import { HOUR_MS } from '@skylark/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseBcbp } from '../../lib/documents/bcbp';
import { call } from '../../test/app';
import { adminToken, book, customer, t, useBookingApp } from '../../test/booking-app';
import { CDG, JFK, route, segmentsRequest } from '../../test/segments';

// A lap infant's e-ticket pages (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails, docs/product.md#1410-passenger-types-and-infants-on-a-lap, decision 072)

useBookingApp();

describe('the e-ticket of a booking with a lap infant', () => {
  it('a lap infant has a page of their own on each flight, after their holder, with no seat', async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, JFK]);
    const c = await customer();
    const bornAt = new Date(out!.departureAt.getTime() - 300 * 24 * HOUR_MS).toISOString().slice(0, 10);
    const b = (
      await book(c, {
        ...segmentsRequest([
          { flightId: out!.id, seats: ['4A', '4B'] },
          { flightId: back!.id, seats: ['5C', '5D'] },
        ]),
        infants: [{ name: 'Mia Babbage', dateOfBirth: bornAt, travellingWithIndex: 1 }],
      })
    ).body.data;
    await call(t.app, 'POST', `/admin/bookings/${b.id}/approve`, {
      token: adminToken,
      body: { action: 'approve' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/bookings/${b.id}/ticket.pdf`,
      headers: { authorization: `Bearer ${c.token}` },
    });
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(3 * 2);
    const passes = pdf
      .getKeywords()!
      .match(/M1.{58}/g)!
      .map((p) => parseBcbp(p));
    expect(passes.map((p) => [p.name, p.seat])).toEqual([
      ['LOVELACE/ADA', '004A'],
      ['BABBAGE/CHARLES', '004B'],
      ['BABBAGE/MIA', ''],
      ['LOVELACE/ADA', '005C'],
      ['BABBAGE/CHARLES', '005D'],
      ['BABBAGE/MIA', ''],
    ]);
  });
});
