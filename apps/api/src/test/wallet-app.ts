import { DAY_MS, HOUR_MS, isoDayOf } from '@skylark/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { createBooking, createFlight, createUser } from './factories';
import { buildTestApp, tokenFor, type TestApp } from './app';
import { makePassCertificates } from './passkit-certificates';

/** The server the Apple Wallet tests share: signing passes with certificates made for the run. */
export const certificates = makePassCertificates();
// Live binding: set by useWalletApp's beforeAll, read by the test files that import it.
export let t: TestApp;

export function useWalletApp() {
  beforeAll(async () => {
    t = await buildTestApp({ env: certificates.env });
  });
  afterAll(() => t.close());
}

let number = 1000 + Math.floor(Math.random() * 8000);

/** A confirmed booking of `seats` (Oslo to Bergen, domestic) departing in five hours, each passenger 30. */
export async function booked(seats = ['3A'], app = t) {
  const user = await createUser(app.database.db);
  const departureAt = new Date(Date.now() + 5 * HOUR_MS);
  const flight = await createFlight(app.database.db, {
    flightNumber: `SK${++number}`,
    departureCity: 'Oslo, Gardermoen (OSL)',
    arrivalCity: 'Bergen, Flesland (BGO)',
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + HOUR_MS),
    classes: [{ type: 'ECONOMY', priceCents: 20_000, capacity: 60 }],
  });
  const booking = await createBooking(app.database.db, {
    flightId: flight.id,
    classType: 'ECONOMY',
    seats,
    userId: user.id,
    passengerName: { firstName: 'Ada', lastName: 'Lovelace' },
  });
  const born = new Date(departureAt.getTime() - 10 * DAY_MS);
  born.setUTCFullYear(born.getUTCFullYear() - 30);
  return {
    flight,
    booking,
    departureAt,
    dateOfBirth: isoDayOf(born),
    token: tokenFor(app.app, user.id, 'user'),
  };
}
export type Booked = Awaited<ReturnType<typeof booked>>;

export const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  app = t,
  headers: Record<string, string> = {},
) =>
  app.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    payload,
  });

export interface State {
  appleWallet?: boolean;
  passengers: { passengerId: string; boardingPass: { bcbp: string; sequence: number } | null }[];
}
export const stateOf = async (b: Booked, app = t) =>
  (await call('GET', `/user/bookings/${b.booking.id}/check-in`, b.token, undefined, app)).json()
    .data as State;

/** Checks in the booking's first `count` passengers; their entries of the check-in answer. */
export async function checkIn(b: Booked, count = 1) {
  const state = await stateOf(b);
  const res = await call('POST', `/user/bookings/${b.booking.id}/check-in`, b.token, {
    passengers: state.passengers.slice(0, count).map((p) => ({
      passengerId: p.passengerId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: b.dateOfBirth,
    })),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as State).passengers;
}

export const walletPath = (b: Booked, passengerId: string) =>
  `/user/bookings/${b.booking.id}/wallet-passes/${passengerId}`;
