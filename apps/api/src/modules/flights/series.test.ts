import {
  isoDayOf,
  DAY_MS,
  teamMessages,
  type CreateFlightSeriesBody,
  type Flight,
  type FlightSeriesResult,
  flightMessages,
  seriesConflictMessage,
} from '@skylark/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { auditEvents, flights } from '../../db/schema';
import { admin, t, useSignedInApp } from '../../test/signed-in-app';
import { call } from '../../test/app';

useSignedInApp();

/** A Monday at 08:00 UTC, `weeks` weeks after the next one. */
function monday(weeks = 0): Date {
  const d = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 8 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7) + weeks * 7);
  return d;
}
const day = (d: Date) => isoDayOf(d);
const plus = (d: Date, days: number, hours = 0) => new Date(d.getTime() + days * DAY_MS + hours * 3_600_000);

function series(
  flightNumber: string,
  overrides: Partial<CreateFlightSeriesBody> = {},
): CreateFlightSeriesBody {
  const first = monday();
  return {
    flightNumber,
    departure: { city: 'Oslo, Gardermoen (OSL)', date: first.toISOString() },
    arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: plus(first, 0, 2).toISOString() },
    classTypes: [{ type: 'ECONOMY', price: 99, availableSeats: 100 }],
    weekdays: [1, 3],
    until: day(plus(first, 27)),
    ...overrides,
  };
}
const post = (body: unknown) =>
  call<FlightSeriesResult>(t.app, 'POST', '/admin/flights/series', { token: admin, body });
const rowsOf = (flightNumber: string) =>
  t.database.db.select().from(flights).where(eq(flights.flightNumber, flightNumber));

describe('POST /admin/flights/series', () => {
  it('creates every Monday and Wednesday of four weeks with the same number and flight time', async () => {
    const res = await post(series('WK100'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: teamMessages.seriesCreated });
    expect(res.body.data.created).toBe(8);
    const rows = (await rowsOf('WK100')).sort((a, b) => +a.departureAt - +b.departureAt);
    expect(rows.map((r) => day(r.departureAt))).toEqual(
      [0, 2, 7, 9, 14, 16, 21, 23].map((n) => day(plus(monday(), n))),
    );
    for (const r of rows) expect(+r.arrivalAt - +r.departureAt).toBe(2 * 3_600_000);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'flight.create_series'));
    expect(audit).toHaveLength(1);
  });

  it('creates nothing when the series clashes halfway, and lists every clashing day', async () => {
    const clash1 = await createFlight(t.database.db, {
      flightNumber: 'WK200',
      departureAt: plus(monday(), 14, 5),
    });
    const clash2 = await createFlight(t.database.db, {
      flightNumber: 'WK200',
      departureAt: plus(monday(), 16, 1),
    });
    const res = await post(series('WK200'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 409,
      message: teamMessages.seriesConflicts,
    });
    expect(res.body.data).toEqual({
      errors: [
        { field: day(clash1.departureAt), message: seriesConflictMessage('WK200', day(clash1.departureAt)) },
        { field: day(clash2.departureAt), message: seriesConflictMessage('WK200', day(clash2.departureAt)) },
      ],
    });
    expect(await rowsOf('WK200')).toHaveLength(2);
  });

  it('refuses an empty, backwards or over-long series with 400, and the first flight’s rules', async () => {
    expect((await post(series('WK300', { weekdays: [] }))).body.message).toBe(teamMessages.seriesNoDays);
    expect((await post(series('WK300', { until: day(plus(monday(), -3)) }))).body.message).toBe(
      teamMessages.seriesUntilBeforeDeparture,
    );
    const long = await post(series('WK300', { until: day(plus(monday(), 400)) }));
    expect(long).toMatchObject({ status: 400, body: { message: teamMessages.seriesTooLong } });
    expect((await post(series('WK300', { weekdays: [2], until: day(monday()) }))).body.message).toBe(
      teamMessages.seriesEmpty,
    );
    expect((await post(series('WK300', { weekdays: [9] }))).status).toBe(400);
    expect((await post(series('bad number'))).status).toBe(400);
    expect(await rowsOf('WK300')).toHaveLength(0);
  });
});

describe('a flight number is unique per UTC departure day', () => {
  it('takes the same number on another day and refuses it on the same day with 409', async () => {
    const one = (date: Date) =>
      call<Flight>(t.app, 'POST', '/admin/flights', {
        token: admin,
        body: {
          ...series('WK400'),
          departure: { ...series('WK400').departure, date: date.toISOString() },
          arrival: { ...series('WK400').arrival, date: plus(date, 0, 2).toISOString() },
        },
      });
    expect((await one(monday(1))).status).toBe(201);
    expect((await one(plus(monday(1), 1))).status).toBe(201);
    const same = await one(plus(monday(1), 0, 6));
    expect(same).toMatchObject({ status: 409, body: { message: flightMessages.flightNumberTaken } });
    // moving a flight onto a day its number already flies is refused too, by the index
    const [moved] = (await rowsOf('WK400')).filter((r) => day(r.departureAt) === day(plus(monday(1), 1)));
    const patch = await call(t.app, 'PATCH', `/admin/flights/${moved!.id}`, {
      token: admin,
      body: {
        departure: { date: plus(monday(1), 0, 4).toISOString() },
        arrival: { date: plus(monday(1), 0, 6).toISOString() },
      },
    });
    expect(patch).toMatchObject({ status: 409, body: { message: flightMessages.flightNumberTaken } });
  });
});
