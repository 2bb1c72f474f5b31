import {
  DAY_MS,
  type FlightCalendar,
  flightCalendarSchema,
  flightMessages,
  HOUR_MS,
} from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight } from '../../test/factories';
import { buildTestApp, call, type TestApp } from '../../test/app';

const TOKYO = 'Tokyo, Haneda (HND)';
const LA = 'Los Angeles, Los Angeles International (LAX)';

let t: TestApp;
// a month two to three months ahead, so no flight of it has departed
const ahead = new Date(Date.now() + 70 * DAY_MS);
const year = ahead.getUTCFullYear();
const monthIndex = ahead.getUTCMonth();
const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
const nextMonthStart = Date.UTC(year, monthIndex + 1, 1);
const nextMonth = new Date(nextMonthStart).toISOString().slice(0, 7);
const utc = (day: number, hour: number) => new Date(Date.UTC(year, monthIndex, day, hour));

const calendar = (query: string) => call<FlightCalendar>(t.app, 'GET', `/user/flights/calendar?${query}`);

beforeAll(async () => {
  t = await buildTestApp();
  const tokyoToLa = (departureAt: Date, priceCents: number, extra: Parameters<typeof createFlight>[1] = {}) =>
    createFlight(t.database.db, {
      departureCity: TOKYO,
      arrivalCity: LA,
      departureAt,
      classes: [{ type: 'ECONOMY', priceCents }],
      ...extra,
    });
  await tokyoToLa(utc(10, 1), 52_000);
  await tokyoToLa(utc(10, 5), 48_000);
  // 17:00 UTC on the last day of the month before is 02:00 on the 1st in Tokyo
  await tokyoToLa(new Date(Date.UTC(year, monthIndex, 1) - 7 * HOUR_MS), 61_000);
  // 20:00 UTC on the last day is the 1st of the next month in Tokyo
  await tokyoToLa(new Date(nextMonthStart - 4 * HOUR_MS), 70_000);
  await tokyoToLa(utc(12, 3), 10_000, { status: 'CANCELLED' });
  await tokyoToLa(utc(14, 3), 33_000, {
    classes: [
      { type: 'ECONOMY', priceCents: 33_000, capacity: 2 },
      { type: 'BUSINESS', priceCents: 150_000 },
    ],
  });
  // the other way round is another route
  await createFlight(t.database.db, { departureCity: LA, arrivalCity: TOKYO, departureAt: utc(10, 3) });
});
afterAll(() => t.close());

describe('GET /user/flights/calendar', () => {
  it("answers the lowest fare and the flights per day, days in the departure airport's time", async () => {
    const res = await calendar(`from=Tokyo&to=los angeles&month=${month}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(flightMessages.calendarRetrieved);
    expect(() => flightCalendarSchema.parse(res.body.data)).not.toThrow();
    expect(res.body.data).toEqual({
      month,
      days: [
        { date: `${month}-01`, lowestPrice: 610, flights: 1 },
        { date: `${month}-10`, lowestPrice: 480, flights: 2 },
        { date: `${month}-14`, lowestPrice: 330, flights: 1 },
      ],
    });
    const next = await calendar(`from=Tokyo&to=los angeles&month=${nextMonth}`);
    expect(next.body.data.days).toEqual([{ date: `${nextMonth}-01`, lowestPrice: 700, flights: 1 }]);
  });

  it("finds a route by its cities' names in the traveller's language (decision 110)", async () => {
    const english = await calendar(`from=Tokyo&to=los angeles&month=${month}`);
    for (const [from, to] of [
      ['Tokio', 'los angeles'],
      ['طوكيو', 'لوس أنجلوس'],
    ] as const) {
      const res = await calendar(
        `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&month=${month}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(english.body.data);
    }
  });

  it('counts only the classes with seats for the whole party, and the class asked for', async () => {
    const party = await calendar(`from=HND&to=LAX&month=${month}&passengers=3`);
    expect(party.body.data.days.find((d) => d.date === `${month}-14`)).toEqual({
      date: `${month}-14`,
      lowestPrice: 1500,
      flights: 1,
    });
    const business = await calendar(`from=HND&to=LAX&month=${month}&classType=BUSINESS`);
    expect(business.body.data.days.map((d) => d.date)).toEqual([`${month}-14`]);
  });

  it('refuses a bad month or a missing city with a 400 in the wrapper', async () => {
    for (const query of [
      `from=Tokyo&to=LA&month=2027-13`,
      `from=Tokyo&to=LA&month=May`,
      `to=LA&month=${month}`,
    ]) {
      const res = await calendar(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
