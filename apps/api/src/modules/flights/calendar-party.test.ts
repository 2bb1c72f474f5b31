import { DAY_MS, type FareDay, type FlightCalendar, isoDayOf } from '@skylark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlight, weekdayAhead } from '../../test/factories';
import { buildTestApp, call, type TestApp } from '../../test/app';

const REYKJAVIK = 'Reykjavik, Keflavik International (KEF)';
const DUBLIN = 'Dublin, Dublin Airport (DUB)';

let t: TestApp;
// Reykjavik keeps UTC all year, so a flight's day there is its UTC day; both well within 60 days (no early bird)
const weekday = new Date(weekdayAhead(10).setUTCHours(12, 0, 0, 0));
const saturday = new Date(weekday);
while (saturday.getUTCDay() !== 6) saturday.setTime(saturday.getTime() + DAY_MS);
const dayOf = (at: Date) => isoDayOf(at);

const calendar = (query: string) => call<FlightCalendar>(t.app, 'GET', `/user/flights/calendar?${query}`);
/** The day's fares, asked for its month from Reykjavik to Dublin. */
async function fareOn(at: Date, party: string): Promise<FareDay | undefined> {
  const res = await calendar(`from=KEF&to=DUB&month=${dayOf(at).slice(0, 7)}${party}`);
  expect(res.status).toBe(200);
  return res.body.data.days.find((d) => d.date === dayOf(at));
}

beforeAll(async () => {
  t = await buildTestApp();
  const flight = (departureAt: Date, classes: NonNullable<Parameters<typeof createFlight>[1]>['classes']) =>
    createFlight(t.database.db, { departureCity: REYKJAVIK, arrivalCity: DUBLIN, departureAt, classes });
  await flight(weekday, [{ type: 'ECONOMY', priceCents: 30_000 }]);
  await flight(new Date(weekday.getTime() + 3 * 3_600_000), [
    { type: 'ECONOMY', priceCents: 22_900, capacity: 2 },
    { type: 'BUSINESS', priceCents: 90_000 },
  ]);
  await flight(saturday, [
    { type: 'ECONOMY', priceCents: 22_900 },
    { type: 'BUSINESS', priceCents: 90_000 },
  ]);
});
afterAll(() => t.close());

describe('GET /user/flights/calendar with the search party', () => {
  it("answers each day's lowest total for the party with the offer its rules give, as the result card", async () => {
    // one adult on a Saturday: the weekend offer, 20 % off $229
    expect(await fareOn(saturday, '&adults=1')).toEqual({
      date: dayOf(saturday),
      lowestPrice: 229,
      flights: 1,
      lowestTotal: 183.2,
    });
    // two adults and a child on a Saturday: the family offer (the child flies free) beats the weekend's
    expect(await fareOn(saturday, '&adults=2&children=1')).toMatchObject({
      lowestPrice: 229,
      lowestTotal: 458,
    });
    // on a weekday one adult pays the list price
    expect(await fareOn(weekday, '&adults=1')).toMatchObject({
      lowestPrice: 229,
      flights: 2,
      lowestTotal: 229,
    });
  });

  it('prices only flights with seats for the whole party', async () => {
    // the $229 seats are two: three travellers take the $300 flight, the family offer charging the adults
    expect(await fareOn(weekday, '&adults=2&children=1')).toEqual({
      date: dayOf(weekday),
      lowestPrice: 300,
      flights: 2,
      lowestTotal: 600,
    });
  });

  it('answers as before without a party', async () => {
    expect(await fareOn(saturday, '')).toEqual({ date: dayOf(saturday), lowestPrice: 229, flights: 1 });
  });

  it('refuses a party outside the booking limits with a 400 in the wrapper', async () => {
    const month = dayOf(weekday).slice(0, 7);
    for (const party of [
      'adults=0',
      'adults=10',
      'adults=1.5',
      'adults=5&children=5',
      'children=1',
      'adults=1&children=-1',
    ]) {
      const res = await calendar(`from=KEF&to=DUB&month=${month}&${party}`);
      expect(res.status, party).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
