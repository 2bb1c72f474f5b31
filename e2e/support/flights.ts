import type { APIRequestContext } from '@playwright/test';
import type { CreateFlightBody, Flight } from '@skylark/contract';
import { adminToken, apiCall } from './api';
import { expect } from './fixtures';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A flight number no other run is likely to hold: E + a letter + 4 digits. */
export function uniqueFlightNumber(): string {
  const letter = LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return `E${letter}${1000 + Math.floor(Math.random() * 9000)}`;
}

/**
 * A flight number the shared server holds for no flight yet, for a flight a journey creates in the
 * browser, where no draw again on a 409 is possible; a search finds every flight of a number.
 */
export async function freeFlightNumber(request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  for (let tries = 1; ; tries++) {
    const number = uniqueFlightNumber();
    const found = await apiCall<{ totalFlights: number }>(request, 'GET', `/admin/flights?search=${number}`, {
      token,
    });
    if (found.body.data.totalFlights === 0 || tries === 10) return number;
  }
}

/** A datetime-local value (browser local time) `hours` from now, on the minute. */
export function localInput(hoursFromNow: number): string {
  const d = new Date(Date.now() + hoursFromNow * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A moment at least `days` ahead on a weekday, on the minute: the weekend offer applies by rule, so a
 * flight whose journey reads its class price may not leave on a Saturday or a Sunday.
 */
export function weekdayAhead(days: number): Date {
  const at = new Date(Date.now() + days * 24 * 3_600_000);
  while ([0, 6].includes(at.getUTCDay())) at.setTime(at.getTime() + 24 * 3_600_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** Creates a flight through the admin API; defaults: a weekday 10 days ahead or more, economy and business. */
export async function createFlightViaApi(
  request: APIRequestContext,
  overrides: Partial<CreateFlightBody> = {},
): Promise<Flight> {
  const token = await adminToken(request);
  const departure = weekdayAhead(10);
  const body = (): CreateFlightBody => ({
    flightNumber: uniqueFlightNumber(),
    departure: { city: 'Bucharest, Henri Coandă International (OTP)', date: departure.toISOString() },
    arrival: {
      city: 'Paris, Charles de Gaulle (CDG)',
      date: new Date(departure.getTime() + 3 * 3_600_000).toISOString(),
    },
    classTypes: [
      { type: 'ECONOMY', price: 149.5, availableSeats: 120 },
      { type: 'BUSINESS', price: 620, availableSeats: 24 },
    ],
    ...overrides,
  });
  let created = await apiCall<Flight>(request, 'POST', '/admin/flights', { token, body: body() });
  // a number drawn at random may already be another test's on the shared server: draw again
  for (let tries = 1; created.status === 409 && !overrides.flightNumber && tries < 5; tries++)
    created = await apiCall<Flight>(request, 'POST', '/admin/flights', { token, body: body() });
  expect(created.status, created.body.message).toBe(201);
  return created.body.data;
}

/** An hour's flight between two cities leaving `inMs` from now; `price` gives it one Economy class. */
export function hourFlight(
  request: APIRequestContext,
  from: string,
  to: string,
  inMs: number,
  price?: number,
): Promise<Flight> {
  const departure = new Date(Date.now() + inMs);
  departure.setUTCSeconds(0, 0);
  return createFlightViaApi(request, {
    departure: { city: from, date: departure.toISOString() },
    arrival: { city: to, date: new Date(departure.getTime() + 3_600_000).toISOString() },
    ...(price === undefined ? {} : { classTypes: [{ type: 'ECONOMY', price, availableSeats: 60 }] }),
  });
}

/** A weekday at least `ms` after `from`: the weekend offer would price below a brand's price. */
export function weekdayAfter(from: string, ms: number): Date {
  const at = new Date(Date.parse(from) + ms);
  while ([0, 6].includes(at.getUTCDay())) at.setTime(at.getTime() + 24 * 3_600_000);
  return at;
}

/** A flight from Bucharest to Paris (createFlightViaApi's) and one back on a weekday 3 days after it lands. */
export async function returnFlightsViaApi(
  request: APIRequestContext,
): Promise<{ out: Flight; back: Flight }> {
  const out = await createFlightViaApi(request);
  const backAt = weekdayAfter(out.arrival.date, 3 * 24 * 3_600_000);
  const back = await createFlightViaApi(request, {
    departure: { city: out.arrival.city, date: backAt.toISOString() },
    arrival: { city: out.departure.city, date: new Date(backAt.getTime() + 3 * 3_600_000).toISOString() },
  });
  return { out, back };
}
