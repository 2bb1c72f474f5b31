import type { Booking, ContactPage, Manifest } from '@skylark/contract';
import { DAY_MS, HOUR_MS } from '@skylark/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, flights } from '../../db/schema';
import { call } from '../../test/app';
import { createFlight } from '../../test/factories';
import { change, flightOfRoute, paidBooking, quote } from '../../test/change-fixtures';
import { CDG, DXB, JFK, route, segmentsRequest } from '../../test/segments';
import { adminToken, book, customer, request, t, useBookingApp } from '../../test/booking-app';

useBookingApp();

const manifestOf = (flightId: string) =>
  call<Manifest>(t.app, 'GET', `/admin/flights/${flightId}/manifest`, { token: adminToken });
const csvOf = async (flightId: string) =>
  (await call(t.app, 'GET', `/admin/flights/${flightId}/manifest.csv`, { token: adminToken })).response.body;

describe('service requests (docs/product.md#1413-service-requests)', () => {
  it("puts the spec's meal and assistance, as IATA codes, and the codes asked for on each flight's manifest and CSV", async () => {
    const [out, back] = await route(t.database.db, [JFK, CDG, DXB]);
    const c = await customer();
    const body = {
      ...segmentsRequest([
        { flightId: out!.id, seats: ['3A', '3B'] },
        { flightId: back!.id, seats: ['4A', '4B'] },
      ]),
      // Ada: VEGETARIAN and a wheelchair; Charles: elderly
      specialAssistance: [
        { wheelchair: true, infant: false, elderly: false },
        { wheelchair: false, infant: false, elderly: true },
      ],
      // on the second flight Ada cannot climb steps and Charles is blind and wants a diabetic meal
      services: [
        { passengerIndex: 0, segment: 1, codes: ['WCHS'] },
        { passengerIndex: 1, segment: 1, codes: ['BLND', 'DBML'] },
      ],
    };
    const created = await book(c, body);
    expect(created.status).toBe(201);
    expect(
      created.body.data.services!.map(({ passengerIndex, segment, codes }) => ({
        passengerIndex,
        segment,
        codes,
      })),
    ).toEqual([
      { passengerIndex: 0, segment: 0, codes: ['WCHR', 'VGML'] },
      { passengerIndex: 0, segment: 1, codes: ['WCHS', 'VGML'] },
      { passengerIndex: 1, segment: 0, codes: ['MAAS'] },
      { passengerIndex: 1, segment: 1, codes: ['DBML', 'BLND', 'MAAS'] },
    ]);
    // the spec's fields answer as they were sent
    expect(created.body.data.passengers[0]).toMatchObject({
      mealPreference: 'VEGETARIAN',
      specialAssistance: { wheelchair: true, infant: false, elderly: false },
    });

    const first = await manifestOf(out!.id);
    expect(first.body.data.passengers.map((p) => [p.seatNumber, p.services])).toEqual([
      ['3A', ['WCHR', 'VGML']],
      ['3B', ['MAAS']],
    ]);
    const second = await manifestOf(back!.id);
    expect(second.body.data.passengers.map((p) => [p.seatNumber, p.services])).toEqual([
      ['4A', ['WCHS', 'VGML']],
      ['4B', ['DBML', 'BLND', 'MAAS']],
    ]);
    const lines = (await csvOf(back!.id)).split('\r\n');
    expect(lines[0]).toMatch(/,Services,Bags$/);
    expect(lines[1]).toMatch(/^4A,Ada Lovelace,.*,WCHS VGML,1 bag \(included\)$/);
    expect(lines[2]).toMatch(/^4B,Charles Babbage,.*,DBML BLND MAAS,1 bag \(included\)$/);
  });

  it('maps HALAL and KOSHER to MOML and KSML, and names a lap infant INFT on the holder', async () => {
    const flight = await createFlight(t.database.db, { classes: [{ type: 'ECONOMY', priceCents: 10_000 }] });
    const c = await customer();
    const halal = await book(c, request(flight.id, '5A', { mealPreferences: ['HALAL'] }));
    expect(halal.status).toBe(201);
    const kosher = await book(
      c,
      request(flight.id, '5B', {
        passengers: [{ firstName: 'Dan', lastName: 'Pop', age: 36, gender: 'MALE' }],
        mealPreferences: ['KOSHER'],
        specialAssistance: [{ wheelchair: false, infant: true, elderly: false }],
        infants: [
          {
            name: 'Mia Pop',
            dateOfBirth: new Date(flight.departureAt.getTime() - 200 * 24 * HOUR_MS)
              .toISOString()
              .slice(0, 10),
            travellingWithIndex: 0,
          },
        ],
      }),
    );
    expect(kosher.status).toBe(201);
    const manifest = await manifestOf(flight.id);
    expect(manifest.body.data.passengers.map((p) => [p.seatNumber, p.services])).toEqual([
      ['5A', ['WCHR', 'MOML']],
      ['5B', ['KSML', 'INFT']],
    ]);
    const csv = (await csvOf(flight.id)).split('\r\n');
    expect(csv[1]).toMatch(/,WCHR MOML,1 bag \(included\)$/);
    expect(csv[2]).toMatch(/,KSML INFT,1 bag \(included\)$/);
  });

  it('refuses unknown codes, two of a kind and a passenger or flight the booking lacks with a 400 and a code, booking nothing', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const refusals = [
      [[{ passengerIndex: 0, codes: ['XXXX'] }], 'UNKNOWN_SERVICE_CODE'],
      [[{ passengerIndex: 0, codes: ['wchr'] }], 'UNKNOWN_SERVICE_CODE'],
      [[{ passengerIndex: 0, codes: ['WCHR', 'WCHC'] }], 'SERVICE_CONFLICT'],
      [[{ passengerIndex: 0, codes: ['VGML', 'KSML'] }], 'SERVICE_CONFLICT'],
      [[{ passengerIndex: 1, codes: ['BLND'] }], 'VALIDATION_FAILED'],
      [[{ passengerIndex: 0, segment: 1, codes: ['BLND'] }], 'VALIDATION_FAILED'],
      [[{ passengerIndex: 0, codes: ['TOO-LONG-CODE'] }], 'VALIDATION_FAILED'],
      [Array.from({ length: 37 }, () => ({ passengerIndex: 0, codes: [] })), 'VALIDATION_FAILED'],
    ] as const;
    for (const [services, code] of refusals) {
      const res = await book(c, request(flight.id, '6A', { services: services as never }));
      expect(res.status, JSON.stringify(services).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code });
    }
    expect((await manifestOf(flight.id)).body.data.passengers).toEqual([]);
  });

  it('lets the traveller change a passenger’s codes until bookings close, with the spec’s fields following and an audit entry', async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const created = await book(c, request(flight.id, '7A'));
    const id = created.body.data._id;
    const put = (body: unknown, token = c.token) =>
      call<Booking>(t.app, 'PUT', `/user/bookings/${id}/services`, { token, body });

    const changed = await put({
      services: [{ passengerIndex: 0, segment: 0, codes: ['GFML', 'WCHC', 'DEAF'] }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.services).toEqual([
      {
        passengerIndex: 0,
        segment: 0,
        name: 'Ada Lovelace',
        seatNumber: '7A',
        codes: ['WCHC', 'GFML', 'DEAF'],
      },
    ]);
    expect(changed.body.data.passengers[0]).toMatchObject({
      mealPreference: 'REGULAR',
      specialAssistance: { wheelchair: true, infant: false, elderly: false },
    });
    expect((await manifestOf(flight.id)).body.data.passengers[0]!.services).toEqual(['WCHC', 'GFML', 'DEAF']);

    const removed = await put({ services: [{ passengerIndex: 0, codes: [] }] });
    expect(removed.body.data.passengers[0]!.specialAssistance.wheelchair).toBe(false);
    expect((await manifestOf(flight.id)).body.data.passengers[0]!.services).toEqual([]);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'booking.services')));
    expect(events.map((e) => [e.actorId, e.before, e.after])).toEqual(
      expect.arrayContaining([
        [
          c.user.id,
          { 'passenger 1, flight 1': ['WCHR', 'VGML'] },
          { 'passenger 1, flight 1': ['WCHC', 'GFML', 'DEAF'] },
        ],
        [c.user.id, { 'passenger 1, flight 1': ['WCHC', 'GFML', 'DEAF'] }, { 'passenger 1, flight 1': [] }],
      ]),
    );

    const bad = await put({ services: [{ passengerIndex: 0, codes: ['NOPE'] }] });
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'UNKNOWN_SERVICE_CODE' });
    const stranger = await customer();
    expect((await put({ services: [{ passengerIndex: 0, codes: [] }] }, stranger.token)).status).toBe(404);
  });

  it('refuses a change once the flight’s bookings have closed, or the booking has been cancelled (409 SERVICES_CLOSED)', async () => {
    const c = await customer();
    const soon = await createFlight(t.database.db);
    const created = await book(c, request(soon.id, '8A'));
    // the flight is moved to leave within the hour
    await t.database.db
      .update(flights)
      .set({ departureAt: new Date(Date.now() + HOUR_MS), arrivalAt: new Date(Date.now() + 9 * HOUR_MS) })
      .where(eq(flights.id, soon.id));
    const late = await call(t.app, 'PUT', `/user/bookings/${created.body.data._id}/services`, {
      token: c.token,
      body: { services: [{ passengerIndex: 0, codes: ['BLND'] }] },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'SERVICES_CLOSED' });

    const later = await createFlight(t.database.db);
    const other = await book(c, request(later.id, '8B'));
    await call(t.app, 'POST', `/user/bookings/${other.body.data._id}/cancel`, { token: c.token, body: {} });
    const ended = await call(t.app, 'PUT', `/user/bookings/${other.body.data._id}/services`, {
      token: c.token,
      body: { services: [{ passengerIndex: 0, codes: ['BLND'] }] },
    });
    expect(ended.body).toMatchObject({ statusCode: 409, code: 'SERVICES_CLOSED' });
  });

  it('keeps the codes when the traveller changes flight', async () => {
    const { c, id } = await paidBooking();
    const cheaper = await flightOfRoute(12 * DAY_MS, 9_900);
    const set = await call(t.app, 'PUT', `/user/bookings/${id}/services`, {
      token: c.token,
      body: { services: [{ passengerIndex: 0, codes: ['WCHC', 'BLND'] }] },
    });
    expect(set.status).toBe(200);
    const q = await quote(c.token, id, cheaper.id, ['5A']);
    const done = await change(c.token, id, {
      quoteId: q.body.data.quoteId,
      flightId: cheaper.id,
      seatNumbers: ['5A'],
    });
    expect(done.status).toBe(200);
    expect(done.body.data.flightNumber).toBe(cheaper.flightNumber);
    expect(
      (await manifestOf(cheaper.id)).body.data.passengers.map((p) => [p.seatNumber, p.services]),
    ).toEqual([['5A', ['WCHC', 'BLND']]]);
  });

  it("sends an accommodation request to the desk's inbox, tagged with the booking reference", async () => {
    const flight = await createFlight(t.database.db);
    const c = await customer();
    const created = await book(c, request(flight.id, '9A'));
    const { _id: id, trackingId } = created.body.data;
    const path = `/user/bookings/${id}/accommodation-request`;

    const sent = await call<{ bookingReference: string; email: string }>(t.app, 'POST', path, {
      token: c.token,
      body: { message: '  I travel with a service dog and need a bulkhead seat.  ' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ bookingReference: trackingId, email: c.user.email });

    const inbox = await call<ContactPage>(t.app, 'GET', '/admin/messages?status=open', { token: adminToken });
    const message = inbox.body.data.data.find((m) => m.bookingReference === trackingId);
    expect(message).toMatchObject({
      topic: 'ACCOMMODATION',
      email: c.user.email,
      subject: `Accommodation request for booking ${trackingId}`,
      message: 'I travel with a service dog and need a bulkhead seat.',
      status: 'new',
    });

    for (const body of [{ message: '   ' }, { message: 'x'.repeat(2001) }, {}]) {
      const res = await call(t.app, 'POST', path, { token: c.token, body });
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
    const stranger = await customer();
    const foreign = await call(t.app, 'POST', path, { token: stranger.token, body: { message: 'Hello' } });
    expect(foreign.status).toBe(404);
    const after = await call<ContactPage>(t.app, 'GET', '/admin/messages?status=open', { token: adminToken });
    expect(after.body.data.data.filter((m) => m.bookingReference === trackingId)).toHaveLength(1);
  });
});
