import type { AuditPage } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createFlight, createUser, weekdayAhead } from '../../test/factories';
import { buildTestApp, call, tokenFor, type TestApp } from '../../test/app';

/* The trail names its targets, filters by them and exports as CSV (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles). */

let t: TestApp;
let token: string;
let trackingId: string;
let flightId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  token = tokenFor(
    t.app,
    (await createAdmin(db, { email: 'reader@skylark.test', firstName: 'Grace', lastName: 'Hopper' })).id,
    'admin',
  );
  const flight = await createFlight(db, {
    flightNumber: 'SK102',
    departureAt: weekdayAhead(30),
  });
  flightId = flight.id;
  const booking = await createBooking(db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats: ['1A'],
    bookingStatus: 'PENDING',
    paymentStatus: 'PENDING',
    customerName: 'Ada Lovelace',
  });
  trackingId = booking.trackingId;
  const customer = await createUser(db, { firstName: '=HYPERLINK("x")', lastName: 'Babbage' });
  const approve = await call(t.app, 'POST', `/admin/bookings/${booking.id}/approve`, {
    token,
    body: { action: 'approve' },
  });
  expect(approve.status).toBe(200);
  const block = await call(t.app, 'PATCH', `/admin/users/${customer.id}/status`, {
    token,
    body: { status: 'blocked' },
  });
  expect(block.status).toBe(200);
  const cancel = await call(t.app, 'POST', `/admin/flights/${flight.id}/cancel`, { token });
  expect(cancel.status).toBe(200);
});
afterAll(() => t.close());

const list = (query: string) => call<AuditPage>(t.app, 'GET', `/admin/audit?${query}`, { token });

describe('the audit trail names its targets', () => {
  it('reads "Booking 8XK2M4P7Q9RT of Ada Lovelace", "Flight SK102 …", "Customer …", with the full reference and the actor', async () => {
    const events = (await list('limit=100')).body.data.data;
    const labelOf = (action: string) => events.find((e) => e.action === action)?.targetLabel;
    expect(labelOf('booking.approve')).toBe(`Booking ${trackingId} of Ada Lovelace`);
    const approve = events.find((e) => e.action === 'booking.approve')!;
    expect(approve).toMatchObject({
      targetReference: trackingId,
      actorName: 'Grace Hopper',
      actorTitle: 'Administrator',
    });
    expect(events.find((e) => e.action === 'flight.cancel')?.targetReference).toBe('SK102');
    expect(labelOf('flight.cancel')).toMatch(/^Flight SK102 [A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(labelOf('user.block')).toBe('Customer =HYPERLINK("x") Babbage');
  });

  it('filters by target: a part of the tracking ID, a flight number, a name; and by target type', async () => {
    const byTracking = await list(`target=${encodeURIComponent(`#${trackingId.slice(2, 8).toLowerCase()}`)}`);
    expect(byTracking.body.data.data.map((e) => e.action)).toEqual(['booking.approve']);
    const byFlight = await list('target=sk102');
    expect(byFlight.body.data.data.map((e) => e.targetId)).toEqual([flightId]);
    expect((await list('target=babbage')).body.data.data.map((e) => e.action)).toEqual(['user.block']);
    expect((await list(`target=${flightId}`)).body.data.totalEvents).toBe(1);
    const flightsOnly = await list('targetType=flight');
    expect(flightsOnly.body.data.data.every((e) => e.targetType === 'flight')).toBe(true);
    expect((await list('target=%25%25%25%25')).body.data.totalEvents).toBe(0);
    expect((await list('targetType=spaceship')).status).toBe(400);
    expect((await list(`target=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('GET /admin/audit/export.csv', () => {
  it('exports the filtered events with their targets named, quoted as RFC 4180 says', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit/export.csv?targetType=user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/filename="skylark-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'When (UTC),Action,Actor,Actor role,Target,Target type,Target id,Address,Before,After',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      'User blocked,reader@skylark.test,admin,"Customer =HYPERLINK(""x"") Babbage",user,',
    );
    expect(lines[1]).toContain('"{""status"":""active""}"');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit/export.csv?action=drop.table',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
